import type { Vehicle } from '../data/schemas/vehicle.ts';
import { fuelKind } from './fuel-kind.ts';

/** The vehicle page fuel calculator (spec 01 §9 "Fuel calculator"). */

export const FUEL_DEFAULTS = {
  pricePerLitre: 1.7,
  kmPerWeek: 250,
  /** Used when the variant has no combined consumption. */
  litresPer100Km: 10,
} as const;

export interface FuelCostInput {
  km?: number;
  litresPer100Km?: number | null;
  pricePerLitre?: number;
}

/** Cost = km / 100 × L/100km × price per litre, in dollars. */
export function fuelCost(input: FuelCostInput = {}): number {
  const km = input.km ?? FUEL_DEFAULTS.kmPerWeek;
  const consumption = knownConsumption(input.litresPer100Km) ?? FUEL_DEFAULTS.litresPer100Km;
  const price = input.pricePerLitre ?? FUEL_DEFAULTS.pricePerLitre;
  return (km / 100) * consumption * price;
}

/** The vehicle's combined consumption, or the default when the feed has none (or a nonsense 0). */
export function vehicleConsumption(vehicle: Pick<Vehicle, 'variant'>): number {
  return knownConsumption(vehicle.variant?.fuelconsumptioncombined) ?? FUEL_DEFAULTS.litresPer100Km;
}

function knownConsumption(value: number | null | undefined): number | undefined {
  return value != null && value > 0 ? value : undefined;
}

/** Electric cars burn no fuel, so the calculator is hidden for them. */
export function fuelCalculatorShown(vehicle: Pick<Vehicle, 'simple_fuel' | 'fuel'>): boolean {
  return fuelKind(vehicle) !== 'electric';
}
