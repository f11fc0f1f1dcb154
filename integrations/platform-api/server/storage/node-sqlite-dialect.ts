import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

/**
 * Kysely's own SQLite dialect over Node's built-in `node:sqlite` (no native addon to build, so
 * `npm install && npm start` needs nothing but Node; docs/platform-api.md "Storage" says why not
 * better-sqlite3). Kysely's dialect wants better-sqlite3's statement shape; `asKyselyDatabase` gives
 * a DatabaseSync that shape. Two changes to the dialect itself:
 * - every transaction is BEGIN IMMEDIATE: it takes the write lock up front, so a second process on
 *   the same file waits (busy_timeout) instead of failing when a read transaction tries to write;
 * - DDL runs inside the migrator's transaction (SQLite supports it), so a failing migration changes nothing.
 */

type Bindable = SQLInputValue;

/** Kysely parameters as node:sqlite binds them: booleans as 0/1, dates as ISO strings. */
function bindable(value: unknown): Bindable {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as Bindable;
}

const STATEMENT_CACHE_SIZE = 256;

export function asKyselyDatabase(db: DatabaseSync): SqliteDatabase {
  // Kysely compiles the same SQL text for the same query shape: reuse the prepared statements.
  const cache = new Map<string, { statement: StatementSync; reader: boolean }>();
  const prepared = (sql: string) => {
    let entry = cache.get(sql);
    if (!entry) {
      const statement = db.prepare(sql);
      entry = { statement, reader: statement.columns().length > 0 };
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(sql, entry);
    }
    return entry;
  };
  return {
    close() {
      if (db.isOpen) db.close();
    },
    prepare(sql: string): SqliteStatement {
      const { statement, reader } = prepared(sql);
      return {
        reader,
        all: (parameters) => statement.all(...parameters.map(bindable)),
        run: (parameters) => statement.run(...parameters.map(bindable)),
        iterate: (parameters) => statement.iterate(...parameters.map(bindable)) as IterableIterator<unknown>,
      };
    },
  };
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;

  constructor(database: SqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
