/** Figures of bench:scale, read from build-tenants' summary (pure, unit-tested). */

export interface DealerTime {
  slug: string;
  ok: boolean;
  seconds: number;
}

/** The per-dealer lines of build-tenants' Summary: "  ✓ slug   34 pages, …  12.3 s". */
export function dealerTimes(stdout: string): DealerTime[] {
  const summary = stdout.slice(stdout.lastIndexOf('\nSummary\n'));
  return [...summary.matchAll(/^ {2}([✓✗]) (\S+) .* (\d+(?:\.\d+)?) s$/gm)].map((m) => ({ slug: m[2] as string, ok: m[1] === '✓', seconds: Number(m[3]) }));
}

export function summarise(values: readonly number[]): { min: number; median: number; max: number } {
  if (values.length === 0) return { min: 0, median: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { min: sorted[0] as number, median, max: sorted.at(-1) as number };
}

/**
 * Wall time for `dealers` split evenly over `runners` machines like this one, from the measured
 * wall time per dealer (which already includes this machine's --jobs concurrency). Runner start-up
 * (checkout, npm ci) is not included.
 */
export function projectRunners(secondsPerDealer: number, dealers: number, runners: readonly number[]): Array<{ runners: number; seconds: number }> {
  return runners.map((count) => ({ runners: count, seconds: Math.ceil(dealers / count) * secondsPerDealer }));
}
