import type { Dealership } from '../../config/dealer.ts';
import type { Location } from '../../data/schemas/location.ts';

/**
 * Dealer licence and repairer registrations for the footer (spec 02 §9: DL or CL, and MRB):
 * each dealership's own numbers, then any location numbers not already shown.
 */
export function dealerRegistrations(
  dealerships: readonly Pick<Dealership, 'name' | 'dealerLicence' | 'repairerLicence'>[],
  locations: readonly Pick<Location, 'name' | 'visible' | 'dealer_license_number' | 'motor_vehicle_repairer'>[],
): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  const add = (owner: string, numbers: readonly (string | undefined)[]) => {
    const fresh = numbers.map((n) => n?.trim()).filter((n): n is string => !!n && !seen.has(n));
    if (fresh.length === 0) return;
    fresh.forEach((n) => seen.add(n));
    lines.push(`${owner}: ${fresh.join(' · ')}`);
  };
  for (const d of dealerships) add(d.name, [d.dealerLicence, d.repairerLicence]);
  for (const l of locations.filter((l) => l.visible)) add(l.name, [l.dealer_license_number, l.motor_vehicle_repairer]);
  return lines;
}
