import { ERROR_CODES } from '../../contract/index.ts';
import { HttpFailure } from '../http/replies.ts';
import type { LimitRule } from '../storage/repositories/limits-repository.ts';
import type { Repositories } from '../storage/store.ts';

/**
 * Limits that refuse: counted in the database (storage/repositories/limits-repository.ts), so they
 * hold across restarts and across every server process on the database.
 */

export type { LimitRule };

export function tooManyRequests(retryAfterSeconds: number, message: string): HttpFailure {
  return new HttpFailure(429, ERROR_CODES.tooManyRequests, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}

export interface LimitStep {
  bucket: string;
  subject: string | number;
  rule: LimitRule;
}

/** Counts one hit against every step (the address's limit and the dealer's) and refuses with 429 when any is over. */
export async function enforceLimits(store: Pick<Repositories, 'limits'>, steps: LimitStep[], now: Date, message: string): Promise<void> {
  const checks = await store.limits.countHits(
    steps.map((step) => ({ bucket: step.bucket, subject: String(step.subject), rule: step.rule })),
    now,
  );
  const wait = Math.max(0, ...checks.map((check) => (check.ok ? 0 : check.retryAfterSeconds)));
  if (wait > 0) throw tooManyRequests(wait, message);
}
