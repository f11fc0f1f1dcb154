import { addDays, wallClock } from './zoned-time.ts';

/**
 * When time-bound things stop showing: an offer's end date is its last day in the
 * dealer's time zone, so it expires at the following local midnight. The instant is written into
 * the page (data-expires-at) so the browser hides what expired since the build.
 */

/** The UTC instant of 00:00 on `isoDate` in `timeZone` (two passes settle a DST change). */
export function localMidnight(isoDate: string, timeZone: string): Date {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  const target = Date.UTC(y, m - 1, d);
  let instant = target;
  for (let pass = 0; pass < 2; pass += 1) {
    const wall = wallClock(new Date(instant), timeZone);
    const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    instant += target - wallAsUtc;
  }
  return new Date(instant);
}

/** An offer ending on `endsAt` (YYYY-MM-DD, inclusive) expires at the next local midnight. */
export function offerExpiresAt(endsAt: string, timeZone: string): string {
  return localMidnight(addDays(endsAt, 1).isoDate, timeZone).toISOString();
}

/** Still showing at `now`? No expiry means open-ended. */
export function notExpired(expiresAt: string | undefined, now: Date): boolean {
  return !expiresAt || now.getTime() < Date.parse(expiresAt);
}
