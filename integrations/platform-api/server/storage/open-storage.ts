import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { asKyselyDatabase, NodeSqliteDialect } from './node-sqlite-dialect.ts';
import { postgresMigrations, sqliteMigrations, type SqlMigrationFile } from './migrations.ts';
import { createPostgresPool, isPostgresUrl, type PoolOptions } from './postgres-pool.ts';
import type { Database } from './schema.ts';
import { createStorage, type Storage } from './storage.ts';

/**
 * The one place the platform database is opened: an SQLite path (created with its folder when
 * missing, or ':memory:') or a `postgres://` URL. The schema is brought up to date before the
 * storage is handed out, so every process of a deployment may start at once (the Migrator holds
 * its lock; the others find nothing left to do).
 */

export interface OpenStorageOptions {
  pool?: PoolOptions;
  /** Migration files to run instead of the engine's own (tests: an older schema, a broken file). */
  migrationFiles?: SqlMigrationFile[];
}

export async function openStorage(target: string, options: OpenStorageOptions = {}): Promise<Storage> {
  if (isPostgresUrl(target)) {
    const pool = createPostgresPool(target, options.pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const storage = createStorage({ engine: 'postgres', db, pool });
    await migrateOrClose(storage, postgresMigrations(options.migrationFiles));
    return storage;
  }
  if (target !== ':memory:') mkdirSync(dirname(target), { recursive: true });
  const raw = new DatabaseSync(target);
  // WAL lets readers carry on while a lead is written; synchronous=FULL makes a COMMIT durable
  // before we reply 2xx — a lead acknowledged is a lead kept, even through a power cut.
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = FULL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(asKyselyDatabase(raw)) });
  const storage = createStorage({ engine: 'sqlite', db, sqlite: raw });
  await migrateOrClose(storage, sqliteMigrations(raw, options.migrationFiles));
  return storage;
}

async function migrateOrClose(storage: Storage, provider: MigrationProvider): Promise<void> {
  try {
    await migrateToLatest(storage.db, provider);
  } catch (error) {
    await storage.close();
    throw error;
  }
}

/** Applies the pending migrations; resolves with the names applied by this call. */
export async function migrateToLatest(db: Kysely<Database>, provider: MigrationProvider): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
