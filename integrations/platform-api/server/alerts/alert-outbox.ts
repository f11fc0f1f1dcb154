import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { claimDueRows, recordFailedAttempt } from '../db/outbox-lease.ts';
import { inTransaction } from '../db/transaction.ts';

/**
 * The alert_emails outbox (migration 007), worked like lead_deliveries: a due row is leased in one
 * write transaction, sent, then marked delivered; a failure retries with backoff until dead. One row
 * per (website, batch, shopper) — UNIQUE in the table — so a batch can never queue a shopper twice.
 */

const AlertRowSchema = z.object({
  id: z.number(),
  website_id: z.number(),
  batch_id: z.string(),
  user_id: z.number(),
  email: z.string(),
  content_json: z.string(),
  attempts: z.number(),
});
export type AlertRow = z.infer<typeof AlertRowSchema>;

const COLUMNS = 'id, website_id, batch_id, user_id, email, content_json, attempts';

export function claimDueAlerts(db: DatabaseSync, now: Date, leaseMs: number, limit: number): AlertRow[] {
  return claimDueRows(db, 'alert_emails', COLUMNS, now, leaseMs, limit).map((row) => AlertRowSchema.parse(row));
}

/** Whether the shopper still wants alerts (an unsubscribe after queuing cancels the email). */
export function stillSubscribed(db: DatabaseSync, userId: number): boolean {
  return db.prepare('SELECT 1 FROM alert_subscriptions WHERE user_id = ? AND unsubscribed_at IS NULL').get(userId) !== undefined;
}

export function markAlert(db: DatabaseSync, id: number, outcome: { status: 'delivered' | 'cancelled'; at: Date }): void {
  db.prepare(`UPDATE alert_emails SET status = ?, delivered_at = ?, lease_until = NULL, last_error = NULL WHERE id = ? AND status = 'pending'`).run(
    outcome.status,
    outcome.at.toISOString(),
    id,
  );
}

/** A failed send: retry at `retryAt`, or dead when it is null (no attempts left). */
export function markAlertFailed(db: DatabaseSync, id: number, error: string, retryAt: Date | null): void {
  recordFailedAttempt(db, 'alert_emails', id, error, retryAt);
}

/** The one-click unsubscribe: no more alerts, and queued ones are not sent. */
export function unsubscribe(db: DatabaseSync, websiteId: number, userId: number, now: Date): boolean {
  return inTransaction(db, () => {
    const changed = db
      .prepare('UPDATE alert_subscriptions SET unsubscribed_at = COALESCE(unsubscribed_at, ?), updated_at = ? WHERE user_id = ? AND website_id = ?')
      .run(now.toISOString(), now.toISOString(), userId, websiteId);
    db.prepare(`UPDATE alert_emails SET status = 'cancelled', lease_until = NULL WHERE user_id = ? AND website_id = ? AND status = 'pending'`).run(
      userId,
      websiteId,
    );
    return Number(changed.changes) > 0;
  });
}
