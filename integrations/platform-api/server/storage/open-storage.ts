import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, sql } from 'kysely';
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
    const migrations = { provider: postgresMigrations(options.migrationFiles), schema: await currentSchema(db) };
    const storage = createStorage({ engine: 'postgres', db, pool, migrations });
    await migrateOrClose(storage, migrations.provider, migrations.schema);
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
  const migrations = { provider: sqliteMigrations(raw, options.migrationFiles) };
  const storage = createStorage({ engine: 'sqlite', db, sqlite: raw, migrations });
  await migrateOrClose(storage, migrations.provider);
  return storage;
}

async function migrateOrClose(storage: Storage, provider: MigrationProvider, schema?: string): Promise<void> {
  try {
    await migrateToLatest(storage.db, provider, schema);
  } catch (error) {
    await storage.close();
    throw error;
  }
}

/** Applies the pending migrations; resolves with the names applied by this call. */
export async function migrateToLatest(db: Kysely<Database>, provider: MigrationProvider, schema?: string): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * The schema the platform's tables live in (the connection's search_path). The Migrator's own tables
 * are kept there too: left unqualified, Kysely would find another schema's on the same server and
 * take them for this one's.
 */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}
