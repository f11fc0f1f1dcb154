import { wallClock } from './zoned-time.ts';

/**
 * The home-page "cars sold" counter (spec 02 §9): 192 per day of the month plus one per 450 seconds
 * elapsed today, in Brisbane time. 86400 / 450 = 192, so the count climbs smoothly through midnight.
 */

export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane';
/** How often the page refreshes the figure. */
export const SALES_COUNTER_REFRESH_MS = 150_000;

export function salesCount(now: Date): number {
  const clock = wallClock(now, SALES_COUNTER_TIME_ZONE);
  const secondsToday = clock.hour * 3600 + clock.minute * 60 + clock.second;
  return clock.day * SALES_PER_DAY + Math.floor(secondsToday / SECONDS_PER_SALE);
}
