/**
 * The home page's body-type selector (spec 02 §2 "Other screens", §5 "Other rules"):
 * only the spec's valid body types, and only those the dealer has in stock.
 */

export const VALID_BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

export type BodyType = (typeof VALID_BODY_TYPES)[number];

const LABELS: Record<BodyType, string> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  sedan: 'Sedan',
  softtop: 'Softtop',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
};

export function isValidBodyType(value: string | null | undefined): value is BodyType {
  return (VALID_BODY_TYPES as readonly string[]).includes(value ?? '');
}

export interface BodyTypeCount {
  body: BodyType;
  label: string;
  count: number;
}

/**
 * Valid body types present in the stock, most stocked first (ties in the spec's order).
 * Values outside the list (motorcycle styles, typos) are left out rather than guessed.
 */
export function bodyTypesInStock(vehicles: readonly { simple_body?: string | null }[]): BodyTypeCount[] {
  const counts = new Map<BodyType, number>();
  for (const vehicle of vehicles) {
    const body = vehicle.simple_body;
    if (isValidBodyType(body)) counts.set(body, (counts.get(body) ?? 0) + 1);
  }
  return VALID_BODY_TYPES.filter((body) => counts.has(body))
    .map((body) => ({ body, label: LABELS[body], count: counts.get(body) ?? 0 }))
    .sort((a, b) => b.count - a.count || VALID_BODY_TYPES.indexOf(a.body) - VALID_BODY_TYPES.indexOf(b.body));
}
