import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { retryDelayMs, type BackoffOptions } from '../../../../src/forms/outbox/backoff.ts';
import { inTransaction } from './transaction.ts';

/**
 * The lease-and-retry rules of the API's outbox tables. lead_deliveries (migrations 004/005) and
 * alert_emails (007) share their columns — status ('pending' until done, 'dead' after the last
 * attempt), attempts, next_attempt_at, lease_until, last_error — and are worked the same way: due rows
 * are claimed under a lease in one write transaction, so several workers (or API processes) never
 * work on one row at once, and a crashed worker's rows are claimed again once its lease runs out.
 */

export type OutboxTable = 'lead_deliveries' | 'alert_emails';

export interface RetryRules {
  maxAttempts: number;
  backoff: BackoffOptions;
}

/** Takes up to `limit` due rows, oldest due first, leases them until `now + leaseMs` and counts the attempt. */
export function claimDueRows(
  db: DatabaseSync,
  table: OutboxTable,
  columns: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Record<string, SQLOutputValue>[] {
  const at = now.toISOString();
  return inTransaction(db, () =>
    db
      .prepare(
        `UPDATE ${table} SET lease_until = ?, attempts = attempts + 1
         WHERE id IN (SELECT id FROM ${table}
                      WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
                      ORDER BY next_attempt_at, id LIMIT ?)
         RETURNING ${columns}`,
      )
      .all(new Date(now.getTime() + leaseMs).toISOString(), at, at, limit),
  );
}

/** When to try a row again after its `attempts`-th failure (exponential backoff), or null: no attempts left. */
export function nextAttemptAt(attempts: number, rules: RetryRules, random: () => number, now: Date): Date | null {
  return attempts >= rules.maxAttempts ? null : new Date(now.getTime() + retryDelayMs(attempts, random, rules.backoff));
}

/** A failed attempt: released to retry at `retryAt`, or dead-lettered when it is null. A row no longer pending is left alone. */
export function recordFailedAttempt(db: DatabaseSync, table: OutboxTable, id: number, error: string, retryAt: Date | null): void {
  db.prepare(
    `UPDATE ${table} SET status = ?, next_attempt_at = COALESCE(?, next_attempt_at), lease_until = NULL, last_error = ? WHERE id = ? AND status = 'pending'`,
  ).run(retryAt ? 'pending' : 'dead', retryAt?.toISOString() ?? null, error.slice(0, 500), id);
}

/** What a failure is called in the row's last_error and the log. */
export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
