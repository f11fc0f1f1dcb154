import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * What a signed-in shopper keeps at one website: watched cars, saved searches and the alert email —
 * and deleting all of it with the account.
 */

export interface SavedSearchRow {
  public_id: string;
  name: string;
  path: string;
  query: string;
  created_at: string;
}

const SEARCH_COLUMNS = ['public_id', 'name', 'path', 'query', 'created_at'] as const;

export function watchlistRepository(db: Kysely<Database>) {
  return {
    async isWatched(userId: number, carId: number): Promise<boolean> {
      return (await db.selectFrom('watchlist').select('car_id').where('user_id', '=', userId).where('car_id', '=', carId).executeTakeFirst()) !== undefined;
    },

    async watch(userId: number, websiteId: number, carId: number, now: Date): Promise<void> {
      await db
        .insertInto('watchlist')
        .values({ user_id: userId, website_id: websiteId, car_id: carId, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },

    async unwatch(userId: number, carId: number): Promise<void> {
      await db.deleteFrom('watchlist').where('user_id', '=', userId).where('car_id', '=', carId).execute();
    },

    watched(userId: number, websiteId: number): Promise<Array<{ car_id: number; created_at: string }>> {
      return db
        .selectFrom('watchlist')
        .select(['car_id', 'created_at'])
        .where('user_id', '=', userId)
        .where('website_id', '=', websiteId)
        .orderBy('created_at', 'desc')
        .orderBy('car_id')
        .execute();
    },

    savedSearch(userId: number, path: string, query: string): Promise<SavedSearchRow | undefined> {
      return db
        .selectFrom('saved_searches')
        .select(SEARCH_COLUMNS)
        .where('user_id', '=', userId)
        .where('path', '=', path)
        .where('query', '=', query)
        .executeTakeFirst();
    },

    async savedSearchCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    saveSearch(row: { publicId: string; userId: number; websiteId: number; name: string; path: string; query: string; now: Date }): Promise<SavedSearchRow> {
      return db
        .insertInto('saved_searches')
        .values({
          public_id: row.publicId,
          user_id: row.userId,
          website_id: row.websiteId,
          name: row.name,
          path: row.path,
          query: row.query,
          created_at: row.now.toISOString(),
        })
        .returning(SEARCH_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    savedSearches(userId: number, websiteId: number): Promise<SavedSearchRow[]> {
      return db
        .selectFrom('saved_searches')
        .select(SEARCH_COLUMNS)
        .where('user_id', '=', userId)
        .where('website_id', '=', websiteId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async removeSearch(userId: number, publicId: string): Promise<void> {
      await db.deleteFrom('saved_searches').where('public_id', '=', publicId).where('user_id', '=', userId).execute();
    },

    async alertEmail(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('alert_subscriptions')
        .select('email')
        .where('user_id', '=', userId)
        .where('unsubscribed_at', 'is', null)
        .executeTakeFirst();
      return row?.email ?? null;
    },

    async setAlertEmail(userId: number, websiteId: number, email: string | null, now: Date): Promise<void> {
      if (email === null) {
        await db.deleteFrom('alert_subscriptions').where('user_id', '=', userId).execute();
        return;
      }
      await db
        .insertInto('alert_subscriptions')
        .values({ user_id: userId, website_id: websiteId, email, unsubscribed_at: null, updated_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ email, unsubscribed_at: null, updated_at: now.toISOString() }))
        .execute();
    },

    /**
     * Deletes the account and everything it saved at this website — watched cars, saved searches, the
     * alert email and queued alerts, sessions, sign-in codes. The dealer's records stay, detached: a
     * reservation or purchase journey loses its user; spins and payments keep the number on purpose
     * (migration 008). The same rules are the foreign keys' ON DELETE on PostgreSQL.
     */
    async deleteAccount(user: { id: number; phone: string }, websiteId: number) {
      const count = async (table: 'watchlist' | 'saved_searches' | 'alert_subscriptions' | 'sessions') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', user.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const removed = {
        watched_cars: await count('watchlist'),
        saved_searches: await count('saved_searches'),
        alert_email: (await count('alert_subscriptions')) > 0,
        sessions: await count('sessions'),
      };
      for (const table of ['watchlist', 'saved_searches', 'alert_subscriptions', 'alert_emails', 'sessions'] as const) {
        await db.deleteFrom(table).where('user_id', '=', user.id).execute();
      }
      await db.updateTable('reservations').set({ user_id: null }).where('user_id', '=', user.id).execute();
      await db.updateTable('purchase_journeys').set({ user_id: null }).where('user_id', '=', user.id).execute();
      await db.deleteFrom('sign_in_codes').where('website_id', '=', websiteId).where('phone', '=', user.phone).execute();
      await db.deleteFrom('users').where('id', '=', user.id).where('website_id', '=', websiteId).execute();
      return removed;
    },
  };
}
