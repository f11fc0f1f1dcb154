import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import type { DatabaseSync } from 'node:sqlite';
import { readSqlMigrations, SQLITE_MIGRATIONS_DIR, sqliteMigrations } from '../server/storage/migrations.ts';
import { migrateToLatest, openStorage } from '../server/storage/open-storage.ts';
import type { Engine, Storage } from '../server/storage/storage.ts';

/**
 * Where a platform API test keeps its data. SQLite: a file in a fresh temporary folder. PostgreSQL
 * (when FORECOURT_TEST_PG_URL names a server — scripts/test.sh and .ci/run start a throwaway one): a
 * fresh schema in that database, reached through the URL's search_path, dropped afterwards.
 *
 * The engine the suites run on is FORECOURT_TEST_ENGINE (vitest.config.ts runs the platform API
 * suites once per engine); 'sqlite' when unset.
 */

export const TEST_PG_URL = process.env.FORECOURT_TEST_PG_URL ?? '';

export function testEngine(): Engine {
  const engine = process.env.FORECOURT_TEST_ENGINE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`FORECOURT_TEST_ENGINE is sqlite or postgres, got "${engine}"`);
  if (engine === 'postgres' && !TEST_PG_URL) throw new Error('FORECOURT_TEST_ENGINE=postgres needs FORECOURT_TEST_PG_URL');
  return engine;
}

/** The engines a test that compares them may use: SQLite always, PostgreSQL when a server is given. */
export const AVAILABLE_ENGINES: readonly Engine[] = TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TemporaryDatabase {
  engine: Engine;
  /** An SQLite path or a postgres:// URL, as --db takes it. */
  target: string;
  cleanUp(): Promise<void>;
}

export function temporarySqlitePath(): { dbPath: string; cleanUp: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'platform-api-'));
  return { dbPath: join(dir, 'platform.sqlite'), cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The test server's URL with its own schema first on the search path. */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function temporaryDatabase(engine: Engine = testEngine()): Promise<TemporaryDatabase> {
  if (engine === 'sqlite') {
    const { dbPath, cleanUp } = temporarySqlitePath();
    return { engine, target: dbPath, cleanUp: async () => cleanUp() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  return {
    engine,
    target: withSearchPath(TEST_PG_URL, schema),
    cleanUp: () => adminQuery(`DROP SCHEMA ${schema} CASCADE`),
  };
}

/**
 * An in-memory SQLite database migrated up to `upTo` (every migration when omitted), for tests of
 * one migration or of SQL against the real schema; `migrateRest()` applies the remaining ones.
 */
export async function memorySqlite(upTo = Number.POSITIVE_INFINITY): Promise<{ storage: Storage; raw: DatabaseSync; migrateRest(): Promise<string[]> }> {
  const files = readSqlMigrations(SQLITE_MIGRATIONS_DIR);
  const storage = await openStorage(':memory:', { migrationFiles: files.filter((file) => file.version <= upTo) });
  const raw = storage.sqlite!;
  return { storage, raw, migrateRest: () => migrateToLatest(storage.db, sqliteMigrations(raw, files)) };
}

/**
 * Rows of an SQL query written with `?` placeholders, on either engine (numbered `$n` on PostgreSQL):
 * what a test reads back to check what was stored. Flags read as 0/1 and counts as numbers on both.
 */
export async function queryRows<T = Record<string, unknown>>(storage: Storage, text: string, ...parameters: unknown[]): Promise<T[]> {
  let index = 0;
  const compiled = storage.engine === 'postgres' ? text.replace(/\?/g, () => `$${++index}`) : text;
  const result = await storage.db.executeQuery(CompiledQuery.raw(compiled, parameters));
  return (result.rows as Array<Record<string, unknown>>).map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value])),
  ) as T[];
}
