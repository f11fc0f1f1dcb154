/**
 * "7 days ago" for a review, worked out from its date and today: the feed's own words
 * (`created_at_time_ago_in_words`) were true when the feed was written, and a static page keeps them
 * for weeks. Both dates are calendar days (YYYY-MM-DD); a date after today reads "today".
 */

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

export function timeAgo(isoDate: string, todayIso: string): string | undefined {
  const from = dayNumber(isoDate);
  const today = dayNumber(todayIso);
  if (from === undefined || today === undefined) return undefined;
  const days = Math.round(today - from);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 31) return plural(days, 'day');
  if (days < 365) return plural(Math.max(1, Math.floor(days / 30)), 'month');
  return plural(Math.floor(days / 365), 'year');
}

/** Today's calendar day on this clock, where the shopper is (their device's own time zone). */
export function localTodayIso(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
