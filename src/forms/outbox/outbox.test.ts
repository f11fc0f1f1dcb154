import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';
import { createKeyValueOutboxStorage, createMemoryKeyValueStore } from './local-storage.ts';
import { createOutbox, type OutboxOptions } from './outbox.ts';
import type { OutboxEntry, SendResult } from './outbox-types.ts';

/** A fake API that stores the first request per key, like the reference server, and can misbehave. */
function fakeApi() {
  const stored = new Map<string, Record<string, unknown>>();
  const faults: Array<'network' | '500' | '500-after-store' | '400' | '429' | 'hang'> = [];
  let requests = 0;
  const hung: Array<() => void> = [];
  const transport = async (entry: OutboxEntry): Promise<SendResult> => {
    requests += 1;
    const fault = faults.shift();
    if (fault === 'network') return { ok: false, retryable: true, message: 'Could not reach the server.' };
    if (fault === '500') return { ok: false, retryable: true, message: 'Something went wrong on our side.', status: 500 };
    if (fault === '429') {
      return { ok: false, retryable: true, message: 'Your enquiry will be sent again shortly.', status: 429, code: 'too_many_requests', retryAfterMs: 30_000 };
    }
    if (fault === '400') return { ok: false, retryable: false, message: 'Please fix the following errors:', status: 400, fields: { email: 'Bad' } };
    if (fault === 'hang') await new Promise<void>((resolve) => hung.push(resolve));
    if (!stored.has(entry.key)) stored.set(entry.key, entry.body);
    if (fault === '500-after-store') return { ok: false, retryable: true, message: 'reply lost', status: 500 };
    return { ok: true, reply: { lead_id: `lead_${entry.key}` } };
  };
  return { stored, faults, transport, hung, requests: () => requests };
}

