/**
 * Wall-clock time in an IANA time zone, via Intl only.
 * Rules that depend on "today" (opening hours, the sales counter, vehicle age) read the dealer's
 * local calendar, not the server's, so a build in UTC still says the right thing in Sydney.
 */

export interface WallClock {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 is Sunday, as in the opening-hours data. */
  weekday: number;
  /** YYYY-MM-DD */
  isoDate: string;
  /** Minutes since local midnight. */
  minutes: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-US keeps the weekday names short and English whatever the host locale is; h23 avoids "24:00".
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// The last answer: a build asks about its one clock thousands of times, and formatToParts is slow.
let last: { time: number; timeZone: string; clock: WallClock } | undefined;

export function wallClock(now: Date, timeZone: string): WallClock {
  const time = now.getTime();
  if (last?.time !== time || last.timeZone !== timeZone) last = { time, timeZone, clock: readWallClock(now, timeZone) };
  return { ...last.clock };
}

function readWallClock(now: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  return {
    year,
    month,
    day,
    hour,
    minute,
    second: Number(parts.second),
    weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0,
    isoDate: isoDateOf(year, month, day),
    minutes: hour * 60 + minute,
  };
}

function isoDateOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Calendar arithmetic on a YYYY-MM-DD date; done in UTC so DST changes cannot shift the day. */
export function addDays(isoDate: string, days: number): { isoDate: string; weekday: number } {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return {
    isoDate: isoDateOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
    weekday: date.getUTCDay(),
  };
}
