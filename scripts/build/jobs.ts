/**
 * `--jobs N`: how many dealers one machine builds at once, and the pool that runs them. Each dealer
 * is still its own Astro process with its own staging folder, so concurrency changes neither a
 * dealer's output nor how a failing dealer fails. Memory is the limit that matters: a dealer's
 * Astro process holds its whole stock, so a dealer starts only when its estimate fits next to the
 * builds already running (one dealer always runs, however large).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

const MB = 1024 * 1024;
/** Astro, Vite and the page renderer before any stock (measured: a 6-car dealer peaks near 350 MB). */
export const BASE_BUILD_BYTES = 400 * MB;
/** Peak memory per byte of stock.json (measured: 8 MB of stock, 2,000 cars → ~780 MB peak). */
export const BYTES_PER_STOCK_BYTE = 60;

/** Estimated peak memory of one dealer's build from the size of its stock file. */
export function estimateBuildBytes(stockFileBytes: number): number {
  return BASE_BUILD_BYTES + stockFileBytes * BYTES_PER_STOCK_BYTE;
}

/** Estimated peak memory of a dealer's build, from its folder (a dealer without stock: the base). */
export function dealerBuildBytes(tenantsDir: string, slug: string): number {
  let stockFileBytes = 0;
  try {
    stockFileBytes = statSync(join(tenantsDir, slug, 'data/stock.json')).size;
  } catch {
    // No stock file yet: the build reports that itself.
  }
  return estimateBuildBytes(stockFileBytes);
}

/** The default when --jobs is not given: one build per core, no more than the free memory holds. */
export function defaultJobs(machine: { cores: number; freeBytes: number }, typicalBuildBytes = estimateBuildBytes(1.2 * MB)): number {
  const byMemory = Math.floor(machine.freeBytes / typicalBuildBytes);
  return Math.max(1, Math.min(machine.cores, byMemory));
}

/** Vehicle pages below which a dealer renders on one thread: a render thread costs ~1 s of CPU to start. */
export const THREADED_MIN_VEHICLES = 500;

/** Threads rendering one dealer's pages: one per core it may use, when it is large enough to gain. */
export function renderThreadsFor(options: { cores: number; vehicles: number }): number {
  return options.vehicles < THREADED_MIN_VEHICLES ? 1 : Math.max(1, Math.floor(options.cores));
}

export function parseJobs(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const jobs = Number(value);
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs: expected a whole number of dealers ≥ 1 (for example 2), got "${value}"`);
  return jobs;
}

export interface PoolItem<T> {
  value: T;
  /** Estimated peak memory of this item's work. */
  bytes: number;
}

/**
 * Runs `work` over the items with at most `jobs` at once and their estimated memory within
 * `memoryBytes`; items start in the given order (a large one waits for room rather than being
 * overtaken) and results come back in that order.
 */
export async function runPool<T, R>(
  items: readonly PoolItem<T>[],
  options: { jobs: number; memoryBytes: number },
  work: (value: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let running = 0;
  let reserved = 0;
  return new Promise((resolveAll, rejectAll) => {
    const fits = (bytes: number) => running === 0 || (running < options.jobs && reserved + bytes <= options.memoryBytes);
    const startMore = (): void => {
      if (next >= items.length && running === 0) return resolveAll(results);
      while (next < items.length && fits((items[next] as PoolItem<T>).bytes)) {
        const index = next++;
        const item = items[index] as PoolItem<T>;
        running++;
        reserved += item.bytes;
        work(item.value).then((result) => {
          results[index] = result;
          running--;
          reserved -= item.bytes;
          startMore();
        }, rejectAll);
      }
    };
    startMore();
  });
}
