/**
 * Pushes events to the tag manager's data layer: the one helper for forms, the checkout, the
 * watchlist and the vehicle page. Analytics must never break a page: failures are caught and logged
 * as warnings (spec 01 §8, spec 02 §8).
 */

/** The data-layer event name of the numbered events (spec 01 §7: 25 call click, 26 finance calculator use). */
export const NUMBERED_EVENT = 'forecourt_event';

export function pushAnalyticsEvent(event: Record<string, unknown>): void {
  try {
    const holder = window as unknown as { dataLayer?: unknown[] };
    holder.dataLayer ??= [];
    holder.dataLayer.push(event);
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}
