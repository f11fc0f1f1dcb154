import { afterEach, describe, expect, it } from 'vitest';
import { AVAILABLE_ENGINES, temporaryDatabase } from '../../../test-fixtures/test-database.ts';
import { openStorage } from '../open-storage.ts';
import { createStore, type Store } from '../store.ts';
import type { Storage } from '../storage.ts';
import type { OutboxTable } from './outbox-repository.ts';

/** The lease-and-retry rules on both real outbox tables, on each engine, as the migrations made them. */

const NOW = new Date('2026-11-21T10:00:00.000Z');
const LATER = (ms: number) => new Date(NOW.getTime() + ms);

const cleanUps: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

/** Three pending rows of `table`: due now, due now, due in an hour (ids 1, 2, 3). */
async function seeded(engine: Storage['engine'], table: OutboxTable): Promise<{ storage: Storage; store: Store }> {
  const database = await temporaryDatabase(engine);
  cleanUps.push(database.cleanUp);
  const storage = await openStorage(database.target);
  cleanUps.push(() => storage.close());
  const due = [NOW, NOW, LATER(3_600_000)].map((at) => at.toISOString());
  const at = NOW.toISOString();
  await storage.db
    .insertInto('users')
    .values([1, 2, 3].map((id) => ({ id, website_id: 101, phone: `041200000${id}`, created_at: at })))
    .execute();
  if (table === 'alert_emails') {
    await storage.db
      .insertInto('alert_emails')
      .values(
        due.map((next, index) => ({
          id: index + 1,
          website_id: 101,
          batch_id: 'b1',
          user_id: index + 1,
          email: 'a@example.com',
          content_json: '{}',
          next_attempt_at: next,
          created_at: at,
        })),
      )
      .execute();
  } else {
    await storage.db
      .insertInto('leads')
      .values({
        id: 1,
        public_id: 'lead-1',
        website_id: 101,
        form_type: 'general-enquiry',
        category: 'General Enquiry',
        name: 'Alex',
        payload_json: '{}',
        suspected_spam: false,
        client_ip: '127.0.0.1',
        idempotency_key: 'key-1',
        subcategory: null,
        last_name: null,
        email: null,
        phone: null,
        postcode: null,
        car_id: null,
        dealership_slug: null,
        location_id: null,
        appointment_at: null,
        spam_reason: null,
        created_at: at,
      })
      .execute();
    await storage.db
      .insertInto('lead_deliveries')
      .values(
        due.map((next, index) => ({
          id: index + 1,
          lead_id: 1,
          website_id: 101,
          channel: 'email',
          target: `dealer${index}@example.com`,
          lead_type: 'general',
          next_attempt_at: next,
          created_at: at,
        })),
      )
      .execute();
  }
  return { storage, store: createStore(storage) };
}

const claim = (store: Pick<Store, 'outbox'>, table: OutboxTable, now: Date, limit: number) =>
  (table === 'alert_emails' ? store.outbox.claimAlerts(now, 60_000, limit) : store.outbox.claimDeliveries(now, 60_000, limit)).then((rows) =>
    rows.map((row) => ({ id: row.id, attempts: row.attempts })).sort((a, b) => a.id - b.id),
  );

const statusOf = (storage: Storage, table: OutboxTable, id: number) =>
  storage.db.selectFrom(table).select(['status', 'attempts', 'next_attempt_at', 'lease_until', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();

describe.each(AVAILABLE_ENGINES.flatMap((engine) => (['lead_deliveries', 'alert_emails'] as const).map((table) => [engine, table] as const)))(
  'outbox lease on %s, %s',
  (engine, table) => {
    it('claims only due rows not under a lease, oldest first, up to the limit, and counts the attempt', async () => {
      const { store } = await seeded(engine, table);
      expect(await claim(store, table, NOW, 1)).toEqual([{ id: 1, attempts: 1 }]);
      // Row 1 is leased for a minute: another worker gets row 2 only (row 3 is not due yet).
      expect(await claim(store, table, NOW, 10)).toEqual([{ id: 2, attempts: 1 }]);
      expect(await claim(store, table, LATER(30_000), 10)).toEqual([]);
      // A worker that crashed holds nothing once its lease has run out.
      expect(await claim(store, table, LATER(60_000), 10)).toEqual([
        { id: 1, attempts: 2 },
        { id: 2, attempts: 2 },
      ]);
    });

    it('two claims at once take different rows', async () => {
      const { store } = await seeded(engine, table);
      // Each claim inside its own open transaction: on PostgreSQL the first holds its rows' locks and
      // the second skips them (FOR UPDATE SKIP LOCKED) rather than waiting; on SQLite they queue.
      const [first, second] = await Promise.all([store.transaction((tx) => claim(tx, table, NOW, 1)), store.transaction((tx) => claim(tx, table, NOW, 1))]);
      expect([...first!, ...second!].map((row) => row.id).sort()).toEqual([1, 2]);
    });

    it('releases a failed row to retry later, dead-letters it when no attempts are left, and leaves a finished row alone', async () => {
      const { storage, store } = await seeded(engine, table);
      await claim(store, table, NOW, 2);
      await store.outbox.recordFailure(table, 1, 'SMTP 451 '.repeat(100), LATER(5_000));
      expect(await statusOf(storage, table, 1)).toMatchObject({ status: 'pending', next_attempt_at: LATER(5_000).toISOString(), lease_until: null });
      expect(String((await statusOf(storage, table, 1)).last_error)).toHaveLength(500);
      expect(await claim(store, table, LATER(5_000), 1)).toEqual([{ id: 1, attempts: 2 }]);

      await store.outbox.recordFailure(table, 2, 'refused', null);
      expect(await statusOf(storage, table, 2)).toMatchObject({ status: 'dead', next_attempt_at: NOW.toISOString(), last_error: 'refused' });
      await store.outbox.recordFailure(table, 2, 'again', LATER(1_000));
      expect(await statusOf(storage, table, 2)).toMatchObject({ status: 'dead', last_error: 'refused' });
    });
  },
);
