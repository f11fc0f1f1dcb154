import { locationTimeZone } from '../../../../src/domain/dealer-pages/time-zones.ts';
import { addDays, wallClock } from '../../../../src/domain/zoned-time.ts';
import type { TestDriveAvailabilityReply } from '../../contract/index.ts';
import type { OpeningHourEntry, TenantLocation } from '../tenants/tenant-schemas.ts';

/**
 * Test-drive slots: the location's sales hours for the next 14 local days (today included), holiday
 * hours first, cut into 30-minute slots that start at least an hour from now, minus slots already
 * booked. Times are local to the location's state, and go out as UTC instants.
 */

export const SLOT_MINUTES = 30;
export const DAYS_AHEAD = 14;
export const MIN_NOTICE_MINUTES = 60;

/** The location's own time zone, else its state's, else the site's: the same rule the site shows hours by. */
export function timeZoneOf(location: TenantLocation, fallback: string): string {
  return locationTimeZone({ time_zone: location.time_zone, address: { state: location.address?.state } }, fallback);
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The UTC instant of a local wall-clock time; two corrections settle daylight-saving edges. */
export function localToUtc(isoDate: string, hhmm: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const wanted = Date.UTC(year, month - 1, day, Math.floor(toMinutes(hhmm) / 60), toMinutes(hhmm) % 60);
  let guess = wanted;
  for (let pass = 0; pass < 2; pass += 1) {
    const wall = wallClock(new Date(guess), timeZone);
    guess += wanted - Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  }
  return new Date(guess);
}

function weeklySalesHours(location: TenantLocation): OpeningHourEntry[] {
  const type = location.location_type ?? '';
  const own = location.contact_detail?.opening_hours ?? [];
  if (type === '' || type === 'sales') return own;
  return location.contact_detail?.department_hours?.sales ?? own;
}

function openHoursOn(location: TenantLocation, isoDate: string, weekday: number): { open: string; close: string } | null {
  const holiday = location.special_hours.find((entry) => entry.date === isoDate && (entry.department === 'all' || entry.department === 'sales'));
  if (holiday) {
    const open = holiday.status.toLowerCase() === 'open' && holiday.start_hour && holiday.end_hour;
    return open ? { open: holiday.start_hour ?? '', close: holiday.end_hour ?? '' } : null;
  }
  const day = weeklySalesHours(location).find((entry) => entry.weekday === weekday);
  if (!day || day.status.toLowerCase() !== 'open' || !day.open || !day.close) return null;
  return { open: day.open, close: day.close };
}

export function testDriveSlots(input: {
  location: TenantLocation;
  timeZone: string;
  now: Date;
  /** Slot starts already taken, as ISO instants (Date#toISOString). */
  booked: ReadonlySet<string>;
}): TestDriveAvailabilityReply['days'] {
  const { location, timeZone, now, booked } = input;
  const earliest = now.getTime() + MIN_NOTICE_MINUTES * 60_000;
  const today = wallClock(now, timeZone).isoDate;
  const days: TestDriveAvailabilityReply['days'] = [];
  for (let offset = 0; offset < DAYS_AHEAD; offset += 1) {
    const { isoDate, weekday } = addDays(today, offset);
    const hours = openHoursOn(location, isoDate, weekday);
    const slots: Array<{ start: string; time: string }> = [];
    if (hours) {
      for (let minute = toMinutes(hours.open); minute + SLOT_MINUTES <= toMinutes(hours.close); minute += SLOT_MINUTES) {
        const start = localToUtc(isoDate, toHhmm(minute), timeZone);
        if (start.getTime() < earliest || booked.has(start.toISOString())) continue;
        slots.push({ start: start.toISOString(), time: toHhmm(minute) });
      }
    }
    days.push({ date: isoDate, weekday, slots });
  }
  return days;
}
