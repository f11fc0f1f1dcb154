import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Fixed-window counters for the limits that refuse, shared by every process on the database. One
 * upsert both counts and reads the hit, so two concurrent requests — on two instances — can never
 * both be the twentieth. Windows older than a day are swept now and then by whoever counts.
 */

export interface LimitRule {
  max: number;
  windowMs: number;
}

export type LimitCheck = { ok: true } | { ok: false; retryAfterSeconds: number };

const SWEEP_EVERY = 500;
const KEEP_MS = 24 * 3600_000;

export function limitsRepository(db: Kysely<Database>, sweeper: { hits: number }) {
  return {
    async countHit(bucket: string, subject: string, rule: LimitRule, now: Date): Promise<LimitCheck> {
      const at = now.getTime();
      const windowStart = at - (at % rule.windowMs);
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ bucket, subject, window_start: windowStart, hits: 1 })
        .onConflict((conflict) => conflict.columns(['bucket', 'subject', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })))
        .returning('hits')
        .executeTakeFirstOrThrow();
      sweeper.hits += 1;
      if (sweeper.hits >= SWEEP_EVERY) {
        sweeper.hits = 0;
        await db
          .deleteFrom('rate_limit_hits')
          .where('window_start', '<', at - KEEP_MS)
          .execute();
      }
      if (row.hits <= rule.max) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - at) / 1000)) };
    },
  };
}