function harness(api = fakeApi(), store = createMemoryKeyValueStore()) {
  let clock = 1_000_000;
  const timers: Array<{ at: number; run: () => void; cancelled: boolean }> = [];
  let counter = 0;
  const options = (): OutboxOptions => ({
    storage: createKeyValueOutboxStorage(store, 7),
    transport: api.transport,
    newKey: () => `key-${(counter += 1)}`,
    now: () => clock,
    random: () => 0.5,
    setTimer: (run, ms) => {
      const timer = { at: clock + ms, run, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
  });
  /** Moves the clock on, firing due timers, and lets their sends finish. */
  async function advance(ms: number) {
    clock += ms;
    for (const timer of timers.splice(0)) {
      if (timer.cancelled) continue;
      if (timer.at <= clock) timer.run();
      else timers.push(timer);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { api, store, options, advance, createOutbox: () => createOutbox(options()) };
}

describe('lead outbox', () => {
  it('sends at once and forgets the entry once acknowledged', async () => {
    const h = harness();
    const outbox = h.createOutbox();
    const { first } = await outbox.submit('submitLead', { name: 'Jo' }, 'Enquiry');
    expect(first).toEqual({ kind: 'sent', reply: { lead_id: 'lead_key-1' } });
    expect(h.api.stored.size).toBe(1);
    expect(outbox.entries().filter((entry) => entry.state === 'pending')).toEqual([]);
    expect(outbox.status()).toBe('idle');
  });

  it('keeps a submission through a network failure and a 500, then delivers it once', async () => {
    const h = harness();
    h.api.faults.push('network', '500');
    const outbox = h.createOutbox();
    const { key, first } = await outbox.submit('submitLead', { name: 'Jo' }, 'Enquiry');
    expect(first.kind).toBe('queued');
    expect(outbox.status()).toBe('queued');
    const sent = outbox.whenSent(key);
    await h.advance(retryDelayMs(1, () => 0.5) + 20); // second attempt: 500
    expect(h.api.stored.size).toBe(0);
    await h.advance(retryDelayMs(2, () => 0.5) + 20); // third attempt: delivered
    await expect(sent).resolves.toEqual({ lead_id: `lead_${key}` });
    expect(h.api.stored.size).toBe(1);
    expect(h.api.requests()).toBe(3);
  });

  it('a 429 keeps the lead and waits the Retry-After before sending it again, with the same key', async () => {
    const h = harness();
    h.api.faults.push('429');
    const outbox = h.createOutbox();
    const { key, first } = await outbox.submit('submitLead', { name: 'Jo' }, 'Enquiry');
    expect(first).toEqual({ kind: 'queued', message: 'Your enquiry will be sent again shortly.' });
    expect(outbox.entries()).toEqual([expect.objectContaining({ key, state: 'pending' })]);
    await h.advance(29_000); // the backoff alone would have retried by now
    expect(h.api.requests()).toBe(1);
    await h.advance(1_100);
    expect(h.api.requests()).toBe(2);
    expect([...h.api.stored.keys()]).toEqual([key]);
    expect(outbox.status()).toBe('idle');
  });

  it('a reply lost after the server stored the lead is retried with the same key: stored once', async () => {
    const h = harness();
    h.api.faults.push('500-after-store');
    const outbox = h.createOutbox();
    const { first } = await outbox.submit('submitLead', { name: 'Jo' }, 'Enquiry');
    expect(first.kind).toBe('queued');
    await h.advance(60_000);
    expect(h.api.stored.size).toBe(1);
    expect(outbox.status()).toBe('idle');
  });

  it('survives a reload mid-send: the next page sends it after the lease, with the same key', async () => {
    const h = harness();
    h.api.faults.push('hang');
    const firstPage = h.createOutbox();
    void firstPage.submit('submitLead', { name: 'Jo' }, 'Enquiry');
    await h.advance(0);
    firstPage.dispose(); // the page reloads while the request is on the wire

    const secondPage = h.createOutbox();
    await secondPage.flush();
    expect(h.api.requests()).toBe(1); // still leased by the page that is gone
    await h.advance(21_000);
    await secondPage.flush();
    expect(h.api.requests()).toBe(2);
    h.api.hung.forEach((resolve) => resolve()); // the old request lands after all
    await h.advance(0);
    expect([...h.api.stored.keys()]).toEqual(['key-1']);
    expect(secondPage.entries().filter((entry) => entry.state === 'pending')).toEqual([]);
  });

  it('an entry left by an earlier visit is sent by the next outbox', async () => {
    const h = harness();
    h.api.faults.push('network');
    const visit1 = h.createOutbox();
    await visit1.submit('submitLead', { name: 'Jo' }, 'Enquiry');
    visit1.dispose();
    const visit2 = h.createOutbox();
    await h.advance(5_000);
    await visit2.flush();
    expect(h.api.stored.size).toBe(1);
  });

  it('a 400 is not retried: the form shows it and the entry is marked rejected', async () => {
    const h = harness();
    h.api.faults.push('400');
    const outbox = h.createOutbox();
    const { key, first } = await outbox.submit('submitLead', { name: 'Jo' }, 'Enquiry');
    expect(first).toMatchObject({ kind: 'rejected', status: 400, fields: { email: 'Bad' } });
    await h.advance(120_000);
    expect(h.api.requests()).toBe(1);
    outbox.discard(key);
    expect(outbox.entries()).toEqual([]);
  });

  it('another tab delivering the entry settles this page too', async () => {
    const h = harness();
    h.api.faults.push('network');
    const tabA = h.createOutbox();
    const { key } = await tabA.submit('submitLead', { name: 'Jo' }, 'Enquiry');
    const sent = tabA.whenSent(key);
    const tabB = h.createOutbox();
    await h.advance(5_000);
    await tabB.flush();
    await tabA.flush(); // the storage event makes tab A look again
    await expect(sent).resolves.toEqual({ lead_id: `lead_${key}` });
    expect(h.api.stored.size).toBe(1);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base to the cap, with jitter in the upper half', () => {
    const mid = () => 0.5;
    expect(retryDelayMs(1, mid)).toBe(750);
    expect(retryDelayMs(2, mid)).toBe(1500);
    expect(retryDelayMs(20, mid)).toBe(45_000);
    expect(retryDelayMs(3, () => 0)).toBe(2000);
    expect(retryDelayMs(3, () => 1)).toBe(4000);
  });
});

describe('leaving a page', () => {
  it('releases its leases so the next page retries at once', async () => {
    const h = harness();
    h.api.faults.push('hang');
    const leaving = h.createOutbox();
    void leaving.submit('submitLead', { name: 'Jo' }, 'Enquiry');
    await h.advance(0);
    leaving.releaseLeases();
    leaving.dispose();
    const next = h.createOutbox();
    await next.flush();
    expect(h.api.requests()).toBe(2);
    expect(h.api.stored.size).toBe(1);
  });
});
