import type { Repositories } from '../storage/store.ts';
import type { Tenant, TenantStore } from '../tenants/tenant-store.ts';
import { enqueueLeadDelivery } from './enqueue-lead.ts';
import { reservationLeadRowId } from './reservation-lead.ts';

/**
 * Queues "the car is free again" for a reservation whose hold lapsed unpaid or that was cancelled:
 * the dealer's reservation recipients (routing by lead type `reservation`), and for a lapsed hold
 * the shopper too. Call it in the transaction that changes the reservation's status: the status
 * change happens once, and the outbox rows are unique per (lead, event, channel, target), so the
 * notice is queued once even if this runs again.
 */
export async function recordReservationNotice(
  store: Repositories,
  tenants: TenantStore,
  tenant: Tenant,
  reservationRowId: number,
  event: 'reservation.hold-expired' | 'reservation.cancelled',
  now: Date,
): Promise<void> {
  const leadRowId = await reservationLeadRowId(store, tenants, tenant, reservationRowId, now);
  await enqueueLeadDelivery(store, tenants, tenant, leadRowId, now, event);
}
