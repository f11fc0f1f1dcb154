import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { fuelKind, type FuelKind } from '../fuel-kind.ts';
import type { AuState } from './kinds.ts';

/** What the state rules need to know about a car (the matching conditions of src/data/on-road-rates.json). */
export interface OnRoadFacts {
  condition: 'new' | 'demo' | 'used';
  fuel: FuelKind;
  /** null when the feed does not say; rules then treat the car as 4 cylinders (the common case). */
  cylinders: number | null;
  /** Tailpipe CO2 in g/km, estimated from the combined fuel use; 0 for electric; null when unknown. */
  co2: number | null;
  /** A used car's current registration (its plates and expiry), taken to be in the state it is sold from. */
  registration?: { state: AuState; until: string };
}

/** The cylinder count a rule assumes when the feed gives none. */
export const ASSUMED_CYLINDERS = 4;

/**
 * Grams of CO2 per km for each L/100km: burning a litre gives ~2.31 kg (petrol) or ~2.68 kg (diesel)
 * of CO2. Feeds carry the combined fuel use, not the Green Vehicle Guide's CO2 figure, so the emission
 * based rules (VIC green car, ACT ratings) run on this estimate.
 */
export const CO2_PER_L100KM = { petrol: 23.1, diesel: 26.8 } as const;

export function onRoadFacts(
  vehicle: Pick<Vehicle, 'car_type' | 'fuel' | 'simple_fuel' | 'variant' | 'regplate' | 'rego_expiry'>,
  soldFrom?: AuState,
): OnRoadFacts {
  const fuel = fuelKind(vehicle);
  const cylinders = vehicle.variant?.cylinders ?? null;
  const litres = vehicle.variant?.fuelconsumptioncombined ?? 0;
  const diesel = /diesel/i.test(`${vehicle.fuel ?? ''} ${vehicle.simple_fuel ?? ''}`);
  let co2: number | null = null;
  if (fuel === 'electric') co2 = 0;
  else if (litres > 0) co2 = Math.round(litres * (diesel ? CO2_PER_L100KM.diesel : CO2_PER_L100KM.petrol));
  const facts: OnRoadFacts = { condition: vehicle.car_type, fuel, cylinders: cylinders && cylinders > 0 ? cylinders : null, co2 };
  const until = vehicle.rego_expiry?.slice(0, 10);
  if (soldFrom && vehicle.car_type !== 'new' && vehicle.regplate && until && /^\d{4}-\d{2}-\d{2}$/.test(until)) facts.registration = { state: soldFrom, until };
  return facts;
}
