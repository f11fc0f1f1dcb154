import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Repositories } from '../storage/store.ts';

/**
 * The one-click unsubscribe link needs no sign-in: it carries the website and account, signed with
 * an HMAC key made once per database (alerts-repository.ts), so nobody can unsubscribe someone else and a
 * link keeps working across restarts.
 */

const TOKEN = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/;

export function signingKey(store: Pick<Repositories, 'alerts'>): Promise<string> {
  return store.alerts.signingKey();
}

function mac(secret: string, websiteId: number, userId: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${websiteId}:${userId}`).digest('base64url').slice(0, 32);
}

export function unsubscribeToken(secret: string, websiteId: number, userId: number): string {
  return `${websiteId}.${userId}.${mac(secret, websiteId, userId)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { websiteId: number; userId: number } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const websiteId = Number(match[1]);
  const userId = Number(match[2]);
  const expected = Buffer.from(mac(secret, websiteId, userId));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { websiteId, userId } : null;
}
