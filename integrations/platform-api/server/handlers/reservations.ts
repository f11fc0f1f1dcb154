import { ERROR_CODES } from '../../contract/index.ts';
import { resumesCharge } from '../payments/charge-resume.ts';
import { HttpFailure } from '../http/replies.ts';
import { limitSteps } from '../limits/limits.ts';
import { enforceLimits, tooManyRequests } from '../limits/rate-limiter.ts';
import type { Repositories } from '../storage/store.ts';
import { holdUntil } from '../reservations/car-holds.ts';
import type { StockVehicle } from '../tenants/tenant-schemas.ts';
import type { HandlerContext, RouteHandler } from './handler-context.ts';
import { AVAILABLE_STATUSES, newPublicId, sessionUser, vehicleById } from './lookups.ts';
import { recordReservationLead } from '../delivery/reservation-lead.ts';
import { recordReservationNotice } from '../delivery/reservation-notice.ts';

/**
 * Reserve online, race-free: take the car first (a hold row with an expiry), then charge, then
 * confirm or release. Only the one reservation holding a car can be charged, and only once at a
 * time (`charging`), so at most one shopper is ever charged for a car — also with several server
 * processes on one database. Provider calls run outside any transaction (they are network calls).
 */

const NOT_RESERVABLE = 'Sorry, this car is no longer available to reserve.';

async function limitReservations(context: HandlerContext<'createReservation' | 'confirmReservation'>): Promise<void> {
  const steps = limitSteps(context.options.limits, 'reservations', context.client.ip, context.tenant.site.id);
  await enforceLimits(context.store, steps, context.now, 'Too many reservation attempts. Please wait a few minutes and try again.');
}

/**
 * Unpaid holds running at once, per address and per phone (limits.unpaidHolds…): a hold keeps a car
 * from everyone for 15 minutes before any money moves, so without this a handful of addresses could
 * keep every car of a dealer unreservable. A paid or lapsed hold frees its slot.
 */
async function limitUnpaidHolds(context: HandlerContext<'createReservation'>, tx: Pick<Repositories, 'reservations'>): Promise<void> {
  const websiteId = context.tenant.site.id;
  const { limits } = context.options;
  const checks = [
    { by: { clientIp: context.client.ip }, max: limits.unpaidHoldsPerAddress },
    { by: { phone: context.body.phone }, max: limits.unpaidHoldsPerPhone },
  ];
  for (const { by, max } of checks) {
    const { count, firstLapse } = await tx.reservations.unpaidHolds(websiteId, by, context.now);
    if (count < max) continue;
    const wait = firstLapse ? Math.max(1, Math.ceil((Date.parse(firstLapse) - context.now.getTime()) / 1000)) : 60;
    throw tooManyRequests(
      wait,
      'You already have reservations waiting for payment. Please pay for one, or wait until it lapses, before reserving another car.',
    );
  }
}

function inStockFile(vehicle: StockVehicle): boolean {
  return AVAILABLE_STATUSES.has(vehicle.status) && vehicle.reserved !== true;
}

export const createReservation: RouteHandler<'createReservation'> = async (context) => {
  const { body, tenant, now } = context;
  const websiteId = tenant.site.id;
  if (!tenant.site.features.reserve) {
    throw new HttpFailure(409, ERROR_CODES.reservationsDisabled, 'This dealer does not take reservations online.');
  }
  await limitReservations(context);
  const vehicle = vehicleById(context, body.car_id);
  const key = context.idempotencyKey ?? '';
  const user = await sessionUser(context);
  const amountCents = tenant.site.experience.reservationDeposit * 100;

  // 1. Take the car: a hold row, unless this same request (retried) already holds it.
  const hold = await context.store.transaction(async (tx) => {
    // One writer of this address's and this phone's holds, then of this car's, on every instance (always
    // in this order): two shoppers cannot both see the car free, nor one address two free hold slots.
    await tx.lock('holds-address', websiteId, context.client.ip);
    await tx.lock('holds-phone', websiteId, body.phone);
    await tx.lock('car', websiteId, vehicle.id);
    const own = await tx.reservations.holdByKey(websiteId, key, now);
    if (own) return own;
    if (!inStockFile(vehicle) || (await tx.reservations.carHeldByOther(websiteId, vehicle.id, now))) {
      throw new HttpFailure(409, ERROR_CODES.carNotReservable, NOT_RESERVABLE);
    }
    await limitUnpaidHolds(context, tx);
    const publicId = newPublicId('res');
    await tx.reservations.insertHold({
      publicId,
      websiteId,
      carId: vehicle.id,
      carSlug: vehicle.slug,
      amountCents,
      provider: context.payments.name,
      name: body.name,
      email: body.email,
      phone: body.phone,
      userId: user?.id ?? null,
      now,
      holdExpiresAt: holdUntil(now),
      holdKey: key,
      clientIp: context.client.ip,
    });
    return tx.reservations.byPublicId(websiteId, publicId);
  });
  if (!hold) throw new Error('reservation hold was not recorded');

  // 2. The deposit intent (no money moves yet); a failure gives the car back at once.
  let intent;
  try {
    intent = await context.payments.createIntent({
      amountCents,
      currency: 'AUD',
      description: `Refundable reservation deposit: ${vehicle.name}`,
      idempotencyKey: key,
      metadata: { website_id: String(websiteId), car_id: String(vehicle.id), reservation_id: hold.publicId },
    });
  } catch (error) {
    await context.store.reservations.setStatus(hold.id, 'pending_payment', 'released');
    throw error;
  }

  return context.persist(async (tx) => {
    await tx.reservations.setIntent(hold.id, intent.intentId, intent.clientSecret);
    return {
      body: {
        reservation_id: hold.publicId,
        status: 'pending_payment',
        car_id: vehicle.id,
        amount: tenant.site.experience.reservationDeposit,
        currency: 'AUD',
        hold_hours: tenant.site.experience.reservationHoldHours,
        hold_expires_at: hold.holdExpiresAt ?? holdUntil(now),
        payment: { provider: context.payments.name, intent_id: intent.intentId, client_secret: intent.clientSecret },
      },
    };
  });
};

