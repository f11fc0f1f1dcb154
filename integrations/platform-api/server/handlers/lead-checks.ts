import { leadPlaceConflict } from '../../../../src/domain/lead-place.ts';
import { ERROR_CODES, type LeadPayload } from '../../contract/index.ts';
import { HttpFailure } from '../http/replies.ts';
import { testDriveSlots, timeZoneOf } from '../rules/test-drive-slots.ts';
import type { HandlerContext } from './handler-context.ts';
import type { Repositories } from '../storage/store.ts';
import { bookedSlots, testDriveLocation } from './test-drive-location.ts';

/**
 * What a lead names must belong to the website it is sent to: its car and its location. A test
 * drive's slot must be one the location offers and nobody has taken; run inside the lead's write
 * transaction, so two shoppers can never both get the same slot.
 */

function invalidField(field: string, message: string): HttpFailure {
  return new HttpFailure(400, ERROR_CODES.validationFailed, 'Please fix the following errors:', { [field]: message });
}

export function assertLeadReferences(context: HandlerContext<'submitLead'>, lead: LeadPayload): void {
  const car = lead.car_id != null ? context.tenants.vehicleById(context.tenant, lead.car_id) : undefined;
  if (lead.car_id != null && !car) throw invalidField('car_id', 'Unknown car for this website.');
  const locations = context.tenants.locations(context.tenant);
  if (lead.location_id != null && !locations.some((location) => location.id === lead.location_id)) {
    throw invalidField('location_id', 'Unknown location for this website.');
  }
  // A lead for Chery at Ford's Penrith showroom would reach the wrong people (src/domain/lead-place.ts).
  const conflict = leadPlaceConflict(
    { dealerships: context.tenant.site.dealerships, locations },
    { dealershipSlug: lead.dealership_slug, locationId: lead.location_id, carDealershipId: car?.dealership_id },
  );
  if (conflict) throw invalidField(conflict.field, conflict.message);
}

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time has just been booked. Please choose another time.';

/** The location id the booking is held against (null when the lead books no slot). Call inside the transaction. */
export async function takeTestDriveSlot(context: HandlerContext<'submitLead'>, tx: Repositories, lead: LeadPayload): Promise<number | null> {
  if (lead.form_type !== 'test-drive' || !lead.appointment_at) return lead.location_id ?? null;
  const carLocationId = lead.car_id != null ? context.tenants.vehicleById(context.tenant, lead.car_id)?.location?.id : undefined;
  const location = testDriveLocation(context, lead.location_id ?? undefined, carLocationId);
  if (!location) throw invalidField('location_id', 'Unknown location for this website.');
  const wanted = new Date(lead.appointment_at).toISOString();
  // One booking at a time per location diary, on every instance: two shoppers never get one slot.
  await tx.lock('test-drive', context.tenant.site.id, location.id);
  const booked = await bookedSlots(tx, context.tenant.site.id, location.id, context.now);
  const timeZone = timeZoneOf(location, context.tenant.site.timeZone);
  const offered = testDriveSlots({ location, timeZone, now: context.now, booked }).some((day) =>
    day.slots.some((slot) => new Date(slot.start).toISOString() === wanted),
  );
  if (!offered) throw new HttpFailure(409, ERROR_CODES.slotTaken, SLOT_TAKEN_MESSAGE, { appointment_at: SLOT_TAKEN_MESSAGE });
  return location.id;
}
