import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Sign-in codes, accounts and sessions, each per website. Codes and session tokens arrive here
 * already hashed (auth/sessions.ts): a copy of the database signs nobody in.
 */

export interface SessionUser {
  id: number;
  phone: string;
}

export type CodeCheck = 'ok' | 'invalid';

/** What a guess is compared with when no code is pending: a SHA-256 hex no code hashes to in practice. */
const NO_CODE_HASH = '0'.repeat(64);

export function sessionsRepository(db: Kysely<Database>) {
  return {
    async codeRequestedAt(websiteId: number, phone: string): Promise<string | null> {
      const row = await db.selectFrom('sign_in_codes').select('requested_at').where('website_id', '=', websiteId).where('phone', '=', phone).executeTakeFirst();
      return row?.requested_at ?? null;
    },

    async saveCode(websiteId: number, phone: string, codeHash: string, expiresAt: string, now: Date): Promise<void> {
      const requestedAt = now.toISOString();
      await db
        .insertInto('sign_in_codes')
        .values({ website_id: websiteId, phone, code_hash: codeHash, attempts: 0, expires_at: expiresAt, requested_at: requestedAt })
        .onConflict((conflict) =>
          conflict.columns(['website_id', 'phone']).doUpdateSet({ code_hash: codeHash, attempts: 0, expires_at: expiresAt, requested_at: requestedAt }),
        )
        .execute();
    },

    /**
     * Counts the attempt whatever its result, and spends the code when it matches (single use). The
     * attempt is counted by one conditional update, so two instances checking at once count twice.
     * The guess that reaches `maxAttempts` burns the code (deleted: the owner asks for a new one), so
     * guesses gathered from many addresses never add up against one code. No code, an expired one, a
     * burnt one and a wrong guess are one answer, compared the same way: nobody learns whether a code
     * is pending for a number.
     */
    async checkCode(websiteId: number, phone: string, matches: (codeHash: string) => boolean, maxAttempts: number, now: Date): Promise<CodeCheck> {
      const counted = await db
        .updateTable('sign_in_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('website_id', '=', websiteId)
        .where('phone', '=', phone)
        .where('expires_at', '>', now.toISOString())
        .where('attempts', '<', maxAttempts)
        .returning(['code_hash', 'attempts'])
        .executeTakeFirst();
      const right = matches(counted?.code_hash ?? NO_CODE_HASH) && counted !== undefined;
      if (!right && (counted === undefined || counted.attempts < maxAttempts)) return 'invalid';
      await db.deleteFrom('sign_in_codes').where('website_id', '=', websiteId).where('phone', '=', phone).execute();
      return right ? 'ok' : 'invalid';
    },

    async upsertUser(websiteId: number, phone: string, now: Date): Promise<SessionUser> {
      await db
        .insertInto('users')
        .values({ website_id: websiteId, phone, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['website_id', 'phone']).doNothing())
        .execute();
      const row = await db.selectFrom('users').select('id').where('website_id', '=', websiteId).where('phone', '=', phone).executeTakeFirstOrThrow();
      return { id: row.id, phone };
    },

    async createSession(tokenHash: string, websiteId: number, userId: number, expiresAt: string, now: Date): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ token_hash: tokenHash, website_id: websiteId, user_id: userId, expires_at: expiresAt, created_at: now.toISOString() })
        .execute();
    },

    /** The user of a live session at this website; a session from another website finds nobody. */
    async userOfSession(websiteId: number, tokenHash: string, now: Date): Promise<SessionUser | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id as id', 'users.phone as phone'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.website_id', '=', websiteId)
        .where('users.website_id', '=', websiteId)
        .where('sessions.expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row ? { id: row.id, phone: row.phone } : null;
    },

    async deleteSession(websiteId: number, tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).where('website_id', '=', websiteId).execute();
    },
  };
}
