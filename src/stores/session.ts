import { atom } from 'nanostores';
import type { SignedInUser } from '#contract/account-calls.ts';
import { platformClientFor, type SiteApi } from '../forms/browser/platform.ts';
import { readStoredSession, writeStoredSession } from '../forms/browser/stored-session.ts';

/**
 * The visitor's session (spec 02 §3 "Signed-in user": id and phone). Sign-in by phone: request a
 * code, verify it; the API sets its HttpOnly session cookie. `unknown` until the browser has read its storage.
 */

export type SessionState = { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; user: SignedInUser };

export const $session = atom<SessionState>({ status: 'unknown' });

type ApiSite = SiteApi & { apiBaseUrl: string };

/** Reads the stored session; call when an island mounts. */
export function loadSession(): SessionState {
  const stored = readStoredSession();
  const state: SessionState = stored ? { status: 'signed-in', user: stored.user } : { status: 'signed-out' };
  $session.set(state);
  return state;
}

/** Asks the API whether the stored session still holds; a revoked or expired one signs the visitor out. */
export async function confirmSession(site: ApiSite): Promise<SessionState> {
  const local = loadSession();
  if (local.status !== 'signed-in') return local;
  try {
    const user = await platformClientFor(site).getSession();
    if (user) return local;
    writeStoredSession(null);
    const signedOut: SessionState = { status: 'signed-out' };
    $session.set(signedOut);
    return signedOut;
  } catch (error) {
    // Offline or the API is down: trust the stored session until the API can say otherwise.
    console.warn('Could not confirm the session', error);
    return local;
  }
}

export async function requestSignInCode(site: ApiSite, phone: string) {
  return platformClientFor(site).requestSignInCode(phone);
}

export async function verifySignInCode(site: ApiSite, phone: string, code: string): Promise<SignedInUser> {
  const client = platformClientFor(site);
  const reply = await client.verifySignInCode(phone, code);
  // The session itself is the API's HttpOnly cookie; this browser keeps only who signed in, until when,
  // and the session's saved cars, so every Save button shows them from the first paint.
  writeStoredSession({ user: reply.user, expiresAt: reply.expires_at });
  try {
    const { cars } = await client.listWatchlist();
    writeStoredSession({ user: reply.user, expiresAt: reply.expires_at, watchlist: cars.map((car) => car.car_id) });
  } catch (error) {
    // Signed in all the same: a page with a Save button asks for the list itself.
    console.warn('Watchlist not loaded at sign-in', error);
  }
  $session.set({ status: 'signed-in', user: reply.user });
  return reply.user;
}

export async function signOut(site: ApiSite): Promise<void> {
  try {
    await platformClientFor(site).signOut();
  } catch (error) {
    console.warn('Sign-out could not reach the server; signing out of this browser anyway', error);
  }
  writeStoredSession(null);
  $session.set({ status: 'signed-out' });
}
