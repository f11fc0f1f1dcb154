import { distanceKm } from '../../../../src/domain/postcode.ts';

/**
 * Delivery estimates by postcode band (Australia Post numbering). Bands not listed — remote areas
 * (far-north Queensland, most of WA and the NT outside Darwin, islands) and numbers that are not
 * postcodes — get no estimate, and the page asks the shopper to enquire instead (spec 01 §8).
 * A dealer-specific price list would replace this table; the reference server ships one for all.
 */

interface Region {
  name: string;
  /** From Brisbane, where the reference server's price list starts when the car's place is unknown. */
  price: number;
  ranges: Array<[number, number]>;
  /** Where deliveries into the region are reckoned to (a city in it). */
  hub: { lat: number; lng: number };
  /** Metro regions deliver inside themselves for free. */
  metro: boolean;
}

export const DELIVERY_REGIONS: readonly Region[] = [
  {
    name: 'Brisbane Metro',
    price: 0,
    ranges: [
      [4000, 4199],
      [4300, 4399],
      [4500, 4549],
    ],
    hub: { lat: -27.47, lng: 153.03 },
    metro: true,
  },
  {
    name: 'Gold Coast & Sunshine Coast',
    price: 250,
    ranges: [
      [4200, 4299],
      [4550, 4575],
      [9726, 9729],
    ],
    hub: { lat: -28.0, lng: 153.43 },
    metro: false,
  },
  {
    name: 'Regional Queensland',
    price: 650,
    ranges: [
      [4400, 4499],
      [4576, 4869],
    ],
    hub: { lat: -23.38, lng: 150.51 },
    metro: false,
  },
  {
    name: 'Sydney Metro',
    price: 990,
    ranges: [
      [2000, 2234],
      [2555, 2574],
      [2740, 2786],
    ],
    hub: { lat: -33.87, lng: 151.21 },
    metro: true,
  },
  {
    name: 'Regional New South Wales',
    price: 1290,
    ranges: [
      [2235, 2554],
      [2575, 2599],
      [2619, 2739],
      [2787, 2899],
    ],
    hub: { lat: -32.93, lng: 151.78 },
    metro: false,
  },
  {
    name: 'Canberra',
    price: 1190,
    ranges: [
      [2600, 2618],
      [2900, 2920],
    ],
    hub: { lat: -35.28, lng: 149.13 },
    metro: true,
  },
  {
    name: 'Melbourne Metro',
    price: 1390,
    ranges: [
      [3000, 3207],
      [3750, 3811],
      [3910, 3920],
      [3926, 3944],
      [3975, 3978],
    ],
    hub: { lat: -37.81, lng: 144.96 },
    metro: true,
  },
  {
    name: 'Regional Victoria',
    price: 1590,
    ranges: [
      [3211, 3749],
      [3812, 3909],
      [3921, 3925],
      [3945, 3974],
      [3979, 3999],
    ],
    hub: { lat: -36.76, lng: 144.28 },
    metro: false,
  },
  { name: 'Adelaide Metro', price: 1790, ranges: [[5000, 5199]], hub: { lat: -34.93, lng: 138.6 }, metro: true },
  { name: 'Regional South Australia', price: 1990, ranges: [[5200, 5749]], hub: { lat: -33.03, lng: 137.58 }, metro: false },
  { name: 'Perth Metro', price: 2490, ranges: [[6000, 6199]], hub: { lat: -31.95, lng: 115.86 }, metro: true },
  { name: 'Hobart & Tasmania', price: 1890, ranges: [[7000, 7470]], hub: { lat: -42.88, lng: 147.33 }, metro: false },
  { name: 'Darwin', price: 2790, ranges: [[800, 832]], hub: { lat: -12.46, lng: 130.84 }, metro: true },
];

function regionOf(postcode: string | null | undefined): Region | undefined {
  if (!postcode || !/^\d{4}$/.test(postcode)) return undefined;
  const number = Number(postcode);
  return DELIVERY_REGIONS.find((candidate) => candidate.ranges.some(([low, high]) => number >= low && number <= high));
}

/** Truck hire from one region to another: a base plus a rate per km between their hubs, to $10. */
export const DELIVERY_BASE = 150;
export const DELIVERY_PER_KM = 0.55;
/** Inside a regional area (no free metro delivery). */
export const DELIVERY_LOCAL_REGIONAL = 250;

/**
 * The delivery estimate to `postcode` for a car at `carPostcode`: the same region is free in a metro
 * area (else a local fee), another region costs by distance from the car's region. Without the car's
 * place (no car, no postcode, or a remote one) the Brisbane price list applies.
 */
export function deliveryEstimate(postcode: string, carPostcode?: string | null): { name: string; price: number } | null {
  const to = regionOf(postcode);
  if (!to) return null;
  const from = regionOf(carPostcode);
  if (!from) return { name: to.name, price: to.price };
  if (from === to) return { name: to.name, price: to.metro ? 0 : DELIVERY_LOCAL_REGIONAL };
  const km = distanceKm(from.hub, to.hub);
  return { name: to.name, price: Math.round((DELIVERY_BASE + DELIVERY_PER_KM * km) / 10) * 10 };
}
