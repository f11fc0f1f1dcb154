import type { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely, type Transaction } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type pg from 'pg';
import type { Database } from './schema.ts';

/**
 * The opened platform database, whichever engine: Kysely over it, one async transaction function,
 * and what an operator watches (the pool). Repositories (storage/repositories/) take the Kysely
 * handle this gives, so they run alike inside and outside a transaction; handlers and workers see
 * only the repositories.
 */

export type Engine = 'sqlite' | 'postgres';

export interface PoolUsage {
  /** Connections open (busy + idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface Storage {
  readonly engine: Engine;
  readonly db: Kysely<Database>;
  /**
   * Runs `work` in one transaction, committed when it resolves and rolled back when it throws.
   * SQLite: BEGIN IMMEDIATE (one writer at a time, across processes on the file). PostgreSQL:
   * READ COMMITTED; rules that need one writer per thing take `lock()` first; a deadlock or
   * serialization failure is retried from the start, so `work` must only touch the database.
   */
  transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Migrations this code has that the database has not applied (readiness: another instance may be older or newer). */
  pendingMigrations(): Promise<string[]>;
  /** PostgreSQL pool usage; null on SQLite (one connection, always open). */
  poolUsage(): PoolUsage | null;
  /** The SQLite connection, for code not yet moved to repositories; null on PostgreSQL. */
  readonly sqlite: DatabaseSync | null;
  close(): Promise<void>;
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_TRIES = 4;

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && RETRYABLE.has(String(error.code));
}

export interface StorageParts {
  engine: Engine;
  db: Kysely<Database>;
  pool?: pg.Pool;
  sqlite?: DatabaseSync;
  /** The migrations the database is brought up to (and the schema of the Migrator's own tables). */
  migrations?: { provider: MigrationProvider; schema?: string };
}

export function createStorage(parts: StorageParts): Storage {
  const { engine, db, pool } = parts;
  let closed = false;
  return {
    engine,
    db,
    sqlite: parts.sqlite ?? null,
    async transaction(work) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction().execute(work);
        } catch (error) {
          if (engine !== 'postgres' || attempt >= MAX_TRIES || !isRetryable(error)) throw error;
        }
      }
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async pendingMigrations() {
      if (!parts.migrations) return [];
      const { provider, schema } = parts.migrations;
      const known = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).getMigrations();
      return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
    },
    poolUsage() {
      if (!pool) return null;
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/**
 * Serialises writers of one thing (a car's holds, a location's test-drive diary, an account's
 * saved searches) for the rest of the transaction. PostgreSQL: a transaction-scoped advisory lock
 * on the key's hash. SQLite: nothing to do — BEGIN IMMEDIATE already lets one writer in at a time.
 */
export async function lockFor(tx: Kysely<Database>, engine: Engine, ...key: Array<string | number>): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key.join(':')}, 0))`.execute(tx);
}
