/** '23 November 2026 at 10:00 am' in the dealer's time zone. */
export function formatUntil(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
}
