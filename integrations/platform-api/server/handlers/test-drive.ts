import { ERROR_CODES } from '../../contract/index.ts';
import { HttpFailure } from '../http/replies.ts';
import { SLOT_MINUTES, testDriveSlots, timeZoneOf } from '../rules/test-drive-slots.ts';
import type { TenantLocation } from '../tenants/tenant-schemas.ts';
import type { RouteHandler } from './handler-context.ts';
import { vehicleById } from './lookups.ts';

/** Test-drive availability: location hours minus slots booked by earlier test-drive leads (spam excluded, so bots cannot fill the diary). */

function chooseLocation(locations: TenantLocation[], wanted: number | undefined): TenantLocation | undefined {
  if (wanted !== undefined) return locations.find((location) => location.id === wanted);
  const sales = locations.filter((location) => !location.location_type || location.location_type === 'sales');
  return sales.find((location) => location.primary) ?? sales[0] ?? locations[0];
}

export const testDriveAvailability: RouteHandler<'testDriveAvailability'> = (context) => {
  const { location_id: locationId, car_id: carId } = context.query;
  const carLocationId = carId !== undefined ? vehicleById(context, carId).location?.id : undefined;
  const location = chooseLocation(context.tenants.locations(context.tenant), locationId ?? carLocationId);
  if (!location) throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that location.');

  const booked = new Set(
    context.db
      .prepare(
        `SELECT appointment_at FROM leads WHERE website_id = ? AND location_id = ? AND form_type = 'test-drive'
           AND suspected_spam = 0 AND appointment_at >= ?`,
      )
      .all(context.tenant.site.id, location.id, context.now.toISOString())
      .map((row) => String(row.appointment_at)),
  );
  const timeZone = timeZoneOf(location, context.tenant.site.timeZone);
  return {
    body: {
      location_id: location.id,
      time_zone: timeZone,
      slot_minutes: SLOT_MINUTES,
      days: testDriveSlots({ location, timeZone, now: context.now, booked }),
    },
  };
};
