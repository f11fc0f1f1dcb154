import type { z } from 'zod';
import type { TradeInVehicleSchema, ValuationSchema } from '../../contract/index.ts';
import { roundTo, stableHash } from './stable-hash.ts';

/**
 * A stand-in for the dealer's valuation integration: a rego names a plausible car, and the estimate
 * follows the spec's business rules (02 §4): no instant estimate over 7 years or 100,000 km, and
 * every figure is indicative, subject to inspection. Deterministic, so tests and demos repeat.
 */

type TradeInVehicle = z.infer<typeof TradeInVehicleSchema>;
type Valuation = z.infer<typeof ValuationSchema>;

const CATALOGUE = [
  { make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', newPrice: 31_000 },
  { make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', newPrice: 41_000 },
  { make: 'Hyundai', model: 'i30', badge: 'Active', newPrice: 27_500 },
  { make: 'Ford', model: 'Ranger', badge: 'XLT', newPrice: 62_000 },
  { make: 'Kia', model: 'Sportage', badge: 'SX', newPrice: 38_000 },
  { make: 'Mitsubishi', model: 'Triton', badge: 'GLX+', newPrice: 48_000 },
  { make: 'Nissan', model: 'X-Trail', badge: 'ST-L', newPrice: 45_000 },
  { make: 'MG', model: 'ZS', badge: 'Excite', newPrice: 26_000 },
] as const;

export const MAX_ESTIMATE_AGE_YEARS = 7;
export const MAX_ESTIMATE_KM = 100_000;
export const NO_ESTIMATE_MESSAGE =
  "We can't give an instant estimate for cars over 7 years old or with more than 100,000 km. Our team will contact you with an offer.";
export const ESTIMATE_NOTE = 'This estimate is indicative only and subject to an inspection of the vehicle.';

const CONDITION_FACTOR: Record<string, number> = { excellent: 1.05, good: 1, fair: 0.9, poor: 0.75 };

function catalogueEntry(rego: string, state: string) {
  const hash = stableHash(`${state}:${rego.replace(/[\s-]/g, '')}`);
  return { entry: CATALOGUE[hash % CATALOGUE.length] ?? CATALOGUE[0], ageYears: (hash >>> 8) % 12 };
}

export function identifyVehicle(rego: string, state: string, now: Date): TradeInVehicle {
  const { entry, ageYears } = catalogueEntry(rego, state);
  const year = now.getUTCFullYear() - ageYears;
  return { year, make: entry.make, model: entry.model, badge: entry.badge, description: `${year} ${entry.make} ${entry.model} ${entry.badge}` };
}

export function valuationIdFor(leadId: string, rego: string, state: string): string {
  return `val_${stableHash(`${leadId}:${state}:${rego}`).toString(36)}`;
}

function numberFrom(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : NaN;
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

export function estimateTradeIn(
  vehicle: TradeInVehicle,
  valuationId: string,
  answers: Record<string, unknown>,
  now: Date,
): { valuation: Valuation | null; error?: string } {
  const ageYears = Math.max(0, now.getUTCFullYear() - vehicle.year);
  const km = numberFrom(answers.km) ?? ageYears * 15_000;
  if (ageYears > MAX_ESTIMATE_AGE_YEARS || km > MAX_ESTIMATE_KM) return { valuation: null, error: NO_ESTIMATE_MESSAGE };

  const newPrice = CATALOGUE.find((entry) => entry.make === vehicle.make && entry.model === vehicle.model)?.newPrice ?? 30_000;
  const condition = CONDITION_FACTOR[String(answers.condition ?? 'good').toLowerCase()] ?? 1;
  const base = Math.max(1_000, (newPrice * 0.85 ** ageYears - km * 0.04) * condition);
  const amountMin = roundTo(base * 0.95, 100);
  return {
    valuation: {
      id: valuationId,
      currency: 'AUD',
      amount_min: amountMin,
      amount_max: roundTo(base * 1.05, 100),
      offer_price: amountMin,
      note: ESTIMATE_NOTE,
    },
  };
}
