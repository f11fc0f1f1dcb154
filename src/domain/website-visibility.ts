import type { Vehicle } from '../data/schemas/vehicle.ts';

export interface WebsiteVisibilityRules {
  /** Makes this site never shows (spec 02 §7 "Some dealers add make exclusions"). */
  makeExclusions: readonly string[];
  /** Demo Nissans need more than this many km to be shown (spec 01 §5, "some sites"); null = no rule. */
  demoNissanMinKm: number | null;
}

/**
 * Whether a vehicle may appear on this dealer's website at all, before the stock rule
 * (in stock / coming soon / just sold) decides whether it is listed.
 */
export function shownOnWebsite(vehicle: Pick<Vehicle, 'show_on_dealer_website' | 'make' | 'car_type' | 'km'>, rules: WebsiteVisibilityRules): boolean {
  if (!vehicle.show_on_dealer_website) return false;
  const make = vehicle.make.toLowerCase();
  if (rules.makeExclusions.some((excluded) => excluded.toLowerCase() === make)) return false;
  if (rules.demoNissanMinKm !== null && vehicle.car_type === 'demo' && make === 'nissan' && vehicle.km <= rules.demoNissanMinKm) {
    return false;
  }
  return true;
}
