import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/**
 * The numbered SQL migrations of each engine, run by Kysely's Migrator (recorded in its
 * kysely_migration table, under its lock, all pending ones in one transaction — a failing file
 * changes nothing). SQLite's files are migrations/NNN_name.sql, PostgreSQL's migrations/postgres/.
 *
 * Databases made before the Migrator (migrations 001–008 recorded in schema_migrations by the old
 * runner) migrate forward untouched: a file schema_migrations already lists is recorded as done
 * without running again.
 */

export const SQLITE_MIGRATIONS_DIR = new URL('../migrations/', import.meta.url);
export const POSTGRES_MIGRATIONS_DIR = new URL('../migrations/postgres/', import.meta.url);

export interface SqlMigrationFile {
  version: number;
  /** The file name without `.sql`: the name Kysely records. */
  name: string;
  sql: string;
}

export function readSqlMigrations(dir: URL | string): SqlMigrationFile[] {
  const path = dir instanceof URL ? fileURLToPath(dir) : dir;
  return readdirSync(path)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => ({ version: Number.parseInt(file, 10), name: file.slice(0, -'.sql'.length), sql: readFileSync(join(path, file), 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

function legacyVersions(raw: DatabaseSync): Set<number> {
  const table = raw.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`).get();
  if (!table) return new Set();
  return new Set(
    raw
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => Number(row.version)),
  );
}

/**
 * SQLite: each file runs through node:sqlite's exec (several statements per file, as written), on
 * the one connection the Migrator holds inside its BEGIN IMMEDIATE transaction.
 */
export function sqliteMigrations(raw: DatabaseSync, files = readSqlMigrations(SQLITE_MIGRATIONS_DIR)): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const file of files) {
        migrations[file.name] = {
          async up() {
            if (legacyVersions(raw).has(file.version)) return;
            raw.exec(file.sql);
          },
        };
      }
      return migrations;
    },
  };
}

/** PostgreSQL: each file is sent as one simple query (several statements, one round trip). */
export function postgresMigrations(files = readSqlMigrations(POSTGRES_MIGRATIONS_DIR)): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const file of files) {
        migrations[file.name] = {
          async up(db: Kysely<unknown>) {
            await sql.raw(file.sql).execute(db);
          },
        };
      }
      return migrations;
    },
  };
}
