import { copyFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { AVAILABLE_ENGINES, temporaryDatabase, temporarySqlitePath } from '../../test-fixtures/test-database.ts';
import { postgresMigrations, readSqlMigrations, SQLITE_MIGRATIONS_DIR, POSTGRES_MIGRATIONS_DIR, sqliteMigrations } from './migrations.ts';
import { migrateToLatest, openStorage } from './open-storage.ts';
import type { Storage } from './storage.ts';

/** The storage layer on each engine: migrations recorded once, a failing one changing nothing, old SQLite files carried forward. */

const cleanUps: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

async function fresh(engine: (typeof AVAILABLE_ENGINES)[number]): Promise<{ target: string }> {
  const database = await temporaryDatabase(engine);
  cleanUps.push(database.cleanUp);
  return database;
}

async function open(target: string): Promise<Storage> {
  const storage = await openStorage(target);
  cleanUps.push(() => storage.close());
  return storage;
}

const recorded = async (storage: Storage) =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(storage.db)).rows.map((row) => row.name);

const LEGACY_FIXTURE = new URL('../../test-fixtures/databases/legacy-008.sqlite', import.meta.url);

describe.each(AVAILABLE_ENGINES)('storage on %s', (engine) => {
  const files = readSqlMigrations(engine === 'sqlite' ? SQLITE_MIGRATIONS_DIR : POSTGRES_MIGRATIONS_DIR);

  it('applies every migration once, records it, and finds nothing to do on the next open', async () => {
    const { target } = await fresh(engine);
    const first = await open(target);
    expect(await recorded(first)).toEqual(files.map((file) => file.name));
    await first.close();
    const second = await open(target);
    const provider = engine === 'sqlite' ? sqliteMigrations(second.sqlite!) : postgresMigrations();
    expect(await migrateToLatest(second.db, provider)).toEqual([]);
  });

  it('a failing migration changes nothing, and the ones before it stay applied', async () => {
    const { target } = await fresh(engine);
    const storage = await open(target);
    const broken = [...files, { version: 900, name: '900_half', sql: 'CREATE TABLE half (id integer); THIS IS NOT SQL;' }];
    const provider = engine === 'sqlite' ? sqliteMigrations(storage.sqlite!, broken) : postgresMigrations(broken);
    await expect(migrateToLatest(storage.db, provider)).rejects.toThrow(/900_half/);
    const half = engine === 'sqlite' ? sql`SELECT name FROM sqlite_master WHERE name = 'half'` : sql`SELECT to_regclass('half') AS name`;
    const found = (await half.execute(storage.db)).rows as Array<{ name: string | null }>;
    expect(found.filter((row) => row.name !== null)).toEqual([]);
    expect(await recorded(storage)).toEqual(files.map((file) => file.name));
  });

  it('reads timestamps back as ISO strings, ids and counts as numbers, bytes as bytes, in a transaction that commits or rolls back whole', async () => {
    const { target } = await fresh(engine);
    const storage = await open(target);
    const at = '2026-11-21T10:00:00.123Z';
    const row = {
      website_id: 101,
      key: 'key-1',
      method: 'POST',
      path: '/api/leads',
      request_hash: 'h',
      status: 201,
      content_type: 'application/json',
      reply_body: Buffer.from('{"ok":true}'),
      created_at: at,
    };
    await storage.transaction((tx) => tx.insertInto('idempotency_keys').values(row).execute());
    await expect(
      storage.transaction(async (tx) => {
        await tx
          .insertInto('idempotency_keys')
          .values({ ...row, key: 'key-2' })
          .execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const stored = await storage.db.selectFrom('idempotency_keys').select(['key', 'created_at', 'reply_body', 'state']).execute();
    expect(stored.map(({ key, created_at, state }) => ({ key, created_at, state }))).toEqual([{ key: 'key-1', created_at: at, state: 'done' }]);
    expect(Buffer.from(stored[0]!.reply_body).toString()).toBe('{"ok":true}');
    const count = await storage.db
      .selectFrom('idempotency_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });
});

describe('an SQLite file', () => {
  it('opens in WAL mode with foreign keys enforced and durable commits', async () => {
    const { target } = await fresh('sqlite');
    const raw = (await open(target)).sqlite!;
    expect(raw.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    expect(raw.prepare('PRAGMA foreign_keys').get()?.foreign_keys).toBe(1);
    expect(raw.prepare('PRAGMA synchronous').get()?.synchronous).toBe(2);
  });
});

describe('an SQLite database made before the Migrator (migrations 001–008 by the old runner)', () => {
  it('migrates forward untouched: its rows stay, 001–008 are recorded without running again, the new ones apply', async () => {
    const { dbPath, cleanUp } = temporarySqlitePath();
    cleanUps.push(cleanUp);
    copyFileSync(LEGACY_FIXTURE, dbPath);
    const storage = await open(dbPath);
    const raw = storage.sqlite!;
    expect(await recorded(storage)).toEqual(readSqlMigrations(SQLITE_MIGRATIONS_DIR).map((file) => file.name));
    // The old runner's record is left as it was.
    expect(raw.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()?.n).toBe(8);
    expect(raw.prepare('SELECT form_type, website_id FROM leads').all()).toEqual([{ form_type: 'vehicle-enquiry', website_id: 101 }]);
    expect(raw.prepare('SELECT car_id FROM watchlist').all()).toEqual([{ car_id: 1001 }]);
    // Its stored replies are finished ones: a retry of those keys still replays.
    expect(raw.prepare('SELECT key, state FROM idempotency_keys ORDER BY key').all()).toEqual([{ key: 'legacy-lead-1', state: 'done' }]);
    // The alert signing key migration 007 made is the same key: old unsubscribe links still work.
    expect(String(raw.prepare('SELECT secret FROM alert_signing_keys').get()?.secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(raw.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  });
});
