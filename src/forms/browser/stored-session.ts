import type { SignedInUser } from '#contract/account-calls.ts';

/**
 * What this browser remembers of the signed-in shopper: who they are and until when — never the
 * session token. The token is an HttpOnly cookie on the API's origin (one per dealer website), sent
 * by the platform client with `credentials: 'include'` and unreadable by any page script, so a
 * script on one page cannot carry the shopper's session anywhere. This record only lets a page show
 * "signed in" before it has asked the API, and lets a gated page decide where to send a visitor;
 * the API is the judge, and a 401 clears the record. Each dealer site is its own origin, so one key
 * per browser storage is one record per dealer. It also keeps the ids of the shopper's saved cars
 * (the session's watchlist, as the API last confirmed it), so a Save button shows "Saved" from the
 * first paint (WatchlistFirstPaint.astro) without asking the API on every page.
 */

export const SESSION_STORAGE_KEY = 'forecourt:session';

export interface StoredSession {
  user: SignedInUser;
  expiresAt: string;
  /** Saved car ids; absent until this browser has the list (then the watchlist is asked for once). */
  watchlist?: number[];
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));

export function readStoredSession(now = Date.now()): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<StoredSession> & { token?: unknown };
    if (session.token !== undefined) {
      // A record from before sessions moved into the cookie holds a bearer token: drop it.
      globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
      return null;
    }
    if (!session.user?.phone || !session.expiresAt || Date.parse(session.expiresAt) <= now) return null;
    return { user: session.user, expiresAt: session.expiresAt, ...(isIdList(session.watchlist) ? { watchlist: session.watchlist } : {}) };
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession | null): void {
  try {
    if (session) {
      const record = { user: session.user, expiresAt: session.expiresAt, ...(session.watchlist ? { watchlist: session.watchlist } : {}) };
      globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
    } else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not store the session in this browser', error);
  }
}

/** Keeps the session's saved-car ids in step with what the API confirmed. */
export function rememberWatchlist(ids: readonly number[]): void {
  const session = readStoredSession();
  if (session) writeStoredSession({ ...session, watchlist: [...ids] });
}
