/**
 * Pushes events to the tag manager's data layer. Analytics must never break a form: failures are
 * caught and logged as warnings (spec 02 §8).
 */
export function pushAnalyticsEvent(event: Record<string, unknown>): void {
  try {
    const holder = window as unknown as { dataLayer?: unknown[] };
    holder.dataLayer ??= [];
    holder.dataLayer.push(event);
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}
