import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import { recordReservationNotice } from '../delivery/reservation-notice.ts';
import type { TenantStore } from '../tenants/tenant-store.ts';
import { setStatus } from './car-holds.ts';

/**
 * The sweep that turns unpaid holds past `hold_expires_at` into `expired` and queues the dealer's and
 * shopper's notice in the same transaction. The status change is conditional (only from
 * `pending_payment`), so two sweeps — in two processes, or after a restart — tell it once.
 * Runs in the delivery worker, so a lapsed hold is told without anyone visiting the site.
 */

const BATCH = 50;

/** Expires the holds that ran out by `now`; resolves with how many it expired. */
export function expireLapsedHolds(db: DatabaseSync, tenants: TenantStore, now: Date): number {
  const due = db
    .prepare(`SELECT id, website_id FROM reservations WHERE status = 'pending_payment' AND hold_expires_at <= ? ORDER BY hold_expires_at LIMIT ?`)
    .all(now.toISOString(), BATCH);
  let expired = 0;
  for (const row of due) {
    const id = Number(row.id);
    const tenant = tenants.byWebsiteId(Number(row.website_id));
    inTransaction(db, () => {
      if (!setStatus(db, id, 'pending_payment', 'expired')) return;
      expired += 1;
      // A dealer no longer served here still gets the car back, just without a notice.
      if (tenant) recordReservationNotice(db, tenants, tenant, id, 'reservation.hold-expired', now);
    });
  }
  return expired;
}
