/** Display formatting shared by every page: AUD, kilometres, dates with full month names, truncation. */

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

/** '45,120 km' */
export function formatKm(km: number): string {
  return `${plainNumber.format(km)} km`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** '21 November 2026', the calendar day as seen in `timeZone`. */
export function formatDate(date: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}

/**
 * '2026-11-21' → '21 November 2026'. A date-only value is a calendar day, not an instant,
 * so it is formatted without any time-zone shift. Returns the input unchanged when it is not a date.
 */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatDate(date, 'UTC');
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
