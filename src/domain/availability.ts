import type { Vehicle } from '../data/schemas/vehicle.ts';
import { wallClock } from './zoned-time.ts';

/**
 * Whether a car can be shown, sold, reserved or traded in against
 * (spec 01 §4, spec 02 §4 "Car status", "Reservation", "Trade-in", §9).
 */

export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const;
/** Days a sold car stays in search (spec 02 §9); dealers override it. */
export const DEFAULT_SOLD_VISIBLE_DAYS = 3;
/** Trade-in valuation needs a price above this (spec 02 §9). */
export const TRADE_IN_MIN_PRICE = 200;
export const TRADE_IN_ESTIMATE_MAX_AGE_YEARS = 7;
export const TRADE_IN_ESTIMATE_MAX_KM = 100_000;

const SECONDS_PER_DAY = 86_400;

/** Anything other than in stock or coming soon (including unknown feed statuses) counts as sold. */
export function isAvailable(vehicle: Pick<Vehicle, 'status'>): boolean {
  return (AVAILABLE_STATUSES as readonly string[]).includes(vehicle.status);
}

export function isSold(vehicle: Pick<Vehicle, 'status'>): boolean {
  return !isAvailable(vehicle);
}

export function isReservable(vehicle: Pick<Vehicle, 'status' | 'reserved'>, options: { reserveEnabled: boolean }): boolean {
  return options.reserveEnabled && isAvailable(vehicle) && !vehicle.reserved;
}

/** Unix seconds: a car sold after this moment is still shown as "Just Sold". */
export function soldCutoffSeconds(now: Date, soldVisibleDays: number = DEFAULT_SOLD_VISIBLE_DAYS): number {
  return Math.floor(now.getTime() / 1000) - soldVisibleDays * SECONDS_PER_DAY;
}

type SoldFields = Pick<Vehicle, 'status' | 'sold_date_timestamp'>;

/** Sold, and sold inside the visible window (so it still appears, tagged "Just Sold"). */
export function isRecentlySold(vehicle: SoldFields, now: Date, soldVisibleDays = DEFAULT_SOLD_VISIBLE_DAYS): boolean {
  const soldAt = vehicle.sold_date_timestamp;
  return isSold(vehicle) && soldAt != null && soldAt > soldCutoffSeconds(now, soldVisibleDays);
}

/** Sold before the window (or with no sold date): its page stays, marked sold and not indexed. */
export function isLongSold(vehicle: SoldFields, now: Date, soldVisibleDays = DEFAULT_SOLD_VISIBLE_DAYS): boolean {
  return isSold(vehicle) && !isRecentlySold(vehicle, now, soldVisibleDays);
}

/**
 * The stock rule (spec 02 §7): in stock, coming soon, or sold within the window,
 * and flagged for the dealer website.
 */
export function isListed(vehicle: SoldFields & Pick<Vehicle, 'show_on_dealer_website'>, now: Date, soldVisibleDays = DEFAULT_SOLD_VISIBLE_DAYS): boolean {
  if (vehicle.show_on_dealer_website !== true) return false;
  return isAvailable(vehicle) || isRecentlySold(vehicle, now, soldVisibleDays);
}

/** The same stock rule as a Meilisearch filter, so both engines list exactly what `isListed` lists. */
export function listedStockFilter(now: Date, soldVisibleDays = DEFAULT_SOLD_VISIBLE_DAYS): string {
  const cutoff = soldCutoffSeconds(now, soldVisibleDays);
  return `(status = "in_stock" OR status = "coming_soon" OR sold_date_timestamp > ${cutoff}) AND show_on_dealer_website = true`;
}

/** Trade-in valuation is offered (spec 02 §4 "Trade-in"). */
export function tradeInAllowed(vehicle: Pick<Vehicle, 'status' | 'reserved' | 'price'>, options: { valuationIntegration: boolean }): boolean {
  return options.valuationIntegration && vehicle.status === 'in_stock' && !vehicle.reserved && vehicle.price > TRADE_IN_MIN_PRICE;
}

/** "Generally no trade-in estimate for cars over 7 years or 100,000 km": age counted in calendar years. */
export function tradeInEstimateUnlikely(vehicle: Pick<Vehicle, 'year' | 'km'>, now: Date, timeZone = 'Australia/Brisbane'): boolean {
  const age = wallClock(now, timeZone).year - vehicle.year;
  return age > TRADE_IN_ESTIMATE_MAX_AGE_YEARS || vehicle.km > TRADE_IN_ESTIMATE_MAX_KM;
}
