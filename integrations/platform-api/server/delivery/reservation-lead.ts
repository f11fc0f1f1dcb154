import type { Repositories } from '../storage/store.ts';
import { z } from 'zod';
import { formatAud } from '../../../../src/domain/format.ts';
import type { Tenant, TenantStore } from '../tenants/tenant-store.ts';
import { enqueueLeadDelivery } from './enqueue-lead.ts';
import { formatWhen } from './lead-summary.ts';
import { splitName, storeLead } from './store-lead.ts';

/**
 * A paid reservation is the hottest lead a dealer gets: when a deposit is confirmed, it is stored as a
 * `reservation` lead (so it is routed, emailed with its ADF, and listed in the inbox like any other)
 * and its deliveries are queued — in the transaction that confirms the reservation.
 */

const ReservationRowSchema = z.object({
  public_id: z.string(),
  car_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  amount_cents: z.number(),
  currency: z.string(),
  reserved_until: z.string().nullable(),
});

/** Inserts the reservation's lead row (one per reservation: its idempotency key names the reservation). */
async function insertReservationLead(
  store: Repositories,
  tenants: TenantStore,
  tenant: Tenant,
  reservationRowId: number,
  client: { ip: string; userAgent: string },
  now: Date,
  paid: boolean,
): Promise<{ publicId: string; rowId: number }> {
  const reservation = ReservationRowSchema.parse(await store.reservations.details(tenant.site.id, { id: reservationRowId }));
  const vehicle = tenants.vehicleById(tenant, reservation.car_id);
  const { firstName, lastName } = splitName(reservation.name);
  // Reservations are taken in AUD only (handlers/reservations.ts); the deposit is shown to the cent.
  const deposit = formatAud(reservation.amount_cents / 100, { cents: true });
  const held = reservation.reserved_until ? ` Held until ${formatWhen(reservation.reserved_until, tenant.site.timeZone)}.` : '';
  const message = paid
    ? `Reserved online: ${deposit} deposit paid (reservation ${reservation.public_id}).${held}`
    : `Started a reservation online but did not pay the ${deposit} deposit (reservation ${reservation.public_id}).`;
  const payload = {
    website_id: tenant.site.id,
    form_type: 'reservation',
    category: 'Reserve Online',
    name: firstName,
    last_name: lastName,
    email: reservation.email,
    phone: reservation.phone,
    car_id: reservation.car_id,
    message,
    reservation_id: reservation.public_id,
    deposit_cents: reservation.amount_cents,
    reserved_until: reservation.reserved_until,
    source: 'website',
    user_agent: client.userAgent,
  };
  return storeLead(store, {
    websiteId: tenant.site.id,
    formType: payload.form_type,
    category: payload.category,
    name: firstName,
    lastName,
    email: reservation.email,
    phone: reservation.phone,
    carId: reservation.car_id,
    dealershipSlug: vehicle?.dealership_slug,
    locationId: vehicle?.location?.id,
    payload,
    clientIp: client.ip,
    idempotencyKey: reservationLeadKey(reservation.public_id),
    now,
  });
}

const reservationLeadKey = (reservationPublicId: string) => `reservation:${reservationPublicId}`;

export async function recordReservationLead(
  store: Repositories,
  tenants: TenantStore,
  tenant: Tenant,
  reservationRowId: number,
  client: { ip: string; userAgent: string },
  now: Date,
): Promise<string> {
  const lead = await insertReservationLead(store, tenants, tenant, reservationRowId, client, now, true);
  await enqueueLeadDelivery(store, tenants, tenant, lead.rowId, now);
  return lead.publicId;
}

/**
 * The lead a later reservation event is delivered as: the paid reservation's lead, or — for a hold
 * that was never paid — a lead recorded now (no `lead.created` deliveries: the event says it all).
 */
export async function reservationLeadRowId(store: Repositories, tenants: TenantStore, tenant: Tenant, reservationRowId: number, now: Date): Promise<number> {
  const reservation = await store.reservations.details(tenant.site.id, { id: reservationRowId });
  if (!reservation) throw new Error(`reservation row ${reservationRowId} not found`);
  const existing = await store.leads.rowIdByKey(tenant.site.id, reservationLeadKey(reservation.public_id));
  if (existing !== undefined) return existing;
  return (await insertReservationLead(store, tenants, tenant, reservationRowId, { ip: '', userAgent: '' }, now, false)).rowId;
}
