import { z } from 'zod';
import type { Repositories } from '../storage/store.ts';

/**
 * The alert_emails outbox (migration 007), worked like lead_deliveries (outbox-repository.ts): a due
 * row is leased, sent, then marked delivered; a failure retries with backoff until dead. One row per
 * (website, batch, shopper) — UNIQUE in the table — so a batch can never queue a shopper twice.
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

type AlertStore = Pick<Repositories, 'outbox' | 'alerts'>;

export async function claimDueAlerts(store: AlertStore, now: Date, leaseMs: number, limit: number): Promise<AlertRow[]> {
  return (await store.outbox.claimAlerts(now, leaseMs, limit)).map((row) => AlertRowSchema.parse(row));
}

/** Whether the shopper still wants alerts (an unsubscribe after queuing cancels the email). */
export function stillSubscribed(store: AlertStore, userId: number): Promise<boolean> {
  return store.alerts.stillSubscribed(userId);
}

export function markAlert(store: AlertStore, id: number, outcome: { status: 'delivered' | 'cancelled'; at: Date }): Promise<void> {
  return store.outbox.markDone('alert_emails', id, outcome.status, outcome.at);
}

/** A failed send: retry at `retryAt`, or dead when it is null (no attempts left). */
export function markAlertFailed(store: AlertStore, id: number, error: string, retryAt: Date | null): Promise<void> {
  return store.outbox.recordFailure('alert_emails', id, error, retryAt);
}
