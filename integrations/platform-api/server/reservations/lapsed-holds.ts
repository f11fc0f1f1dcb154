import { recordReservationNotice } from '../delivery/reservation-notice.ts';
import type { Store } from '../storage/store.ts';
import type { TenantStore } from '../tenants/tenant-store.ts';

/**
 * The sweep that turns unpaid holds past `hold_expires_at` into `expired` and queues the dealer's and
 * shopper's notice in the same transaction. The status change is conditional (only from
 * `pending_payment`), so two sweeps — in two processes, or after a restart — tell it once.
 * Runs in the delivery worker, so a lapsed hold is told without anyone visiting the site.
 */

const BATCH = 50;

/** Expires the holds that ran out by `now`; resolves with how many it expired. */
export async function expireLapsedHolds(store: Store, tenants: TenantStore, now: Date): Promise<number> {
  const due = await store.reservations.lapsed(now, BATCH);
  let expired = 0;
  for (const row of due) {
    const tenant = tenants.byWebsiteId(row.website_id);
    await store.transaction(async (tx) => {
      if (!(await tx.reservations.setStatus(row.id, 'pending_payment', 'expired'))) return;
      expired += 1;
      // A dealer no longer served here still gets the car back, just without a notice.
      if (tenant) await recordReservationNotice(tx, tenants, tenant, row.id, 'reservation.hold-expired', now);
    });
  }
  return expired;
}