/** Moves the reservation to `charging`, or says why it cannot be paid now. */
async function startCharging(context: HandlerContext<'confirmReservation'>) {
  const { now, tenant } = context;
  const websiteId = tenant.site.id;
  const started = await context.store.transaction(async (tx) => {
    const found = await tx.reservations.byPublicId(websiteId, context.params.reservation_id);
    if (found) await tx.lock('car', websiteId, found.carId);
    // Read again under the car's lock: another instance may have moved it meanwhile.
    const row = found && (await tx.reservations.byPublicId(websiteId, context.params.reservation_id));
    if (!row) throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that reservation.');
    if (row.status === 'confirmed') throw new HttpFailure(409, ERROR_CODES.reservationNotPending, 'This reservation has already been paid.');
    if (row.status === 'cancelled' || row.status === 'refunding') {
      throw new HttpFailure(409, ERROR_CODES.reservationNotPending, 'This reservation has been cancelled. Please start again to reserve the car.');
    }
    const running = row.holdExpiresAt !== null && row.holdExpiresAt > now.toISOString();
    if (row.status === 'charging' && running) {
      // The same request again after its first attempt was cut off (a crash): ask the provider again.
      if (resumesCharge(row.chargeKey, context.idempotencyKey)) return { row, vehicle: vehicleById(context, row.carId) };
      throw new HttpFailure(409, ERROR_CODES.requestInProgress, 'This payment is already being processed. Please wait a moment.');
    }
    // An unpaid hold that ran out gave the car back; a late payment (also one after the sweep marked the
    // hold expired) or a charge cut off by a crash may go through if the car is still free (docs/platform-api.md).
    const vehicle = vehicleById(context, row.carId);
    const stillFree = inStockFile(vehicle) && !(await tx.reservations.carHeldByOther(websiteId, row.carId, now, { id: row.id }));
    if (row.status === 'released' || (!running && !stillFree)) {
      // Noticed here before the sweep did: expire it and queue the notices now (committed, then refused).
      if (row.status === 'pending_payment' && (await tx.reservations.setStatus(row.id, 'pending_payment', 'expired'))) {
        await recordReservationNotice(tx, context.tenants, tenant, row.id, 'reservation.hold-expired', now);
      }
      return null;
    }
    if (!stillFree) throw new HttpFailure(409, ERROR_CODES.carNotReservable, NOT_RESERVABLE);
    await tx.reservations.setStatus(row.id, row.status, 'charging', { holdExpiresAt: holdUntil(now), chargeKey: context.idempotencyKey });
    return { row, vehicle };
  });
  if (!started) throw new HttpFailure(409, ERROR_CODES.reservationExpired, 'This reservation has expired. Please start again to reserve the car.');
  return started;
}

export const confirmReservation: RouteHandler<'confirmReservation'> = async (context) => {
  const { tenant, now } = context;
  await limitReservations(context);
  const { row, vehicle } = await startCharging(context);

  let payment;
  try {
    payment = await context.payments.confirm({
      intentId: row.intentId,
      paymentMethod: context.body.payment_method,
      idempotencyKey: context.idempotencyKey ?? '',
    });
  } catch (error) {
    // The provider could not answer: the shopper may try again (the provider key makes that one charge at most).
    await context.store.reservations.setStatus(row.id, 'charging', 'pending_payment');
    throw error;
  }
  if (payment.status === 'declined') {
    await context.store.reservations.setStatus(row.id, 'charging', 'pending_payment');
    throw new HttpFailure(402, ERROR_CODES.paymentDeclined, payment.message);
  }

  const reservedUntil = new Date(now.getTime() + tenant.site.experience.reservationHoldHours * 3600_000).toISOString();
  try {
    return await context.persist(async (tx) => {
      if (!(await tx.reservations.setStatus(row.id, 'charging', 'confirmed', { reservedUntil, confirmedAt: now.toISOString() }))) {
        // A cut-off attempt of this same request finished after all: one charge, already recorded.
        const settled = await tx.reservations.byPublicId(tenant.site.id, row.publicId);
        if (settled?.status === 'confirmed' && resumesCharge(settled.chargeKey, context.idempotencyKey)) {
          return { body: { reservation_id: row.publicId, status: 'confirmed', car_id: vehicle.id, reserved_until: settled.reservedUntil ?? reservedUntil } };
        }
        throw new HttpFailure(409, ERROR_CODES.reservationNotPending, 'This reservation has already been paid.');
      }
      // The dealer hears of the deposit like any lead (docs/lead-delivery.md), committed with the confirmation.
      await recordReservationLead(tx, context.tenants, tenant, row.id, context.client, now);
      return { body: { reservation_id: row.publicId, status: 'confirmed', car_id: vehicle.id, reserved_until: reservedUntil } };
    });
  } catch (error) {
    // A cut-off attempt of this same request, outlived and carried on by its retry, recorded the charge.
    const settled = await context.store.reservations.byPublicId(tenant.site.id, row.publicId);
    if (settled?.status === 'confirmed' && resumesCharge(settled.chargeKey, context.idempotencyKey)) throw error;
    // Cannot happen while holds work; if it ever does, the money goes straight back.
    await context.payments.refund({ intentId: row.intentId, reason: 'reservation could not be recorded' });
    context.log(`platform-api: refunded ${row.intentId}: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
};
