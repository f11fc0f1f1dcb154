import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Repositories } from '../storage/store.ts';
import type { CodeCheck, SessionUser } from '../storage/repositories/sessions-repository.ts';

/**
 * Phone sign-in: one-time codes and sessions, each belonging to one website (a shopper signed in at
 * dealer A is a stranger at dealer B). Codes and tokens are stored only as SHA-256 hashes. A code
 * lives 10 minutes and is spent by the first right try; tries are limited per (phone, address) in
 * handlers/account.ts, and a code that draws CODE_TRIES_CEILING tries from everywhere is burnt. A
 * session lasts 30 days.
 */

export type { SessionUser };

export const CODE_TTL_SECONDS = 600;
/**
 * Tries one code takes from every address together before it is burnt. High, so a stranger needs
 * several addresses (5 tries each) to burn it, yet it caps the guesses spread over a botnet at
 * 20 per code (docs/security.md).
 */
export const CODE_TRIES_CEILING = 20;
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** Outside demo mode, a phone may be sent a new code at most this often (a new code resets the tries). */
export const CODE_RESEND_SECONDS = 30;

type Sessions = Pick<Repositories, 'sessions'>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Six uniformly random digits from the OS's CSPRNG. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Seconds until this phone may be sent another code at this website; 0 when it may now. */
export async function resendWaitSeconds(store: Sessions, websiteId: number, phone: string, now: Date): Promise<number> {
  const requestedAt = await store.sessions.codeRequestedAt(websiteId, phone);
  if (requestedAt === null) return 0;
  const wait = Date.parse(requestedAt) + CODE_RESEND_SECONDS * 1000 - now.getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

export async function saveCode(store: Sessions, websiteId: number, phone: string, code: string, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString();
  await store.sessions.saveCode(websiteId, phone, sha256(code), expiresAt, now);
}

/** Counts the try whatever its result, spends the code when it matches (single use), burns it at the ceiling. */
export function checkCode(store: Sessions, websiteId: number, phone: string, code: string, now: Date): Promise<CodeCheck> {
  const typed = Buffer.from(sha256(code));
  return store.sessions.checkCode(websiteId, phone, (stored) => timingSafeEqual(typed, Buffer.from(stored)), CODE_TRIES_CEILING, now);
}

export function upsertUser(store: Sessions, websiteId: number, phone: string, now: Date): Promise<SessionUser> {
  return store.sessions.upsertUser(websiteId, phone, now);
}

export async function createSession(store: Sessions, websiteId: number, userId: number, now: Date): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString();
  await store.sessions.createSession(sha256(token), websiteId, userId, expiresAt, now);
  return { token, expiresAt };
}

/** The user of a live session at this website; a session from another website finds nobody. */
export function findSessionUser(store: Sessions, websiteId: number, token: string, now: Date): Promise<SessionUser | null> {
  return store.sessions.userOfSession(websiteId, sha256(token), now);
}

export function deleteSession(store: Sessions, websiteId: number, token: string): Promise<void> {
  return store.sessions.deleteSession(websiteId, sha256(token));
}
