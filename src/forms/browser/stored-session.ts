import type { SignedInUser } from '../../../integrations/platform-api/contract/account-calls.ts';

/**
 * The signed-in user as this browser remembers it. Each dealer site is its own origin, so one key
 * per browser storage is one key per dealer. The token also travels as a bearer header, because a
 * dealer's API is usually on another site, where its session cookie would be a third-party cookie.
 */

export const SESSION_STORAGE_KEY = 'forecourt:session';

export interface StoredSession {
  token: string;
  user: SignedInUser;
  expiresAt: string;
}

export function readStoredSession(now = Date.now()): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as StoredSession;
    if (!session.token || !session.user?.phone || Date.parse(session.expiresAt) <= now) return null;
    return session;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession | null): void {
  try {
    if (session) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not store the session in this browser', error);
  }
}
