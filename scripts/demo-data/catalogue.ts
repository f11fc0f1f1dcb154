/**
 * The shapes of the demo catalogue: bodies, colours, powertrains and the model table helper.
 * Model lists live in catalogue-cars.ts and catalogue-bikes.ts.
 */

/** simple_body values: the spec's valid body types, plus motorcycle styles for the bike dealer. */
export const CAR_BODIES = ['suv', 'sedan', 'hatch', 'ute', 'wagon', 'van', 'coupe', 'convertible', 'peopleMover', 'cabChassis'] as const;
export const BIKE_STYLES = ['sport', 'naked', 'adventure', 'cruiser', 'touring', 'dirt', 'scooter'] as const;
export type CarBody = (typeof CAR_BODIES)[number];
export type BikeStyle = (typeof BIKE_STYLES)[number];
export type Body = CarBody | BikeStyle;

export const isBikeStyle = (body: string): body is BikeStyle => (BIKE_STYLES as readonly string[]).includes(body);

export interface Colour {
  name: string;
  slug: string;
  hex: string;
}

const colour = (name: string, hex: string): Colour => ({ name, slug: slugify(name), hex });

/** A small shared palette keeps the number of distinct pictures (body × colour × angle) low. */
export const CAR_COLOURS: readonly Colour[] = [
  colour('Pearl White', '#ecece6'),
  colour('Silver Metallic', '#b4b9bf'),
  colour('Gun Grey', '#555b62'),
  colour('Black Mica', '#18191b'),
  colour('Scarlet Red', '#b3132e'),
  colour('Deep Ocean Blue', '#1e3f74'),
  colour('Forest Green', '#2f5a3d'),
  colour('Sunset Orange', '#cf5f1c'),
  colour('Bronze Metallic', '#85664a'),
];

export const BIKE_COLOURS: readonly Colour[] = [
  colour('Racing Red', '#c1121f'),
  colour('Matte Black', '#222326'),
  colour('Pearl White', '#ecece6'),
  colour('Lime Green', '#5fa319'),
  colour('Team Blue', '#1f4fa3'),
  colour('Orange', '#e86a10'),
  colour('Graphite Grey', '#4a4f55'),
];

/**
 * Colours each body is sold in (slugs). Realistic (vans come in white, coupes in loud colours)
 * and it caps the distinct pictures to draw: about 75 body/colour pairs across the demo dealers.
 */
const BODY_PALETTES: Record<Body, readonly string[]> = {
  suv: ['pearl-white', 'silver-metallic', 'gun-grey', 'black-mica', 'scarlet-red', 'deep-ocean-blue', 'bronze-metallic'],
  ute: ['pearl-white', 'silver-metallic', 'gun-grey', 'black-mica', 'deep-ocean-blue', 'sunset-orange'],
  hatch: ['pearl-white', 'silver-metallic', 'gun-grey', 'black-mica', 'scarlet-red', 'deep-ocean-blue', 'sunset-orange'],
  sedan: ['pearl-white', 'silver-metallic', 'gun-grey', 'black-mica', 'scarlet-red', 'deep-ocean-blue'],
  wagon: ['pearl-white', 'silver-metallic', 'gun-grey', 'forest-green', 'bronze-metallic'],
  van: ['pearl-white', 'silver-metallic', 'black-mica'],
  cabChassis: ['pearl-white', 'silver-metallic', 'gun-grey'],
  peopleMover: ['pearl-white', 'silver-metallic', 'gun-grey', 'black-mica'],
  coupe: ['black-mica', 'scarlet-red', 'deep-ocean-blue', 'sunset-orange'],
  convertible: ['black-mica', 'scarlet-red', 'pearl-white'],
  sport: ['racing-red', 'matte-black', 'pearl-white', 'team-blue', 'lime-green'],
  naked: ['matte-black', 'graphite-grey', 'orange', 'racing-red', 'pearl-white'],
  adventure: ['pearl-white', 'matte-black', 'orange', 'graphite-grey'],
  cruiser: ['matte-black', 'racing-red', 'graphite-grey'],
  touring: ['matte-black', 'pearl-white', 'team-blue'],
  dirt: ['orange', 'team-blue', 'lime-green', 'racing-red', 'pearl-white'],
  scooter: ['pearl-white', 'graphite-grey', 'matte-black'],
};

/** The dealer palette's colours offered on a body, most common first. */
export function coloursFor(body: Body, palette: readonly Colour[]): readonly Colour[] {
  const allowed = BODY_PALETTES[body];
  const colours = palette.filter((c) => allowed.includes(c.slug));
  return colours.length > 0 ? colours : palette;
}

export const ALL_COLOURS: readonly Colour[] = [...CAR_COLOURS, ...BIKE_COLOURS.filter((c) => c.slug !== 'pearl-white')];

export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric';

export interface Powertrain {
  fuel: SimpleFuel;
  /** Exact displacement when known (motorcycles); otherwise litres × 1000. */
  cc?: number;
  /** The feed's longer fuel text. */
  fuelText: string;
  litres: number;
  cylinders: number;
  induction: string | null;
  transmission: 'Automatic' | 'Manual';
  gears: number;
  drive: string;
  /** L/100km combined; null for electric. */
  consumption: number | null;
  tank: number | null;
  torque: string;
}

