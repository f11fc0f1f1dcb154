import type { Vehicle } from '../data/schemas/vehicle.ts';
import { isSold } from './availability.ts';
import { salePrice } from './price-display.ts';

/**
 * What the dealer advertises about a car to machines — search engines (structured data) and ad
 * platforms (inventory feeds) — in one place, so the page's markup and the feeds never disagree
 * (Google lets a feed override the markup where they differ).
 */

/** The purchase price the site shows for the car, or undefined: sold, "Enquire for price", preorder without a price. */
export function advertisedPrice(vehicle: Pick<Vehicle, 'status' | 'price' | 'offer_price'>): number | undefined {
  return isSold(vehicle) ? undefined : salePrice(vehicle);
}

/**
 * New or used, the only two conditions schema.org's offers and the ad platforms know for a vehicle. A demo
 * (demonstrator) is registered and has been driven: used, with its odometer.
 */
export function advertisedCondition(vehicle: Pick<Vehicle, 'car_type'>): 'new' | 'used' {
  return vehicle.car_type === 'new' ? 'new' : 'used';
}

export type DriveWheels = 'four-wheel' | 'all-wheel' | 'front-wheel' | 'rear-wheel';

const DRIVE_WHEELS: ReadonlyArray<[RegExp, DriveWheels]> = [
  [/^(4x4|4wd|four[- ]wheel)/i, 'four-wheel'],
  [/^(awd|all[- ]wheel)/i, 'all-wheel'],
  [/^(fwd|front[- ]wheel)/i, 'front-wheel'],
  [/^(rwd|rear[- ]wheel)/i, 'rear-wheel'],
];

/** Which wheels the engine drives, from the feed's `drive` ('4x4', 'AWD'…); undefined for a motorcycle's chain or belt. */
export function driveWheels(drive: string | null | undefined): DriveWheels | undefined {
  const text = drive?.trim() ?? '';
  return DRIVE_WHEELS.find(([pattern]) => pattern.test(text))?.[1];
}

/** Engine displacement as given: cubic centimetres when the feed has them, else litres. */
export function engineDisplacement(vehicle: Pick<Vehicle, 'engine_size' | 'engine_size_litres'>): { value: number; unit: 'cc' | 'L' } | undefined {
  if (vehicle.engine_size && vehicle.engine_size > 0) return { value: vehicle.engine_size, unit: 'cc' };
  if (vehicle.engine_size_litres && vehicle.engine_size_litres > 0) return { value: vehicle.engine_size_litres, unit: 'L' };
  return undefined;
}
