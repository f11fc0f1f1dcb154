import type { DatabaseSync } from 'node:sqlite';
import { ERROR_CODES } from '../../contract/index.ts';
import { HttpFailure } from '../http/replies.ts';

/**
 * Limits that refuse: fixed-window counters kept in the database, so they hold across restarts and
 * across several server processes on one file. One upsert both counts and reads the hit, so two
 * concurrent requests can never both be the twentieth.
 */

export interface LimitRule {
  max: number;
  windowMs: number;
}

export type LimitCheck = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Old windows are swept now and then, not on every hit. */
const SWEEP_EVERY = 500;
let hitsSinceSweep = 0;

export function countHit(db: DatabaseSync, bucket: string, subject: string, rule: LimitRule, now: Date): LimitCheck {
  const at = now.getTime();
  const windowStart = at - (at % rule.windowMs);
  const row = db
    .prepare(
      `INSERT INTO rate_limit_hits (bucket, subject, window_start, hits) VALUES (?, ?, ?, 1)
       ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    )
    .get(bucket, subject, windowStart);
  hitsSinceSweep += 1;
  if (hitsSinceSweep >= SWEEP_EVERY) {
    hitsSinceSweep = 0;
    db.prepare('DELETE FROM rate_limit_hits WHERE window_start < ?').run(at - 24 * 3600_000);
  }
  if (Number(row?.hits ?? 0) <= rule.max) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - at) / 1000)) };
}

export function tooManyRequests(retryAfterSeconds: number, message: string): HttpFailure {
  return new HttpFailure(429, ERROR_CODES.tooManyRequests, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}

export interface LimitStep {
  bucket: string;
  subject: string | number;
  rule: LimitRule;
}

/** Counts one hit against every step (the address's limit and the dealer's) and refuses with 429 when any is over. */
export function enforceLimits(db: DatabaseSync, steps: LimitStep[], now: Date, message: string): void {
  let wait = 0;
  for (const step of steps) {
    const check = countHit(db, step.bucket, String(step.subject), step.rule, now);
    if (!check.ok) wait = Math.max(wait, check.retryAfterSeconds);
  }
  if (wait > 0) throw tooManyRequests(wait, message);
}
