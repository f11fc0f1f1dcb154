import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/**
 * Phone sign-in: one-time codes and sessions, each belonging to one website (a shopper signed in at
 * dealer A is a stranger at dealer B). Codes and tokens are stored only as SHA-256 hashes. A code
 * lives 10 minutes, allows 5 tries and is spent by the first right one; a session lasts 30 days.
 */

export const CODE_TTL_SECONDS = 600;
export const MAX_CODE_ATTEMPTS = 5;
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** Outside demo mode, a phone may be sent a new code at most this often (a new code resets the tries). */
export const CODE_RESEND_SECONDS = 30;

export interface SessionUser {
  id: number;
  phone: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Six uniformly random digits from the OS's CSPRNG. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Seconds until this phone may be sent another code at this website; 0 when it may now. */
export function resendWaitSeconds(db: DatabaseSync, websiteId: number, phone: string, now: Date): number {
  const row = db.prepare('SELECT requested_at FROM sign_in_codes WHERE website_id = ? AND phone = ?').get(websiteId, phone);
  if (typeof row?.requested_at !== 'string') return 0;
  const wait = Date.parse(row.requested_at) + CODE_RESEND_SECONDS * 1000 - now.getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

export function saveCode(db: DatabaseSync, websiteId: number, phone: string, code: string, now: Date): void {
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString();
  db.prepare(
    `INSERT INTO sign_in_codes (website_id, phone, code_hash, attempts, expires_at, requested_at) VALUES (?, ?, ?, 0, ?, ?)
     ON CONFLICT (website_id, phone) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at,
       requested_at = excluded.requested_at`,
  ).run(websiteId, phone, sha256(code), expiresAt, now.toISOString());
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too_many_attempts';

/** Counts the attempt whatever its result, and spends the code when it matches (single use). */
export function checkCode(db: DatabaseSync, websiteId: number, phone: string, code: string, now: Date): CodeCheck {
  const row = db.prepare('SELECT code_hash, attempts, expires_at FROM sign_in_codes WHERE website_id = ? AND phone = ?').get(websiteId, phone);
  if (!row || String(row.expires_at) <= now.toISOString()) return 'expired';
  if (Number(row.attempts) >= MAX_CODE_ATTEMPTS) return 'too_many_attempts';
  db.prepare('UPDATE sign_in_codes SET attempts = attempts + 1 WHERE website_id = ? AND phone = ?').run(websiteId, phone);
  const matches = timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(String(row.code_hash)));
  if (!matches) return 'wrong';
  db.prepare('DELETE FROM sign_in_codes WHERE website_id = ? AND phone = ?').run(websiteId, phone);
  return 'ok';
}

export function upsertUser(db: DatabaseSync, websiteId: number, phone: string, now: Date): SessionUser {
  db.prepare('INSERT INTO users (website_id, phone, created_at) VALUES (?, ?, ?) ON CONFLICT (website_id, phone) DO NOTHING').run(
    websiteId,
    phone,
    now.toISOString(),
  );
  const row = db.prepare('SELECT id FROM users WHERE website_id = ? AND phone = ?').get(websiteId, phone);
  return { id: Number(row?.id), phone };
}

export function createSession(db: DatabaseSync, websiteId: number, userId: number, now: Date): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString();
  db.prepare('INSERT INTO sessions (token_hash, website_id, user_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(token),
    websiteId,
    userId,
    expiresAt,
    now.toISOString(),
  );
  return { token, expiresAt };
}

/** The user of a live session at this website; a session from another website finds nobody. */
export function findSessionUser(db: DatabaseSync, websiteId: number, token: string, now: Date): SessionUser | null {
  const row = db
    .prepare(
      `SELECT users.id AS id, users.phone AS phone FROM sessions JOIN users ON users.id = sessions.user_id
       WHERE sessions.token_hash = ? AND sessions.website_id = ? AND users.website_id = ? AND sessions.expires_at > ?`,
    )
    .get(sha256(token), websiteId, websiteId, now.toISOString());
  return row ? { id: Number(row.id), phone: String(row.phone) } : null;
}

export function deleteSession(db: DatabaseSync, websiteId: number, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ? AND website_id = ?').run(sha256(token), websiteId);
}
