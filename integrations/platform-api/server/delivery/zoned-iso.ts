import { wallClock } from '../../../../src/domain/zoned-time.ts';
import { localToUtc } from '../rules/test-drive-slots.ts';

/**
 * Instants written for a dealer's tools in the dealer's own wall-clock time with its UTC offset
 * (ISO 8601, '2026-12-01T10:00:00+10:00'): the same instant as the UTC form, but a CRM that shows
 * the text as it stands shows the time the shopper picked. Daylight saving is the zone's on that day.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function isoInZone(instant: Date | string, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const wall = wallClock(date, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsetMinutes = Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${wall.isoDate}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offset}`;
}

/** A calendar day ('2026-12-01') in the zone: its first and last second, each with that moment's offset. */
export function dayInZone(isoDate: string, timeZone: string): { start: string; end: string } {
  const start = localToUtc(isoDate, '00:00', timeZone);
  const lastMinute = localToUtc(isoDate, '23:59', timeZone);
  return { start: isoInZone(start, timeZone), end: isoInZone(new Date(lastMinute.getTime() + 59_000), timeZone) };
}
