/**
 * Analytics events from the vehicle page, pushed to the tag manager's data layer (spec 01 §7 event ids:
 * 25 call click, 26 finance calculator use). A broken analytics setup must never break the page,
 * so failures are only logged as warnings (spec 01 §8).
 */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushEvent(eventId: number, detail: Record<string, unknown> = {}): void {
  try {
    const w = window as DataLayerWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ event: 'forecourt_event', event_id: eventId, ...detail });
  } catch (error) {
    console.warn('Analytics event not sent', error);
  }
}
