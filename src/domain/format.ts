/** Display formatting shared by every page, the emails and the PDF: AUD, counts, kilometres, dates with full month names, truncation. */

const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const plainNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** '$24,990', or '$24,990.50' with `{ cents: true }`. */
export function formatAud(amount: number, options: { cents?: boolean } = {}): string {
  return (options.cents ? withCents : wholeDollars).format(amount);
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * '1,234' — a count or whole number with thousands separators (rounded); with `digits`, up to
 * `max` decimals (and at least `min`): formatNumber(6.5532, { min: 2, max: 2 }) → '6.55'.
 */
export function formatNumber(value: number, digits?: { min?: number; max: number }): string {
  if (!digits) return plainNumber.format(value);
  const key = `${digits.min ?? 0}-${digits.max}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-AU', { minimumFractionDigits: digits.min ?? 0, maximumFractionDigits: digits.max });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** '45,120 km' */
export function formatKm(km: number): string {
  return `${plainNumber.format(km)} km`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per shape and zone: building an Intl formatter is far dearer than using one. */
type DateShape = 'date' | 'date-time' | 'weekday-date-time' | 'weekday-day' | 'month';

const DATE_SHAPES: Record<DateShape, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  'date-time': { dateStyle: 'long', timeStyle: 'short' },
  'weekday-date-time': { dateStyle: 'full', timeStyle: 'short' },
  'weekday-day': { weekday: 'long', day: 'numeric', month: 'long' },
  month: { month: 'long', year: 'numeric' },
};

function zonedFormatter(shape: DateShape, timeZone: string): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { ...DATE_SHAPES[shape], timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** '21 November 2026', the calendar day as seen in `timeZone`. */
export function formatDate(date: Date, timeZone: string): string {
  return zonedFormatter('date', timeZone).format(date);
}

/**
 * '21 November 2026 at 2:30 pm' (with `{ weekday: true }`: 'Saturday 21 November 2026 at 2:30 pm'),
 * the wall-clock time in `timeZone` (the dealer's, for a hold, a payment or an appointment).
 */
export function formatDateTime(date: Date | string, timeZone: string, options: { weekday?: boolean } = {}): string {
  return zonedFormatter(options.weekday ? 'weekday-date-time' : 'date-time', timeZone).format(typeof date === 'string' ? new Date(date) : date);
}

/** A date-only value ('2026-11-21') is a calendar day, not an instant: midnight UTC, formatted in UTC. */
function calendarDay(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** '2026-11-21' → '21 November 2026', with no time-zone shift. Returns the input unchanged when it is not a date. */
export function formatIsoDate(isoDate: string): string {
  const day = calendarDay(isoDate);
  return day ? formatDate(day, 'UTC') : isoDate;
}

/** '2025-12' → 'December 2025' (a build month). Returns the input unchanged when it is not a year and month. */
export function formatIsoMonth(isoMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth);
  return match ? zonedFormatter('month', 'UTC').format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : isoMonth;
}

/** '2026-11-21' → 'Saturday 21 November', with no time-zone shift. Returns the input unchanged when it is not a date. */
export function formatIsoWeekday(isoDate: string): string {
  const day = calendarDay(isoDate);
  return day ? zonedFormatter('weekday-day', 'UTC').format(day) : isoDate;
}

export const ELLIPSIS = '…';

/**
 * Shortens `text` to at most `maxLength` characters plus an ellipsis, cutting at the last word
 * boundary so no word is split (a single word longer than the limit is cut hard).
 */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const head = text.slice(0, maxLength);
  // A cut that lands exactly before a space already ends on a whole word.
  const endsOnWord = /\s/.test(text.charAt(maxLength));
  const lastSpace = head.search(/\s\S*$/);
  const cut = endsOnWord || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}
