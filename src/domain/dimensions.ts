/**
 * Vehicle dimensions as shoppers read them. Most feeds give millimetres; caravan and imported-vehicle
 * feeds give feet (Variant.dimension_unit 'ft'), which the page shows in metres (spec 01 §9: 0.3048)
 * with the feed's feet beside them, so the figure the dealer stated stays visible.
 */

import { formatNumber } from './format.ts';

export const METRES_PER_FOOT = 0.3048;

export type DimensionUnit = 'mm' | 'ft';

export function feetToMetres(feet: number): number {
  return feet * METRES_PER_FOOT;
}

/** 5445, 'mm' → '5,445 mm'; 21.5, 'ft' → '6.55 m (21.5 ft)'; nothing for a missing or non-positive value. */
export function dimensionText(value: number | null | undefined, unit: DimensionUnit): string | undefined {
  if (value == null || !Number.isFinite(value) || value <= 0) return undefined;
  if (unit === 'ft') return `${formatNumber(feetToMetres(value), { min: 2, max: 2 })} m (${formatNumber(value, { max: 1 })} ft)`;
  return `${formatNumber(value)} mm`;
}
