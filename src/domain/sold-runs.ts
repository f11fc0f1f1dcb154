import type { Vehicle } from '../data/schemas/vehicle.ts';
import { isSold } from './availability.ts';

/**
 * Sold-car thinning for result lists (spec 01 §4): with sold handling on, each consecutive run of
 * sold cars collapses to its first car, so the list still signals "these sell fast" without
 * filling a page with cars nobody can buy.
 */
export function thinSoldRuns<T>(vehicles: readonly T[], options: { enabled: boolean; isSold?: (vehicle: T) => boolean }): T[] {
  if (!options.enabled) return [...vehicles];
  const sold = options.isSold ?? ((vehicle: T) => isSold(vehicle as Pick<Vehicle, 'status'>));
  return vehicles.filter((vehicle, index) => {
    if (!sold(vehicle)) return true;
    const previous = vehicles[index - 1];
    return previous === undefined || !sold(previous);
  });
}
