import type { Vehicle } from '../data/schemas/vehicle.ts';
import { filterEquals } from './filter-expression.ts';

/** "Find me something similar" (spec 01 §4, §7 "Similar search", §9 "Similar cars"). */

/**
 * The original asked the engine for 10 and dropped this car and unavailable ones on the page;
 * the filter below already excludes them, so asking for the 6 shown is enough.
 */
export const SIMILAR_CARS_LIMIT = 6;
export const SIMILAR_BAND_THRESHOLD = 50_000;
export const SIMILAR_BAND_NARROW = 10_000;
export const SIMILAR_BAND_WIDE = 25_000;

export type SimilarFields = Pick<Vehicle, 'id' | 'make' | 'simple_body' | 'price'>;

/** ±10,000 for cars under 50,000, else ±25,000. */
export function similarPriceBand(price: number): { min: number; max: number } {
  const band = price < SIMILAR_BAND_THRESHOLD ? SIMILAR_BAND_NARROW : SIMILAR_BAND_WIDE;
  return { min: Math.max(0, price - band), max: price + band };
}

/**
 * Same make or same body, inside the price band, in stock, not this car.
 * e.g. `(make = "Toyota" OR simple_body = "SUV") AND price >= 20000 AND price <= 40000
 *       AND status = "in_stock" AND id != 7`
 */
export function similarCarsFilter(vehicle: SimilarFields): string {
  const likeness = [filterEquals('make', vehicle.make)];
  const body = vehicle.simple_body?.trim();
  if (body) likeness.push(filterEquals('simple_body', body));
  const band = similarPriceBand(vehicle.price);
  return [
    likeness.length > 1 ? `(${likeness.join(' OR ')})` : likeness[0],
    `price >= ${band.min}`,
    `price <= ${band.max}`,
    filterEquals('status', 'in_stock'),
    `id != ${vehicle.id}`,
  ].join(' AND ');
}

export function similarCarsQuery(vehicle: SimilarFields): { filter: string; limit: number } {
  return { filter: similarCarsFilter(vehicle), limit: SIMILAR_CARS_LIMIT };
}
