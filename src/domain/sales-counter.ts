import type { Vehicle } from '../data/schemas/vehicle.ts';
import { isSold } from './availability.ts';
import { wallClock } from './zoned-time.ts';

/**
 * The home-page "cars sold this month" counter, in one of two modes (`experience.salesCounterMode`):
 *
 * - `sold-this-month` (the default): the cars the snapshot marks sold with a sold date in the current
 *   calendar month, in the dealer's time zone. A fact about the dealer, and it needs no script.
 * - `formula` (spec 02 §9): 192 per day of the month plus one per 450 seconds elapsed today, in
 *   Brisbane time. 86400 / 450 = 192, so the count climbs smoothly through midnight. Not a fact about
 *   the dealer, so only dealers who choose it get it.
 */

export const SALES_COUNTER_MODES = ['sold-this-month', 'formula'] as const;
export type SalesCounterMode = (typeof SALES_COUNTER_MODES)[number];

export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane';
/** How often the page refreshes the formula's figure. */
export const SALES_COUNTER_REFRESH_MS = 150_000;

/** The spec's formula at `now`. */
export function salesCount(now: Date): number {
  const clock = wallClock(now, SALES_COUNTER_TIME_ZONE);
  const secondsToday = clock.hour * 3600 + clock.minute * 60 + clock.second;
  return clock.day * SALES_PER_DAY + Math.floor(secondsToday / SECONDS_PER_SALE);
}

/** Cars sold in `now`'s calendar month in `timeZone` (a sold car without a sold date is not counted). */
export function soldThisMonth(vehicles: ReadonlyArray<Pick<Vehicle, 'status' | 'sold_date_timestamp'>>, now: Date, timeZone: string): number {
  const month = wallClock(now, timeZone);
  return vehicles.filter((vehicle) => {
    if (!isSold(vehicle) || vehicle.sold_date_timestamp == null) return false;
    const soldAt = new Date(vehicle.sold_date_timestamp * 1000);
    if (soldAt.getTime() > now.getTime()) return false;
    const sold = wallClock(soldAt, timeZone);
    return sold.year === month.year && sold.month === month.month;
  }).length;
}

export interface SalesCounterFigure {
  mode: SalesCounterMode;
  count: number;
}

/** The figure the page renders at build time (the build clock is `now`). */
export function salesCounterFigure(
  mode: SalesCounterMode,
  vehicles: ReadonlyArray<Pick<Vehicle, 'status' | 'sold_date_timestamp'>>,
  now: Date,
  timeZone: string,
): SalesCounterFigure {
  return { mode, count: mode === 'formula' ? salesCount(now) : soldThisMonth(vehicles, now, timeZone) };
}
