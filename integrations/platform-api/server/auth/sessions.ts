import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/**
 * Phone sign-in for the demo: one-time codes and sessions. Codes and tokens are stored only as
 * SHA-256 hashes. A code lives 10 minutes and allows 5 tries; a session lasts 30 days.
 */

export const CODE_TTL_SECONDS = 600;
export const MAX_CODE_ATTEMPTS = 5;
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** Outside demo mode, a phone may be sent a new code at most this often. */
export const CODE_RESEND_SECONDS = 30;

export interface SessionUser {
  id: number;
  phone: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function randomCode(): string {
  return String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0');
}

/** True when the phone was sent a code less than CODE_RESEND_SECONDS ago. */
export function sentRecently(db: DatabaseSync, phone: string, now: Date): boolean {
  const row = db.prepare('SELECT requested_at FROM sign_in_codes WHERE phone = ?').get(phone);
  const since = new Date(now.getTime() - CODE_RESEND_SECONDS * 1000).toISOString();
  return typeof row?.requested_at === 'string' && row.requested_at > since;
}

export function saveCode(db: DatabaseSync, phone: string, code: string, now: Date): void {
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString();
  db.prepare(
    `INSERT INTO sign_in_codes (phone, code_hash, attempts, expires_at, requested_at) VALUES (?, ?, 0, ?, ?)
     ON CONFLICT (phone) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at,
       requested_at = excluded.requested_at`,
  ).run(phone, sha256(code), expiresAt, now.toISOString());
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too_many_attempts';

/** Counts the attempt whatever its result, and spends the code when it matches. */
export function checkCode(db: DatabaseSync, phone: string, code: string, now: Date): CodeCheck {
  const row = db.prepare('SELECT code_hash, attempts, expires_at FROM sign_in_codes WHERE phone = ?').get(phone);
  if (!row || String(row.expires_at) <= now.toISOString()) return 'expired';
  if (Number(row.attempts) >= MAX_CODE_ATTEMPTS) return 'too_many_attempts';
  db.prepare('UPDATE sign_in_codes SET attempts = attempts + 1 WHERE phone = ?').run(phone);
  const matches = timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(String(row.code_hash)));
  if (!matches) return 'wrong';
  db.prepare('DELETE FROM sign_in_codes WHERE phone = ?').run(phone);
  return 'ok';
}

export function upsertUser(db: DatabaseSync, phone: string, now: Date): SessionUser {
  db.prepare('INSERT INTO users (phone, created_at) VALUES (?, ?) ON CONFLICT (phone) DO NOTHING').run(phone, now.toISOString());
  const row = db.prepare('SELECT id FROM users WHERE phone = ?').get(phone);
  return { id: Number(row?.id), phone };
}

export function createSession(db: DatabaseSync, userId: number, now: Date): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString();
  db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    sha256(token),
    userId,
    expiresAt,
    now.toISOString(),
  );
  return { token, expiresAt };
}

export function findSessionUser(db: DatabaseSync, token: string, now: Date): SessionUser | null {
  const row = db
    .prepare(
      `SELECT users.id AS id, users.phone AS phone FROM sessions JOIN users ON users.id = sessions.user_id
       WHERE sessions.token_hash = ? AND sessions.expires_at > ?`,
    )
    .get(sha256(token), now.toISOString());
  return row ? { id: Number(row.id), phone: String(row.phone) } : null;
}

export function deleteSession(db: DatabaseSync, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sha256(token));
}
