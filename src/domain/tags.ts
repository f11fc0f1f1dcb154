import type { Vehicle } from '../data/schemas/vehicle.ts';
import { DEFAULT_SOLD_VISIBLE_DAYS, isRecentlySold, isSold } from './availability.ts';
import { fuelKind } from './fuel-kind.ts';

/**
 * The one tag a vehicle card shows (spec 01 §4 "Card tag priority", spec 02 §4 "Car status"),
 * plus the two badges with their own rules (spec 01 §5).
 */

export const NEW_ARRIVAL_DAYS = 8;
export const DEFAULT_COMING_SOON_TEXT = 'COMING SOON';
export const DEFAULT_NEW_ARRIVAL_TEXT = 'New';
export const JUST_SOLD_TEXT = 'Just Sold';
export const BELOW_MARKET_MIN_GAP = 500;

export type CardTagKind = 'sold' | 'just-sold' | 'electric' | 'hybrid' | 'reserved' | 'certified' | 'custom' | 'coming-soon' | 'new-arrival';

export interface CardTag {
  kind: CardTagKind;
  text: string;
  /** Only custom tags carry a colour. */
  colour?: 'green' | 'red';
}

export interface CardTagOptions {
  now: Date;
  soldVisibleDays?: number;
  /** Some sites lead with an Electric / Hybrid tag. */
  fuelTag?: boolean;
  reservedText?: 'Reserved' | 'RESERVED';
  /** One site shows its 'runout sale' tag in green. */
  runoutSaleGreen?: boolean;
  comingSoonText?: string;
  newArrivalText?: string;
  /** The dealer's wording for a car sold inside the visible window (`stock.justSoldText`). */
  justSoldText?: string;
  /** A car created within this many days is a new arrival (`stock.newArrivalDays`). */
  newArrivalDays?: number;
}

export type TagFields = Pick<Vehicle, 'status' | 'sold_date_timestamp' | 'reserved' | 'make' | 'certified' | 'tag' | 'created_at' | 'simple_fuel' | 'fuel'>;

/**
 * A sold car shows its sold tag before anything else: the spec says unavailable cars "show the sold
 * tag", and a stale 'Reserved' or sale tag on a sold car would mislead.
 */
export function cardTag(vehicle: TagFields, options: CardTagOptions): CardTag | undefined {
  if (isSold(vehicle)) {
    return isRecentlySold(vehicle, options.now, options.soldVisibleDays ?? DEFAULT_SOLD_VISIBLE_DAYS)
      ? { kind: 'just-sold', text: options.justSoldText ?? JUST_SOLD_TEXT }
      : { kind: 'sold', text: 'SOLD' };
  }
  if (options.fuelTag) {
    const kind = fuelKind(vehicle);
    if (kind === 'electric') return { kind, text: 'Electric' };
    if (kind === 'hybrid') return { kind, text: 'Hybrid' };
  }
  if (vehicle.reserved) return { kind: 'reserved', text: options.reservedText ?? 'Reserved' };
  if (toyotaCertified(vehicle)) return { kind: 'certified', text: 'Toyota Certified' };
  const custom = vehicle.tag?.trim();
  if (custom) {
    const green = options.runoutSaleGreen === true && custom.toLowerCase() === 'runout sale';
    return { kind: 'custom', text: custom, colour: green ? 'green' : 'red' };
  }
  if (vehicle.status === 'coming_soon') {
    return { kind: 'coming-soon', text: options.comingSoonText ?? DEFAULT_COMING_SOON_TEXT };
  }
  if (isNewArrival(vehicle, options.now, options.newArrivalDays)) {
    return { kind: 'new-arrival', text: options.newArrivalText ?? DEFAULT_NEW_ARRIVAL_TEXT };
  }
  return undefined;
}

/** Created within the last 8 days (or the dealer's count), to the millisecond (a feed clock slightly ahead still counts). */
export function isNewArrival(vehicle: Pick<Vehicle, 'created_at'>, now: Date, days: number = NEW_ARRIVAL_DAYS): boolean {
  const created = Date.parse(vehicle.created_at);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= days * 86_400_000;
}

/** Toyota Certified badge: make Toyota, certified, not sold. */
export function toyotaCertified(vehicle: Pick<Vehicle, 'make' | 'certified' | 'status'>): boolean {
  return vehicle.make.trim().toLowerCase() === 'toyota' && vehicle.certified && !isSold(vehicle);
}

/** Below market: priced at least 500 under the state average market price, else the national one. */
export function belowMarket(vehicle: Pick<Vehicle, 'price' | 'market_average_price'>): boolean {
  const averages = vehicle.market_average_price;
  const state = averages?.state ?? 0;
  const average = state > 0 ? state : (averages?.national ?? 0);
  if (average <= 0 || vehicle.price <= 0) return false;
  return average - vehicle.price >= BELOW_MARKET_MIN_GAP;
}
