import type { Repositories } from '../storage/store.ts';
import { z } from 'zod';
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

type Outbox = Pick<Repositories, 'outbox'>;

/** Call inside the transaction that stores the lead: the lead and its deliveries commit together. */
export function enqueueDeliveries(
  store: Outbox,
  lead: { rowId: number; websiteId: number; leadType: string },
  targets: DeliveryTarget[],
  now: Date,
  event: DeliveryEvent = 'lead.created',
): Promise<void> {
  return store.outbox.enqueueDeliveries(lead, targets, now, event);
}

/** Takes up to `limit` due rows and leases them until `now + leaseMs` (outbox-repository.ts). */
export async function claimDue(store: Outbox, now: Date, leaseMs: number, limit: number): Promise<DeliveryRow[]> {
  return (await store.outbox.claimDeliveries(now, leaseMs, limit)).map((row) => DeliveryRowSchema.parse(row));
}

export function markDelivered(store: Outbox, id: number, now: Date): Promise<void> {
  return store.outbox.markDone('lead_deliveries', id, 'delivered', now);
}

/** A failed attempt: retry at `retryAt`, or dead-letter when `retryAt` is null (no attempts left). */
export function markFailed(store: Outbox, id: number, error: string, retryAt: Date | null): Promise<void> {
  return store.outbox.recordFailure('lead_deliveries', id, error, retryAt);
}

/** The dealer asks for a dead (or pending) delivery to be tried again now, with a fresh set of attempts. */
export function requeue(store: Outbox, websiteId: number, id: number, now: Date): Promise<boolean> {
  return store.outbox.requeue(websiteId, id, now);
}

export async function deliveriesOfLeads(store: Outbox, leadRowIds: number[]): Promise<Map<number, DeliveryRow[]>> {
  const byLead = new Map<number, DeliveryRow[]>();
  for (const raw of await store.outbox.deliveriesOfLeads(leadRowIds)) {
    const row = DeliveryRowSchema.parse(raw);
    byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), row]);
  }
  return byLead;
}
