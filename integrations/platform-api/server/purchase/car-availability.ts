import type { DatabaseSync } from 'node:sqlite';
import { AVAILABLE_STATUSES } from '../handlers/lookups.ts';
import { HOLDS_CAR, holdsCarParams } from '../reservations/car-holds.ts';
import type { StockVehicle } from '../tenants/tenant-schemas.ts';

/**
 * Whether the car can still be bought by this shopper: listed as available in the stock file and not
 * held by anyone else's reservation (paid, or an unpaid hold still running). The shopper's own
 * reservation — the journey's deposit, or its hold while they pay — does not count against them:
 * reservations carry the shopper's email, as the journey's lead does.
 */
export function carAvailableTo(db: DatabaseSync, websiteId: number, vehicle: StockVehicle | undefined, email: string, now: Date): boolean {
  if (!vehicle || !AVAILABLE_STATUSES.has(vehicle.status) || vehicle.reserved === true) return false;
  const heldByOther = db
    .prepare(`SELECT 1 FROM reservations WHERE website_id = ? AND car_id = ? AND email <> ? AND ${HOLDS_CAR} LIMIT 1`)
    .get(websiteId, vehicle.id, email, ...holdsCarParams(now));
  return heldByOther === undefined;
}
