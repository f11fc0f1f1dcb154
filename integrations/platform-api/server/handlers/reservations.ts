import type { DatabaseSync } from 'node:sqlite';
import { ERROR_CODES } from '../../contract/index.ts';
import { findSessionUser } from '../auth/sessions.ts';
import { HttpFailure } from '../http/replies.ts';
import type { StockVehicle } from '../tenants/tenant-schemas.ts';
import type { RouteHandler } from './handler-context.ts';
import { activeHoldUntil, AVAILABLE_STATUSES, newPublicId, vehicleById } from './lookups.ts';

/**
 * Reserve online: create a deposit intent, then confirm it. Provider calls happen outside any
 * transaction (they are network calls in real adapters); the car's availability is checked before
 * paying and again inside the transaction that records the hold, and a payment that loses that
 * race is refunded.
 */

function assertReservable(db: DatabaseSync, websiteId: number, vehicle: StockVehicle, now: Date): void {
  const held = activeHoldUntil(db, websiteId, vehicle.id, now) !== null;
  if (!AVAILABLE_STATUSES.has(vehicle.status) || vehicle.reserved === true || held) {
    throw new HttpFailure(409, ERROR_CODES.carNotReservable, 'Sorry, this car is no longer available to reserve.');
  }
}

export const createReservation: RouteHandler<'createReservation'> = async (context) => {
  const { body, tenant, now } = context;
  if (!tenant.site.features.reserve) {
    throw new HttpFailure(409, ERROR_CODES.reservationsDisabled, 'This dealer does not take reservations online.');
  }
  const vehicle = vehicleById(context, body.car_id);
  assertReservable(context.db, tenant.site.id, vehicle, now);
  const intent = await context.payments.createIntent({
    amountCents: tenant.site.experience.reservationDeposit * 100,
    currency: 'AUD',
    description: `Refundable reservation deposit: ${vehicle.name}`,
    idempotencyKey: context.idempotencyKey ?? '',
    metadata: { website_id: String(tenant.site.id), car_id: String(vehicle.id) },
  });
  const user = context.sessionToken ? findSessionUser(context.db, context.sessionToken, now) : null;
  return context.persist(() => {
    const publicId = newPublicId('res');
    context.db
      .prepare(
        `INSERT INTO reservations (public_id, website_id, car_id, car_slug, status, amount_cents, currency, provider, intent_id,
           client_secret, name, email, phone, user_id, created_at)
         VALUES (?, ?, ?, ?, 'pending_payment', ?, 'AUD', ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(publicId, tenant.site.id, vehicle.id, vehicle.slug, tenant.site.experience.reservationDeposit * 100, context.payments.name, intent.intentId,
        intent.clientSecret, body.name, body.email, body.phone, user?.id ?? null, now.toISOString());
    return {
      body: {
        reservation_id: publicId,
        status: 'pending_payment',
        car_id: vehicle.id,
        amount: tenant.site.experience.reservationDeposit,
        currency: 'AUD',
        hold_hours: tenant.site.experience.reservationHoldHours,
        payment: { provider: context.payments.name, intent_id: intent.intentId, client_secret: intent.clientSecret },
      },
    };
  });
};

export const confirmReservation: RouteHandler<'confirmReservation'> = async (context) => {
  const { tenant, now } = context;
  const row = context.db
    .prepare('SELECT id, car_id, status, intent_id FROM reservations WHERE public_id = ? AND website_id = ?')
    .get(context.params.reservation_id, tenant.site.id);
  if (!row) throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that reservation.');
  if (row.status !== 'pending_payment') {
    throw new HttpFailure(409, ERROR_CODES.reservationNotPending, 'This reservation has already been paid.');
  }
  const vehicle = vehicleById(context, Number(row.car_id));
  assertReservable(context.db, tenant.site.id, vehicle, now);

  const intentId = String(row.intent_id);
  const payment = await context.payments.confirm({
    intentId,
    paymentMethod: context.body.payment_method,
    idempotencyKey: context.idempotencyKey ?? '',
  });
  if (payment.status === 'declined') throw new HttpFailure(402, ERROR_CODES.paymentDeclined, payment.message);

  const reservedUntil = new Date(now.getTime() + tenant.site.experience.reservationHoldHours * 3600_000).toISOString();
  try {
    return context.persist(() => {
      assertReservable(context.db, tenant.site.id, vehicle, now);
      const updated = context.db
        .prepare(`UPDATE reservations SET status = 'confirmed', reserved_until = ?, confirmed_at = ? WHERE id = ? AND status = 'pending_payment'`)
        .run(reservedUntil, now.toISOString(), Number(row.id));
      if (updated.changes === 0) {
        throw new HttpFailure(409, ERROR_CODES.reservationNotPending, 'This reservation has already been paid.');
      }
      return { body: { reservation_id: context.params.reservation_id, status: 'confirmed', car_id: vehicle.id, reserved_until: reservedUntil } };
    });
  } catch (error) {
    // Paid, but the car went to someone else in the meantime: the deposit goes straight back.
    await context.payments.refund({ intentId, reason: 'car no longer reservable' });
    context.log(`platform-api: refunded ${intentId}: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
};
