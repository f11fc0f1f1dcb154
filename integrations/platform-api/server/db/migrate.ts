import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './transaction.ts';

/**
 * Applies `NNN_name.sql` files in numeric order, each once, each in its own transaction, and records
 * them in schema_migrations. A file that fails leaves the database at the previous version.
 */

export const MIGRATIONS_DIR = new URL('../migrations/', import.meta.url);

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: URL | string = MIGRATIONS_DIR): Migration[] {
  const path = dir instanceof URL ? fileURLToPath(dir) : dir;
  return readdirSync(path)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => ({
      version: Number.parseInt(file, 10),
      name: file,
      sql: readFileSync(join(path, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** Returns the names of the migrations applied by this call. */
export function migrate(db: DatabaseSync, migrations: Migration[] = readMigrations(), now = new Date()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => Number(row.version)),
  );
  const appliedNow: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    inTransaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, now.toISOString());
    });
    appliedNow.push(migration.name);
  }
  return appliedNow;
}
