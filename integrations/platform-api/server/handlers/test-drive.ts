import { ERROR_CODES } from '../../contract/index.ts';
import { HttpFailure } from '../http/replies.ts';
import { SLOT_MINUTES, testDriveSlots, timeZoneOf } from '../rules/test-drive-slots.ts';
import type { RouteHandler } from './handler-context.ts';
import { vehicleById } from './lookups.ts';
import { bookedSlots, testDriveLocation } from './test-drive-location.ts';

/** Test-drive availability: location hours minus slots booked by earlier test-drive leads (spam excluded, so bots cannot fill the diary). */

export const testDriveAvailability: RouteHandler<'testDriveAvailability'> = async (context) => {
  const { location_id: locationId, car_id: carId } = context.query;
  const carLocationId = carId !== undefined ? vehicleById(context, carId).location?.id : undefined;
  const location = testDriveLocation(context, locationId, carLocationId);
  if (!location) throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that location.');
  const booked = await bookedSlots(context.store, context.tenant.site.id, location.id, context.now);
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
