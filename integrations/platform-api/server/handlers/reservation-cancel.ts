import { ERROR_CODES } from '../../contract/index.ts';
import { HttpFailure } from '../http/replies.ts';
import type { ReservationRow } from '../reservations/car-holds.ts';
import { recordReservationNotice } from '../delivery/reservation-notice.ts';
import type { RouteHandler } from './handler-context.ts';

/**
 * The shopper cancels a reservation: a paid deposit goes back through the payment port
 * and the car is free again. A paid one moves to `refunding` first, in a transaction, so two
 * cancels (two tabs, two server processes) refund once; a refund the provider could not make puts
 * it back to `confirmed` (the car stays held) and the shopper may try again.
 */

interface Found {
  id: number;
  publicId: string;
  carId: number;
  intentId: string;
  status: ReservationRow['status'];
}

const NOT_FOUND = 'We could not find that reservation.';

/** Another request (another tab, another instance) moved the reservation between our read and our write. */
const cancelRaced = () => new HttpFailure(409, ERROR_CODES.requestInProgress, 'This reservation is being changed. Please try again in a moment.');

export const cancelReservation: RouteHandler<'cancelReservation'> = async (context) => {
  const { tenant } = context;
  const claimed = await context.store.transaction(async (tx) => {
    const row = await tx.reservations.details(tenant.site.id, { publicId: context.params.reservation_id });
    // The email it was made with is the shopper's proof; a wrong one looks exactly like an unknown id.
    if (!row || String(row.email).toLowerCase() !== context.body.email.toLowerCase()) {
      throw new HttpFailure(404, ERROR_CODES.notFound, NOT_FOUND);
    }
    const found: Found = { id: row.id, publicId: row.public_id, carId: row.car_id, intentId: row.intent_id, status: row.status };
    if (found.status === 'cancelled') throw new HttpFailure(409, ERROR_CODES.reservationNotPending, 'This reservation has already been cancelled.');
    if (found.status === 'charging' || found.status === 'refunding') {
      throw new HttpFailure(409, ERROR_CODES.requestInProgress, 'A payment for this reservation is being processed. Please try again in a moment.');
    }
    if (found.status === 'confirmed') {
      if (!(await tx.reservations.setStatus(found.id, 'confirmed', 'refunding'))) throw cancelRaced();
      return { ...found, refund: true };
    }
    // Never paid (or already lapsed): nothing to give back.
    if (!(await tx.reservations.setStatus(found.id, found.status, 'cancelled'))) throw cancelRaced();
    return { ...found, refund: false };
  });

  if (claimed.refund) {
    try {
      await context.payments.refund({ intentId: claimed.intentId, reason: 'reservation cancelled by the shopper' });
    } catch (error) {
      await context.store.reservations.setStatus(claimed.id, 'refunding', 'confirmed');
      throw error;
    }
  }
  return context.persist(async (tx) => {
    if (claimed.refund) await tx.reservations.setStatus(claimed.id, 'refunding', 'cancelled');
    // The dealer hears the car is free again; a hold that had already lapsed was told then.
    if (claimed.status !== 'expired' && claimed.status !== 'released') {
      await recordReservationNotice(tx, context.tenants, tenant, claimed.id, 'reservation.cancelled', context.now);
    }
    context.log(`platform-api: reservation ${claimed.publicId} cancelled${claimed.refund ? ', deposit refunded' : ''}`);
    return { body: { reservation_id: claimed.publicId, status: 'cancelled', car_id: claimed.carId, refunded: claimed.refund } };
  });
};
