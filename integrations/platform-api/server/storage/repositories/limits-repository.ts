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
  /**
   * Counts one hit on each counter in one statement (a request is limited per address and per
   * dealer: one round trip, not one per counter) and reads each back, in the order given.
   */
  async function countHits(counters: ReadonlyArray<{ bucket: string; subject: string; rule: LimitRule }>, now: Date): Promise<LimitCheck[]> {
    if (counters.length === 0) return [];
    const at = now.getTime();
    const windows = counters.map(({ bucket, subject, rule }) => ({ bucket, subject, window_start: at - (at % rule.windowMs), hits: 1 }));
    // One row per counter (an upsert may not touch a row twice in one statement), in one order for
    // every request, so two requests upserting the same counters on PostgreSQL cannot deadlock.
    const byKey = new Map(windows.map((row) => [`${row.bucket}\n${row.subject}\n${row.window_start}`, row]));
    const distinct = [...byKey.keys()].sort().map((key) => byKey.get(key)!);
    const rows = await db
      .insertInto('rate_limit_hits')
      .values(distinct)
      .onConflict((conflict) => conflict.columns(['bucket', 'subject', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })))
      .returning(['bucket', 'subject', 'window_start', 'hits'])
      .execute();
    const hitsOf = new Map(rows.map((row) => [`${row.bucket}\n${row.subject}\n${Number(row.window_start)}`, Number(row.hits)]));
    sweeper.hits += 1;
    if (sweeper.hits >= SWEEP_EVERY) {
      sweeper.hits = 0;
      await db
        .deleteFrom('rate_limit_hits')
        .where('window_start', '<', at - KEEP_MS)
        .execute();
    }
    return counters.map(({ rule }, index) => {
      const { bucket, subject, window_start: windowStart } = windows[index]!;
      const hits = hitsOf.get(`${bucket}\n${subject}\n${windowStart}`) ?? Number.POSITIVE_INFINITY;
      if (hits <= rule.max) return { ok: true } as const;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - at) / 1000)) } as const;
    });
  }

  return {
    countHits,

    async countHit(bucket: string, subject: string, rule: LimitRule, now: Date): Promise<LimitCheck> {
      const [check] = await countHits([{ bucket, subject, rule }], now);
      return check!;
    },

    /** Forgets every window of one subject's counter (a new sign-in code gives its address fresh tries). */
    async clear(bucket: string, subject: string): Promise<void> {
      await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('subject', '=', subject).execute();
    },
  };
}
