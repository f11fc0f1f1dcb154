import type { Department, OpeningHour, SpecialHours } from '../data/schemas/location.ts';
import { formatIsoDate } from './format.ts';
import { addDays, wallClock } from './zoned-time.ts';

/**
 * "Open now · closes at 6pm" and the weekly hours table of a location (spec 02 §3 opening hours,
 * special hours; §4 "Opening hours"). All times are wall-clock times in the dealer's time zone.
 */

export type WeeklyHours = Pick<OpeningHour, 'weekday' | 'status' | 'open' | 'close' | 'formated_hours'>;
export type HolidayHours = Pick<SpecialHours, 'date' | 'status' | 'start_hour' | 'end_hour' | 'department' | 'name'>;
export type HoursDepartment = Exclude<Department, 'all'>;

export interface Schedule {
  weekly: readonly WeeklyHours[];
  special?: readonly HolidayHours[];
  /** Which department's holiday entries apply; entries for 'all' apply to every department. */
  department?: HoursDepartment;
}

/** One calendar day: minutes since midnight; `to` runs past 1440 when the day closes after midnight. */
export type DayHours = { open: true; from: number; to: number } | { open: false; status: string; holiday?: string };

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const LOOKAHEAD_DAYS = 14;

function toMinutes(hhmm: string | null | undefined): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

function span(openAt: string | null | undefined, closeAt: string | null | undefined): DayHours | undefined {
  const from = toMinutes(openAt);
  const close = toMinutes(closeAt);
  if (from === undefined || close === undefined) return undefined;
  return { open: true, from, to: close <= from ? close + 1440 : close };
}

const isOpenStatus = (status: string) => status.trim().toLowerCase() === 'open';

/** Holiday entry for the department first, then one for 'all'. */
function holidayOn(schedule: Schedule, isoDate: string): HolidayHours | undefined {
  const department = schedule.department ?? 'sales';
  const onDate = (schedule.special ?? []).filter((entry) => entry.date === isoDate);
  return onDate.find((entry) => entry.department === department) ?? onDate.find((entry) => entry.department === 'all');
}

export function hoursForDate(schedule: Schedule, isoDate: string, weekday: number): DayHours {
  const holiday = holidayOn(schedule, isoDate);
  if (holiday) {
    const hours = isOpenStatus(holiday.status) ? span(holiday.start_hour, holiday.end_hour) : undefined;
    if (hours) return hours;
    if (!isOpenStatus(holiday.status)) {
      // A plain 'Closed' entry is still a holiday entry; a descriptive status ('Christmas') names itself.
      const plainClosed = holiday.status.trim().toLowerCase() === 'closed';
      const reason = holiday.name?.trim() || (plainClosed ? 'Public holiday' : holiday.status);
      return { open: false, status: holiday.status, holiday: reason };
    }
  }
  const entry = schedule.weekly.find((day) => day.weekday === weekday);
  if (!entry) return { open: false, status: 'Closed' };
  const hours = isOpenStatus(entry.status) ? span(entry.open, entry.close) : undefined;
  return hours ?? { open: false, status: entry.status };
}

/** 1080 → '6pm', 510 → '8:30am', 720 → '12pm'. */
export function formatClock(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const hour24 = Math.floor(inDay / 60);
  const minute = inDay % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour24 < 12 ? 'am' : 'pm'}`;
}

export interface OpenStatus {
  open: boolean;
  label: string;
}

export function openStatus(schedule: Schedule, now: Date, timeZone: string): OpenStatus {
  const clock = wallClock(now, timeZone);
  const yesterday = addDays(clock.isoDate, -1);
  const lateNight = hoursForDate(schedule, yesterday.isoDate, yesterday.weekday);
  // Hours that run past midnight keep yesterday's span open into today.
  if (lateNight.open && clock.minutes + 1440 < lateNight.to) {
    return { open: true, label: `Open now · closes at ${formatClock(lateNight.to)}` };
  }
  const today = hoursForDate(schedule, clock.isoDate, clock.weekday);
  if (today.open) {
    if (clock.minutes >= today.from && clock.minutes < today.to) {
      return { open: true, label: `Open now · closes at ${formatClock(today.to)}` };
    }
    if (clock.minutes < today.from) return { open: false, label: `Closed · opens today at ${formatClock(today.from)}` };
  } else if (today.holiday) {
    return { open: false, label: `Closed today (${today.holiday})` };
  }
  for (let ahead = 1; ahead <= LOOKAHEAD_DAYS; ahead += 1) {
    const day = addDays(clock.isoDate, ahead);
    const hours = hoursForDate(schedule, day.isoDate, day.weekday);
    if (!hours.open) continue;
    const when = ahead === 1 ? 'tomorrow' : ahead < 7 ? WEEKDAY_NAMES[day.weekday] : formatIsoDate(day.isoDate);
    return { open: false, label: `Closed · opens ${when} at ${formatClock(hours.from)}` };
  }
  return { open: false, label: 'Closed' };
}

export interface HoursRow {
  weekday: number;
  day: string;
  text: string;
  isToday: boolean;
}

/**
 * The weekly table, Monday first by default. Open shows the formatted hours (the feed's own text
 * when it has one); any other status shows the status itself.
 */
export function hoursTable(weekly: readonly WeeklyHours[], options: { firstWeekday?: number; todayWeekday?: number } = {}): HoursRow[] {
  const first = options.firstWeekday ?? 1;
  return Array.from({ length: 7 }, (_, offset) => {
    const weekday = (first + offset) % 7;
    const entry = weekly.find((day) => day.weekday === weekday);
    const text = entry ? rowText(entry) : 'Closed';
    return { weekday, day: WEEKDAY_NAMES[weekday] ?? '', text, isToday: weekday === options.todayWeekday };
  });
}

function rowText(entry: WeeklyHours): string {
  if (!isOpenStatus(entry.status)) return entry.status;
  if (entry.formated_hours?.trim()) return entry.formated_hours.trim();
  const hours = span(entry.open, entry.close);
  return hours?.open ? `${formatClock(hours.from)} – ${formatClock(hours.to)}` : entry.status;
}

export interface HolidayRow {
  date: string;
  /** '25 December 2026' */
  dateText: string;
  text: string;
  name?: string;
}

/** Upcoming holiday entries for a department (its own entry wins over 'all' on the same date). */
export function holidayHoursTable(schedule: Schedule, fromIsoDate: string): HolidayRow[] {
  const allDates = new Set((schedule.special ?? []).map((entry) => entry.date));
  const dates = [...allDates].filter((date) => date >= fromIsoDate).sort();
  return dates.flatMap((date) => {
    const entry = holidayOn(schedule, date);
    if (!entry) return [];
    const hours = isOpenStatus(entry.status) ? span(entry.start_hour, entry.end_hour) : undefined;
    const text = hours?.open ? `${formatClock(hours.from)} – ${formatClock(hours.to)}` : entry.status;
    const row: HolidayRow = { date, dateText: formatIsoDate(date), text };
    if (entry.name) row.name = entry.name;
    return [row];
  });
}
