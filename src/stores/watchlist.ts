import { atom } from 'nanostores';
import { isPlatformApiError, UNEXPECTED_ERROR_MESSAGE } from '../../integrations/platform-api/client/index.ts';
import { LEAD_EVENT } from '../domain/lead-events.ts';
import { pushAnalyticsEvent } from '../forms/browser/analytics.ts';
import { platformClientFor, type SiteApi } from '../forms/browser/platform.ts';
import { readStoredSession, rememberWatchlist, writeStoredSession } from '../forms/browser/stored-session.ts';
import { removedToast, savedToast, watchlistIntent, withCar } from '../forms/watchlist-rules.ts';
import { $session } from './session.ts';
import { addToast } from './toasts.ts';

/**
 * The signed-in visitor's watchlist (spec 01 §4, §7): ids of saved cars, updated optimistically
 * before the server replies and rolled back, with an alert, when it refuses. The session record keeps
 * the confirmed ids (stored-session.ts), so a page starts from them and asks the API nothing until the
 * shopper saves or removes; the list pages (my garage, the account hub) ask the API and refresh them.
 */

export interface WatchlistState {
  ids: number[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Cars with a save or remove on the wire. */
  pending: number[];
}

export const $watchlist = atom<WatchlistState>({ ids: [], status: 'idle', pending: [] });

type ApiSite = SiteApi & { apiBaseUrl: string };
export interface WatchlistCar {
  id: number;
  name: string;
  available: boolean;
}

/** A save the visitor asked for before signing in, finished when they come back (same tab). */
export const PENDING_SAVE_KEY = 'forecourt:pending-watchlist-save';

/**
 * The watchlist as this browser last had it confirmed, set synchronously (a button's first render shows
 * it, matching the first paint); false when the session has no list yet (or there is no session).
 */
export function primeWatchlist(): boolean {
  const session = readStoredSession();
  if ($watchlist.get().status !== 'idle') return $watchlist.get().status === 'ready';
  if (!session) {
    $watchlist.set({ ids: [], status: 'ready', pending: [] });
    return true;
  }
  if (!session.watchlist) return false;
  $watchlist.set({ ids: session.watchlist, status: 'ready', pending: [] });
  return true;
}

/** The watchlist for a page with Save buttons: the session's, and the API's only when this browser has none. */
export async function watchlistForPage(site: ApiSite): Promise<void> {
  if (!primeWatchlist()) await loadWatchlist(site);
}

/** Asks the API for the list (a page listing the saved cars), keeping any save or remove still on the wire. */
export async function loadWatchlist(site: ApiSite): Promise<void> {
  if (!readStoredSession()) {
    $watchlist.set({ ids: [], status: 'ready', pending: [] });
    return;
  }
  $watchlist.set({ ...$watchlist.get(), status: 'loading' });
  try {
    const { cars } = await platformClientFor(site).listWatchlist();
    const server = cars.map((car) => car.car_id);
    rememberWatchlist(server);
    // A tap made while the list was on its way wins: the reply does not undo it.
    const now = $watchlist.get();
    const ids = now.pending.reduce((list, id) => withCar(list, id, now.ids.includes(id)), server);
    $watchlist.set({ ids, status: 'ready', pending: now.pending });
  } catch (error) {
    if (isPlatformApiError(error) && error.status === 401) forgetSession();
    console.warn('Watchlist could not be loaded', error);
    $watchlist.set({ ...$watchlist.get(), status: 'error' });
  }
}

function forgetSession(): void {
  writeStoredSession(null);
  $session.set({ status: 'signed-out' });
}

function setPending(carId: number, busy: boolean): void {
  const state = $watchlist.get();
  $watchlist.set({ ...state, pending: busy ? [...state.pending, carId] : state.pending.filter((id) => id !== carId) });
}

export async function toggleWatchlist(site: ApiSite, car: WatchlistCar): Promise<void> {
  const state = $watchlist.get();
  if (state.pending.includes(car.id)) return;
  const saved = state.ids.includes(car.id);
  const intent = watchlistIntent({
    saved,
    available: car.available,
    phone: readStoredSession()?.user.phone,
    currentPath: `${location.pathname}${location.search}`,
  });
  if (intent.kind === 'sign-in') {
    sessionStorage.setItem(PENDING_SAVE_KEY, String(car.id));
    location.assign(intent.href);
    return;
  }
  if (intent.kind === 'blocked') {
    addToast({ title: 'Cannot save this car', description: intent.reason, tone: 'error' });
    return;
  }

  const before = state.ids;
  $watchlist.set({ ...state, ids: withCar(before, car.id, intent.kind === 'save') });
  setPending(car.id, true);
  const client = platformClientFor(site);
  try {
    const body = { phone_number: intent.phone, car_id: car.id };
    const reply = intent.kind === 'save' ? await client.saveToWatchlist(body) : await client.removeFromWatchlist(body);
    if (!reply.success) throw new Error(UNEXPECTED_ERROR_MESSAGE);
    rememberWatchlist(withCar(readStoredSession()?.watchlist ?? $watchlist.get().ids, car.id, intent.kind === 'save'));
    addToast(intent.kind === 'save' ? savedToast(car.name) : removedToast(car.name));
    if (intent.kind === 'save') pushAnalyticsEvent({ event: 'watchlist_save', event_id: LEAD_EVENT.watchlistSave, car_id: car.id });
  } catch (error) {
    $watchlist.set({ ...$watchlist.get(), ids: withCar($watchlist.get().ids, car.id, saved) });
    if (isPlatformApiError(error) && error.status === 401) forgetSession();
    const message = error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
    addToast({ title: saved ? 'Car not removed' : 'Car not saved', description: message, tone: 'error' });
  } finally {
    setPending(car.id, false);
  }
}

/** The car a visitor asked to save before signing in, while that save is still to be done. */
export function pendingSaveId(): number | undefined {
  const id = Number(sessionStorage.getItem(PENDING_SAVE_KEY));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** After signing in from a save button, the save the visitor asked for happens on their return. */
export async function completePendingSave(site: ApiSite, car: WatchlistCar): Promise<void> {
  if (sessionStorage.getItem(PENDING_SAVE_KEY) !== String(car.id) || !readStoredSession()) return;
  sessionStorage.removeItem(PENDING_SAVE_KEY);
  if (!$watchlist.get().ids.includes(car.id)) await toggleWatchlist(site, car);
}
