import { sessionCookieName } from '../http/request-facts.ts';

/**
 * The session cookie: HttpOnly (no page script reads it), Secure (never sent over plain http — the
 * browsers treat http://localhost and 127.0.0.1 as secure, so local previews still work),
 * SameSite=Lax (not sent on another site's requests), on the API's own origin, one per website.
 */

const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax';

export function sessionCookie(websiteId: number, token: string, maxAgeSeconds: number): string {
  return `${sessionCookieName(websiteId)}=${token}; ${ATTRIBUTES}; Max-Age=${maxAgeSeconds}`;
}

export function clearSessionCookie(websiteId: number): string {
  return `${sessionCookieName(websiteId)}=; ${ATTRIBUTES}; Max-Age=0`;
}
