import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Stock-change alerts: the batches a dealer reported (each evaluated once), who is subscribed, the
 * alert_emails rows a batch queues (one per shopper and batch, UNIQUE), the one-click unsubscribe
 * and the key that signs its links. The outbox side of alert_emails is outbox-repository.ts.
 */

export function alertsRepository(db: Kysely<Database>) {
  return {
    async batchRecord(websiteId: number, batchId: string): Promise<number | null> {
      const row = await db
        .selectFrom('stock_change_batches')
        .select('alerts_queued')
        .where('website_id', '=', websiteId)
        .where('batch_id', '=', batchId)
        .executeTakeFirst();
      return row ? row.alerts_queued : null;
    },

    async recordBatch(websiteId: number, batchId: string, alertsQueued: number, now: Date): Promise<void> {
      await db
        .insertInto('stock_change_batches')
        .values({ website_id: websiteId, batch_id: batchId, received_at: now.toISOString(), alerts_queued: alertsQueued })
        .execute();
    },

    /** The watches and saved searches of this website's shoppers who still want alerts. */
    async subscribers(websiteId: number) {
      const active = db.selectFrom('alert_subscriptions').select('user_id').where('website_id', '=', websiteId).where('unsubscribed_at', 'is', null);
      const watches = await db
        .selectFrom('watchlist')
        .select(['user_id', 'car_id'])
        .where('website_id', '=', websiteId)
        .where('user_id', 'in', active)
        .execute();
      const searches = await db
        .selectFrom('saved_searches')
        .select(['user_id', 'public_id', 'name', 'path', 'query'])
        .where('website_id', '=', websiteId)
        .where('user_id', 'in', active)
        .orderBy('id')
        .execute();
      return { watches, searches };
    },

    /** Queues one shopper's alert of a batch, to their alert email unless they unsubscribed; 1 when queued. */
    async queueAlert(websiteId: number, batchId: string, userId: number, contentJson: string, now: Date): Promise<number> {
      const at = now.toISOString();
      const result = await db
        .insertInto('alert_emails')
        .columns(['website_id', 'batch_id', 'user_id', 'email', 'content_json', 'status', 'next_attempt_at', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('alert_subscriptions')
            .select((inner) => [
              inner.val(websiteId).as('website_id'),
              inner.val(batchId).as('batch_id'),
              'user_id',
              'email',
              inner.val(contentJson).as('content_json'),
              inner.val('pending').as('status'),
              inner.val(at).as('next_attempt_at'),
              inner.val(at).as('created_at'),
            ])
            .where('user_id', '=', userId)
            .where('unsubscribed_at', 'is', null),
        )
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /** Whether the shopper still wants alerts (an unsubscribe after queuing cancels the email). */
    async stillSubscribed(userId: number): Promise<boolean> {
      return (
        (await db.selectFrom('alert_subscriptions').select('user_id').where('user_id', '=', userId).where('unsubscribed_at', 'is', null).executeTakeFirst()) !==
        undefined
      );
    },

    /** No more alerts, and queued ones are not sent. Call in a transaction. */
    async unsubscribe(websiteId: number, userId: number, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const changed = await db
        .updateTable('alert_subscriptions')
        .set((eb) => ({ unsubscribed_at: eb.fn.coalesce('unsubscribed_at', eb.val(at)), updated_at: at }))
        .where('user_id', '=', userId)
        .where('website_id', '=', websiteId)
        .executeTakeFirst();
      await db
        .updateTable('alert_emails')
        .set({ status: 'cancelled', lease_until: null })
        .where('user_id', '=', userId)
        .where('website_id', '=', websiteId)
        .where('status', '=', 'pending')
        .execute();
      return Number(changed.numUpdatedRows) > 0;
    },

    /** The HMAC key of unsubscribe links: made once per database (SQLite's migration 007 made it there). */
    async signingKey(): Promise<string> {
      const read = () => db.selectFrom('alert_signing_keys').select('secret').where('id', '=', 1).executeTakeFirst();
      const found = await read();
      if (found) return found.secret;
      await db
        .insertInto('alert_signing_keys')
        .values({ id: 1, secret: randomBytes(32).toString('hex') })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return (await read())!.secret;
    },
  };
}
