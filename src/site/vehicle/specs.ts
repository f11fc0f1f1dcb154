import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { dimensionText } from '../../domain/dimensions.ts';
import { formatIsoDate, formatIsoMonth, formatKm, formatNumber } from '../../domain/format.ts';
import { facetValueLabel } from '../search/facet-options.ts';
import type { VehicleView } from '../car-view.ts';

/** The fact lists of a vehicle page: Key information, the used-car block and All Specifications. */

export interface Fact {
  label: string;
  value: string;
}

type Raw = { label: string; value: string | number | null | undefined; unit?: string };

/** Empty, zero-length and nonsense-zero values are dropped: empty specs are hidden (spec 01 §5). */
function present(rows: Raw[]): Fact[] {
  const facts: Fact[] = [];
  for (const row of rows) {
    if (row.value == null) continue;
    if (typeof row.value === 'number') {
      if (!Number.isFinite(row.value) || row.value <= 0) continue;
      facts.push({ label: row.label, value: `${formatNumber(row.value, { max: 1 })}${row.unit ?? ''}` });
      continue;
    }
    const text = row.value.trim();
    if (text) facts.push({ label: row.label, value: `${text}${row.unit ?? ''}` });
  }
  return facts;
}

/** '2027-03-01' → '1 March 2027'; feeds also send build dates as '2025-12' → 'December 2025'. */
function date(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d{4}-\d{2}$/.test(text)) return formatIsoMonth(text);
  return formatIsoDate(text.slice(0, 10));
}

/** 'suv' → 'SUV', 'peopleMover' → 'People Mover': the search filter's body labels. */
export function bodyLabel(body: string | null | undefined): string | undefined {
  const value = body?.trim();
  return value ? facetValueLabel('body', value) : undefined;
}

/** Key information: the car view's facts (its condition and odometer wording) plus engine and doors. */
export function keyInformation(vehicle: Vehicle, view: Pick<VehicleView, 'facts'>): Fact[] {
  const litres = vehicle.engine_size_litres ?? vehicle.variant?.enginesize_litres;
  return [
    ...view.facts.map((fact) => (fact.label === 'Body' ? { ...fact, value: bodyLabel(fact.value) ?? fact.value } : fact)),
    ...present([
      { label: 'Engine', value: litres, unit: ' L' },
      { label: 'Doors', value: vehicle.doors },
    ]),
  ];
}

/** Used cars only: the registration and history facts a used buyer checks first. */
export function usedCarFacts(vehicle: Vehicle): Fact[] {
  if (vehicle.car_type !== 'used') return [];
  return present([
    { label: 'Odometer', value: formatKm(vehicle.km) },
    { label: 'Registration', value: vehicle.regplate },
    { label: 'Registration expiry', value: date(vehicle.rego_expiry) },
    { label: 'VIN', value: vehicle.vin },
    { label: 'Build date', value: date(vehicle.build_date) },
    { label: 'Compliance date', value: date(vehicle.compliance_date) },
  ]);
}

const RETURN_POLICY: Record<Exclude<SiteConfig['experience']['returnPolicy'], 'none'>, string> = {
  '14-day-return': '14-day money-back or exchange policy on used cars (up to 500 km, conditions apply).',
  '48-hour-money-back': '48-hour money-back guarantee on used cars.',
};

export function usedCarPolicy(vehicle: Vehicle, config: Pick<SiteConfig, 'experience'>): string | undefined {
  const policy = config.experience.returnPolicy;
  return vehicle.car_type === 'used' && policy !== 'none' ? RETURN_POLICY[policy] : undefined;
}

/** All Specifications, in the order buyers compare cars; the page shows the first 4 until expanded. */
export function allSpecifications(vehicle: Vehicle): Fact[] {
  const v = vehicle.variant ?? {};
  const unit = vehicle.variant?.dimension_unit ?? 'mm';
  return present([
    { label: 'Make', value: vehicle.make },
    { label: 'Model', value: vehicle.model },
    { label: 'Badge', value: vehicle.badge },
    { label: 'Series', value: vehicle.series },
    { label: 'Year', value: String(vehicle.year) },
    { label: 'Body', value: v.bodyconfiguration ?? vehicle.bodyconfiguration ?? bodyLabel(vehicle.simple_body) },
    { label: 'Engine capacity', value: v.enginesize ?? vehicle.engine_size, unit: ' cc' },
    { label: 'Engine size', value: v.enginesize_litres ?? vehicle.engine_size_litres, unit: ' L' },
    { label: 'Cylinders', value: v.cylinders },
    { label: 'Induction', value: v.induction },
    { label: 'Torque', value: v.torque },
    { label: 'Transmission', value: vehicle.simple_transmission },
    { label: 'Gears', value: vehicle.gearnum },
    { label: 'Drive', value: vehicle.drive },
    { label: 'Fuel type', value: vehicle.fuel ?? vehicle.simple_fuel },
    { label: 'Fuel consumption (combined)', value: v.fuelconsumptioncombined, unit: ' L/100km' },
    { label: 'Fuel capacity', value: v.fuelcapacity, unit: ' L' },
    { label: 'Seats', value: vehicle.seats },
    { label: 'Doors', value: vehicle.doors },
    { label: 'Length', value: dimensionText(v.vehiclelength, unit) },
    { label: 'Width', value: dimensionText(v.vehiclewidth, unit) },
    { label: 'Height', value: dimensionText(v.vehicleheight, unit) },
    { label: 'Gross vehicle mass', value: v.grossvehiclemass, unit: ' kg' },
    { label: 'Towing capacity (braked)', value: v.towingcapacitybraked, unit: ' kg' },
    { label: 'ANCAP rating', value: v.ancaprating, unit: ' stars' },
    { label: 'Colour', value: vehicle.colour },
    { label: 'Interior colour', value: vehicle.interior_colour },
  ]);
}

/** Standard equipment without blanks or repeats. */
export function vehicleFeatures(vehicle: Vehicle): string[] {
  return [...new Set(vehicle.standardEquipment.map((item) => item.trim()).filter(Boolean))];
}
