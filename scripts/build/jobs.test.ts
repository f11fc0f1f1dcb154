import { describe, expect, it } from 'vitest';
import { defaultJobs, estimateBuildBytes, parseJobs, runPool, renderThreadsFor, THREADED_MIN_VEHICLES } from './jobs.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A pool run whose work items finish when the test says, recording what ran at once. */
function harness() {
  const finish = new Map<string, () => void>();
  const log: string[] = [];
  const work = (name: string) =>
    new Promise<string>((done) => {
      log.push(`start ${name}`);
      finish.set(name, () => {
        log.push(`end ${name}`);
        done(name.toUpperCase());
      });
    });
  const end = async (name: string) => {
    finish.get(name)?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { log, work, end };
}

describe('defaultJobs', () => {
  it('builds one dealer per core when memory allows', () => {
    expect(defaultJobs({ cores: 4, freeBytes: 16 * GB })).toBe(4);
  });
  it('never plans more builds than the free memory holds, and always at least one', () => {
    expect(defaultJobs({ cores: 8, freeBytes: 2 * GB }, 900 * MB)).toBe(2);
    expect(defaultJobs({ cores: 8, freeBytes: 100 * MB })).toBe(1);
  });
});

describe('estimateBuildBytes', () => {
  it('grows with the stock: the 2,000-car dealer (8 MB of stock) needs about twice a small one', () => {
    expect(estimateBuildBytes(8 * MB)).toBeGreaterThan(2 * estimateBuildBytes(0.5 * MB));
    expect(estimateBuildBytes(8 * MB)).toBeLessThan(1.5 * GB);
  });
});

describe('parseJobs', () => {
  it('takes a whole number ≥ 1 and refuses anything else', () => {
    expect(parseJobs(undefined, 3)).toBe(3);
    expect(parseJobs('2', 3)).toBe(2);
    expect(() => parseJobs('0', 3)).toThrow(/--jobs/);
    expect(() => parseJobs('two', 3)).toThrow(/--jobs/);
  });
});

describe('runPool', () => {
  it('runs at most `jobs` at once and returns results in the given order', async () => {
    const { log, work, end } = harness();
    const items = ['a', 'b', 'c'].map((value) => ({ value, bytes: MB }));
    const all = runPool(items, { jobs: 2, memoryBytes: GB }, work);
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['start a', 'start b']);
    await end('b');
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    await end('c');
    await end('a');
    expect(await all).toEqual(['A', 'B', 'C']);
  });

  it('holds a dealer back until its memory fits beside the running ones, but always runs one', async () => {
    const { log, work, end } = harness();
    const items = [
      { value: 'small', bytes: 400 * MB },
      { value: 'large', bytes: 900 * MB },
      { value: 'huge', bytes: 3 * GB },
    ];
    const all = runPool(items, { jobs: 4, memoryBytes: GB }, work);
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['start small']);
    await end('small');
    expect(log.at(-1)).toBe('start large');
    await end('large');
    // Larger than the whole budget: it runs alone.
    expect(log.at(-1)).toBe('start huge');
    await end('huge');
    expect(await all).toEqual(['SMALL', 'LARGE', 'HUGE']);
  });

  it('finishes at once with no items', async () => {
    expect(await runPool([], { jobs: 2, memoryBytes: GB }, async () => 1)).toEqual([]);
  });
});

describe('renderThreadsFor', () => {
  it('gives a large dealer every core it may use and a small one a single thread', () => {
    expect(renderThreadsFor({ cores: 2, vehicles: 2159 })).toBe(2);
    expect(renderThreadsFor({ cores: 4, vehicles: THREADED_MIN_VEHICLES })).toBe(4);
    expect(renderThreadsFor({ cores: 4, vehicles: THREADED_MIN_VEHICLES - 1 })).toBe(1);
    expect(renderThreadsFor({ cores: 0, vehicles: 5000 })).toBe(1);
  });
});
