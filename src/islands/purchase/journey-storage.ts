/**
 * Where the browser keeps a started purchase: the journey id and its resume token (and a deposit
 * reservation not yet paid), per dealer and car, so a reload or a later visit opens the same journey.
 * A signed-in shopper is also found by the API on another device; this is the signed-out path.
 */

export interface SavedJourney {
  journeyId: string;
  token: string;
  /** A deposit reservation created but not yet recorded as the deposit step: paid again, never re-created. */
  reservationId?: string;
}

const keyOf = (websiteId: number, carId: number) => `forecourt:purchase:${websiteId}:${carId}`;

export function readSavedJourney(websiteId: number, carId: number): SavedJourney | null {
  try {
    const raw = localStorage.getItem(keyOf(websiteId, carId));
    const parsed = raw ? (JSON.parse(raw) as Partial<SavedJourney>) : null;
    return parsed && typeof parsed.journeyId === 'string' && typeof parsed.token === 'string' ? (parsed as SavedJourney) : null;
  } catch {
    return null;
  }
}

export function writeSavedJourney(websiteId: number, carId: number, saved: SavedJourney | null): void {
  try {
    if (saved) localStorage.setItem(keyOf(websiteId, carId), JSON.stringify(saved));
    else localStorage.removeItem(keyOf(websiteId, carId));
  } catch {
    // Private mode or a full store: the journey still works in this tab, it just cannot be resumed.
  }
}
