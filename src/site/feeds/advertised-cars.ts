import type { SiteConfig } from '../../config/site.ts';
import type { Location } from '../../data/schemas/location.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { advertisedPrice } from '../../domain/advertised-vehicle.ts';
import { isSold } from '../../domain/availability.ts';
import { shownOnWebsite } from '../../domain/website-visibility.ts';
import { imageUrlAt } from '../image-url.ts';
import { paths } from '../routes.ts';

/**
 * The cars an inventory feed advertises, and why the others are left out. Every feed shares the first
 * rules (hidden from the website, sold, no price shown); each feed adds what its platform requires (a VIN,
 * a photo…). The build prints the counts (scripts/build/write-feeds.ts).
 */

/** Where a car is for sale: the yard the feed names as the dealership. */
export interface Yard {
  code: string;
  name: string;
  street: string;
  city: string;
  state: string;
  postcode?: string;
  lat?: number;
  lng?: number;
  phone?: string;
}

export interface FeedInput {
  config: SiteConfig;
  /** Every valid stock record, on the website or not. */
  stock: readonly Vehicle[];
  locations: readonly Location[];
}

export type LeftOut = Map<string, number>;

/** A rule of a feed: the car passes, or the reason it is left out ('no VIN'). */
export type FeedRule = (vehicle: Vehicle, yard: Yard | undefined) => string | undefined;

/** The car's yard: its location in locations.json, else the location the feed record carries, else the dealer's own address. */
export function yardOf(vehicle: Vehicle, input: Pick<FeedInput, 'config' | 'locations'>): Yard | undefined {
  const id = vehicle.location_id ?? vehicle.location?.id;
  const location = input.locations.find((l) => l.id === id);
  if (location) {
    const a = location.address;
    const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone;
    return {
      code: String(location.id),
      name: location.name,
      street: a.street,
      city: a.city,
      state: a.state,
      ...(a.postcode ? { postcode: a.postcode } : {}),
      ...(a.lat !== undefined && a.long !== undefined ? { lat: a.lat, lng: a.long } : {}),
      ...(phone ? { phone } : {}),
    };
  }
  const carried = vehicle.location?.address;
  if (vehicle.location && carried?.street && carried.city && carried.state) {
    return {
      code: String(vehicle.location.id),
      name: vehicle.location.name,
      street: carried.street,
      city: carried.city,
      state: carried.state,
      ...(carried.postcode ? { postcode: carried.postcode } : {}),
      ...(carried.lat !== undefined && carried.long !== undefined ? { lat: carried.lat, lng: carried.long } : {}),
      ...(vehicle.location.phone ? { phone: vehicle.location.phone } : {}),
    };
  }
  const { config } = input;
  const dealership = config.dealerships.find((d) => d.id === vehicle.dealership_id) ?? config.dealerships[0];
  if (!dealership) return undefined;
  return { code: String(dealership.id), name: dealership.name, ...config.address, ...(config.phone ? { phone: config.phone } : {}) };
}

/** The rules every feed starts with: what the website itself does not offer for sale at a price. */
const SHARED_RULES = (config: SiteConfig): FeedRule[] => [
  (vehicle) => (shownOnWebsite(vehicle, config.stock) ? undefined : 'hidden from the website'),
  (vehicle) => (isSold(vehicle) ? 'sold' : undefined),
  (vehicle) => (advertisedPrice(vehicle) === undefined ? 'no price shown' : undefined),
  (_vehicle, yard) => (yard ? undefined : 'no dealership address'),
];

/** The cars a feed with these extra rules advertises, each with its yard, and how many were left out for each reason. */
export function advertisedCars(input: FeedInput, rules: readonly FeedRule[]): { cars: Array<{ vehicle: Vehicle; yard: Yard }>; leftOut: LeftOut } {
  const cars: Array<{ vehicle: Vehicle; yard: Yard }> = [];
  const leftOut: LeftOut = new Map();
  for (const vehicle of input.stock) {
    const yard = yardOf(vehicle, input);
    const reason = [...SHARED_RULES(input.config), ...rules].map((rule) => rule(vehicle, yard)).find(Boolean);
    if (reason) leftOut.set(reason, (leftOut.get(reason) ?? 0) + 1);
    else if (yard) cars.push({ vehicle, yard });
  }
  return { cars, leftOut };
}

/** ISO 3779 VIN: 17 letters and digits, never I, O or Q. */
export const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const needsVin: FeedRule = (vehicle) => (vehicle.vin && VIN.test(vehicle.vin.trim().toUpperCase()) ? undefined : 'no valid 17-character VIN');
export const needsPhoto: FeedRule = (vehicle) => (vehicle.images.length > 0 ? undefined : 'no photo');

/** Absolute URLs of the car's page and of its photos at the width the structured data uses. */
export function carUrls(vehicle: Vehicle, config: SiteConfig): { page: string; photos: string[] } {
  const cdn = config.integrations.imageCdn;
  return {
    page: new URL(paths.vehicle(vehicle.slug), config.url).href,
    photos: vehicle.images.map((image) => new URL(imageUrlAt(image.url, 1200, cdn), config.url).href),
  };
}

/** '38990 AUD', '38990.50 AUD': the amount and its ISO 4217 code, as both platforms ask. */
export function priceText(amount: number): string {
  return `${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)} AUD`;
}

/** The date the car first went on sale (its record's creation), in the dealer's time zone: 2026-10-01. */
export function dateInStock(vehicle: Vehicle, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(vehicle.created_at));
}
