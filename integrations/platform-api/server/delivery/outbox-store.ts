import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { claimDueRows, recordFailedAttempt } from '../db/outbox-lease.ts';
import type { DeliveryTarget } from './routing.ts';

/**
 * The lead_deliveries table (migration 004). Rows move pending → delivered, or pending → dead after
 * the last attempt. A worker holds a row by a lease: if it crashes mid-delivery the lease runs out
 * and the row is delivered again (at least once; receivers dedupe on the lead id).
 */

/**
 * Why a lead is delivered: its arrival, or a later step the dealer must act on (migration 005) —
 * an accepted trade-in offer, a reservation hold that lapsed unpaid, a reservation cancelled.
 */
export const DELIVERY_EVENTS = ['lead.created', 'trade-in.offer-accepted', 'reservation.hold-expired', 'reservation.cancelled'] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

const DeliveryRowSchema = z.object({
  id: z.number(),
  lead_id: z.number(),
  website_id: z.number(),
  event: z.enum(DELIVERY_EVENTS),
  channel: z.enum(['email', 'webhook', 'confirmation']),
  target: z.string(),
  lead_type: z.string(),
  status: z.enum(['pending', 'delivered', 'dead']),
  attempts: z.number(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type DeliveryRow = z.infer<typeof DeliveryRowSchema>;

const COLUMNS = 'id, lead_id, website_id, event, channel, target, lead_type, status, attempts, next_attempt_at, last_error, delivered_at, created_at';

/** Call inside the transaction that stores the lead: the lead and its deliveries commit together. */
export function enqueueDeliveries(
  db: DatabaseSync,
  lead: { rowId: number; websiteId: number; leadType: string },
  targets: DeliveryTarget[],
  now: Date,
  event: DeliveryEvent = 'lead.created',
): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO lead_deliveries (lead_id, website_id, event, channel, target, lead_type, status, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
  );
  for (const target of targets) {
    insert.run(lead.rowId, lead.websiteId, event, target.channel, target.target, lead.leadType, now.toISOString(), now.toISOString());
  }
}

/** Takes up to `limit` due rows and leases them until `now + leaseMs`, in one write transaction. */
export function claimDue(db: DatabaseSync, now: Date, leaseMs: number, limit: number): DeliveryRow[] {
  return claimDueRows(db, 'lead_deliveries', COLUMNS, now, leaseMs, limit).map((row) => DeliveryRowSchema.parse(row));
}

export function markDelivered(db: DatabaseSync, id: number, now: Date): void {
  db.prepare(`UPDATE lead_deliveries SET status = 'delivered', delivered_at = ?, lease_until = NULL, last_error = NULL WHERE id = ?`).run(
    now.toISOString(),
    id,
  );
}

/** A failed attempt: retry at `retryAt`, or dead-letter when `retryAt` is null (no attempts left). */
export function markFailed(db: DatabaseSync, id: number, error: string, retryAt: Date | null): void {
  recordFailedAttempt(db, 'lead_deliveries', id, error, retryAt);
}

/** The dealer asks for a dead (or pending) delivery to be tried again now, with a fresh set of attempts. */
export function requeue(db: DatabaseSync, websiteId: number, id: number, now: Date): boolean {
  const result = db
    .prepare(
      `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_until = NULL
       WHERE id = ? AND website_id = ? AND status != 'delivered'`,
    )
    .run(now.toISOString(), id, websiteId);
  return Number(result.changes) > 0;
}

export function deliveriesOfLeads(db: DatabaseSync, leadRowIds: number[]): Map<number, DeliveryRow[]> {
  const byLead = new Map<number, DeliveryRow[]>();
  if (leadRowIds.length === 0) return byLead;
  const rows = db.prepare(`SELECT ${COLUMNS} FROM lead_deliveries WHERE lead_id IN (${leadRowIds.map(() => '?').join(',')}) ORDER BY id`).all(...leadRowIds);
  for (const raw of rows) {
    const row = DeliveryRowSchema.parse(raw);
    byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), row]);
  }
  return byLead;
}