const pt = (
  fuel: SimpleFuel,
  litres: number,
  cylinders: number,
  induction: string | null,
  gears: number,
  drive: string,
  consumption: number | null,
  tank: number | null,
  torque: string,
  transmission: 'Automatic' | 'Manual' = 'Automatic',
): Powertrain => {
  const fuelText = { Petrol: 'Unleaded Petrol', Diesel: 'Diesel', Hybrid: 'Petrol - Electric (Hybrid)', Electric: 'Electric' }[fuel];
  return { fuel, fuelText, litres, cylinders, induction, transmission, gears, drive, consumption, tank, torque };
};

/** Powertrain presets, named by fuel letter and displacement. */
export const PT = {
  P12: pt('Petrol', 1.2, 4, 'Aspirated', 1, 'FWD', 5.2, 35, '113Nm', 'Manual'),
  P15: pt('Petrol', 1.5, 4, 'Aspirated', 1, 'FWD', 6.2, 45, '141Nm'),
  T13: pt('Petrol', 1.3, 4, 'Turbo', 1, 'FWD', 6.1, 55, '250Nm'),
  T15: pt('Petrol', 1.5, 4, 'Turbo', 7, 'FWD', 6.8, 55, '250Nm'),
  P20: pt('Petrol', 2.0, 4, 'Aspirated', 6, 'FWD', 7.0, 50, '200Nm'),
  T20: pt('Petrol', 2.0, 4, 'Turbo', 8, 'AWD', 7.6, 60, '350Nm'),
  P25: pt('Petrol', 2.5, 4, 'Aspirated', 1, 'AWD', 7.8, 55, '251Nm'),
  V6: pt('Petrol', 3.6, 6, 'Aspirated', 8, '4x4', 10.4, 81, '347Nm'),
  V6TT: pt('Petrol', 3.0, 6, 'Twin Turbo', 9, 'RWD', 10.2, 62, '475Nm'),
  V8: pt('Petrol', 5.0, 8, 'Aspirated', 10, 'RWD', 12.9, 61, '540Nm'),
  V8P: pt('Petrol', 5.6, 8, 'Aspirated', 7, '4x4', 14.4, 140, '560Nm'),
  D20: pt('Diesel', 2.0, 4, 'Twin Turbo', 10, '4x4', 7.6, 80, '500Nm'),
  D22: pt('Diesel', 2.2, 4, 'Turbo', 8, 'AWD', 6.1, 67, '440Nm'),
  D23: pt('Diesel', 2.3, 4, 'Twin Turbo', 7, '4x4', 7.0, 80, '450Nm'),
  D24: pt('Diesel', 2.4, 4, 'Twin Turbo', 6, '4x4', 7.7, 75, '470Nm'),
  D28: pt('Diesel', 2.8, 4, 'Turbo', 6, '4x4', 8.0, 80, '500Nm'),
  D30: pt('Diesel', 3.0, 4, 'Turbo', 6, '4x4', 8.0, 76, '450Nm'),
  V6D: pt('Diesel', 3.0, 6, 'Turbo', 10, '4x4', 8.6, 80, '600Nm'),
  D33: pt('Diesel', 3.3, 6, 'Twin Turbo', 10, '4x4', 8.9, 110, '700Nm'),
  HEV: pt('Hybrid', 2.5, 4, 'Aspirated', 1, 'AWD', 4.8, 55, '221Nm'),
  HEV15: pt('Hybrid', 1.5, 3, 'Turbo', 1, 'FWD', 5.3, 55, '330Nm'),
  EV: pt('Electric', 0, 0, null, 1, 'RWD', null, null, '350Nm'),
  EVAWD: pt('Electric', 0, 0, null, 1, 'AWD', null, null, '605Nm'),
} as const;

export interface ModelSpec {
  make: string;
  model: string;
  series: string;
  body: Body;
  badges: readonly string[];
  years: readonly [number, number];
  /** New price range across the badges, cheapest badge first. */
  price: readonly [number, number];
  powertrain: Powertrain;
  seats: number;
  doors: number | null;
  /** Relative frequency in stock. */
  weight: number;
}

const SEATS: Record<string, number> = { peopleMover: 8, van: 3, cabChassis: 2, coupe: 4, convertible: 2 };
const DOORS: Record<string, number> = { coupe: 2, convertible: 2, cabChassis: 2, van: 4 };

/** m('Nissan', 'Navara', 'D23', 'ute', [...badges], [2022, 2026], [51990, 78990], PT.D23) */
export function m(
  make: string,
  model: string,
  series: string,
  body: Body,
  badges: readonly string[],
  years: readonly [number, number],
  price: readonly [number, number],
  powertrain: Powertrain,
  extra: Partial<Pick<ModelSpec, 'seats' | 'doors' | 'weight'>> = {},
): ModelSpec {
  const bike = isBikeStyle(body);
  return {
    make,
    model,
    series,
    body,
    badges,
    years,
    price,
    powertrain,
    seats: extra.seats ?? (bike ? 2 : (SEATS[body] ?? 5)),
    doors: extra.doors ?? (bike ? null : (DOORS[body] ?? 4)),
    weight: extra.weight ?? 1,
  };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** bodyconfiguration text per simple body. */
export const BODY_CONFIG: Record<Body, string> = {
  suv: 'Wagon',
  sedan: 'Sedan',
  hatch: 'Hatchback',
  ute: 'Dual Cab Pick-up',
  wagon: 'Station Wagon',
  van: 'Van',
  coupe: 'Coupe',
  convertible: 'Convertible',
  peopleMover: 'Wagon',
  cabChassis: 'Cab Chassis',
  sport: 'Sport',
  naked: 'Naked',
  adventure: 'Adventure',
  cruiser: 'Cruiser',
  touring: 'Touring',
  dirt: 'Off-Road',
  scooter: 'Scooter',
};
