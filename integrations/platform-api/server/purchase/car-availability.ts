import { AVAILABLE_STATUSES } from '../handlers/lookups.ts';
import type { Repositories } from '../storage/store.ts';
import type { StockVehicle } from '../tenants/tenant-schemas.ts';

/**
 * Whether the car can still be bought by this shopper: listed as available in the stock file and not
 * held by anyone else's reservation (paid, or an unpaid hold still running). The shopper's own
 * reservation — the journey's deposit, or its hold while they pay — does not count against them:
 * reservations carry the shopper's email, as the journey's lead does.
 */
export async function carAvailableTo(
  store: Pick<Repositories, 'reservations'>,
  websiteId: number,
  vehicle: StockVehicle | undefined,
  email: string,
  now: Date,
): Promise<boolean> {
  if (!vehicle || !AVAILABLE_STATUSES.has(vehicle.status) || vehicle.reserved === true) return false;
  return !(await store.reservations.carHeldByOther(websiteId, vehicle.id, now, { email }));
}
