/**
 * Retry delays: exponential from `baseMs`, capped at `maxMs`, with "equal jitter" (half fixed, half
 * random) so a dealer's API coming back is not hit by every waiting browser in the same second.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 60_000 };

/** Delay before attempt `attempts + 1`, after `attempts` failures (1 → about baseMs). */
export function retryDelayMs(attempts: number, random: () => number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
