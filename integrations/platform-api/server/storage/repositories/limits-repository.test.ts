import { afterEach, describe, expect, it } from 'vitest';
import { AVAILABLE_ENGINES, temporaryDatabase } from '../../../test-fixtures/test-database.ts';
import { openStorage } from '../open-storage.ts';
import { createStore, type Store } from '../store.ts';
import type { Storage } from '../storage.ts';

/** The shared fixed-window counters, on each engine, as the migrations made the table. */

const NOW = new Date('2026-11-21T10:00:30.000Z');
const PER_MINUTE = (max: number) => ({ max, windowMs: 60_000 });

const cleanUps: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

async function storeOn(engine: Storage['engine']): Promise<Store> {
  const database = await temporaryDatabase(engine);
  cleanUps.push(database.cleanUp);
  const storage = await openStorage(database.target);
  cleanUps.push(() => storage.close());
  return createStore(storage);
}

describe.each(AVAILABLE_ENGINES)('limits on %s', (engine) => {
  it('counts every counter of a request in one call and answers for each, in the order asked', async () => {
    const store = await storeOn(engine);
    const counters = [
      { bucket: 'leads:address', subject: '203.0.113.7', rule: PER_MINUTE(2) },
      { bucket: 'leads:dealer', subject: '101', rule: PER_MINUTE(3) },
    ];
    const answers = [];
    for (let hit = 0; hit < 4; hit += 1) answers.push(await store.limits.countHits(counters, NOW));
    expect(answers.map((checks) => checks.map((check) => check.ok))).toEqual([
      [true, true],
      [true, true],
      [false, true],
      [false, false],
    ]);
    // The window of a minute started 30 s ago: the refusal says when it ends.
    expect(answers[3]).toEqual([
      { ok: false, retryAfterSeconds: 30 },
      { ok: false, retryAfterSeconds: 30 },
    ]);
    // The next window counts afresh, and another address has its own counter.
    const nextWindow = new Date(NOW.getTime() + 60_000);
    expect((await store.limits.countHits(counters, nextWindow)).every((check) => check.ok)).toBe(true);
    expect((await store.limits.countHit('leads:address', '198.51.100.1', PER_MINUTE(2), NOW)).ok).toBe(true);
  });

  it('counts concurrent requests exactly: of twenty at once under a limit of ten, ten pass', async () => {
    const store = await storeOn(engine);
    const counters = [
      { bucket: 'status:dealer', subject: '101', rule: PER_MINUTE(10) },
      { bucket: 'status:address', subject: '203.0.113.7', rule: PER_MINUTE(10) },
    ];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => store.limits.countHits(n % 2 ? counters : [...counters].reverse(), NOW)));
    expect(answers.filter((checks) => checks.every((check) => check.ok))).toHaveLength(10);
  });
});
