import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { temporaryDbPath } from '../../test-fixtures/start-test-server.ts';
import { migrate, readMigrations } from './migrate.ts';
import { openDatabase } from './open-database.ts';

const cleanUps: Array<() => void> = [];
afterEach(() => cleanUps.splice(0).forEach((cleanUp) => cleanUp()));

function freshPath(): string {
  const { dbPath, cleanUp } = temporaryDbPath();
  cleanUps.push(cleanUp);
  return dbPath;
}

describe('migrations', () => {
  it('are numbered files read in order', () => {
    const migrations = readMigrations();
    expect(migrations[0]?.name).toBe('001_initial.sql');
    expect(migrations.map((migration) => migration.version)).toEqual([...migrations.map((m) => m.version)].sort((a, b) => a - b));
  });

  it('are applied once, recorded, and skipped on the next open', () => {
    const dbPath = freshPath();
    const first = openDatabase(dbPath);
    const recorded = first.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(readMigrations().map(({ version, name }) => ({ version, name })));
    expect(recorded[1]).toEqual({ version: 2, name: '002_sign_in_code_requested_at.sql' });
    first.close();

    const second = new DatabaseSync(dbPath);
    expect(migrate(second)).toEqual([]);
    expect(second.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()?.n).toBe(readMigrations().length);
    second.close();
  });

  it('opens in WAL mode', () => {
    const db = openDatabase(freshPath());
    expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    db.close();
  });

  it('applies only the new ones, and a failing one changes nothing', () => {
    const db = new DatabaseSync(freshPath());
    const base = readMigrations().slice(0, 1);
    migrate(db, base);
    expect(migrate(db, [...base, { version: 2, name: '002_notes.sql', sql: 'CREATE TABLE notes (id INTEGER);' }])).toEqual(['002_notes.sql']);
    const broken = { version: 3, name: '003_broken.sql', sql: 'CREATE TABLE half (id INTEGER); THIS IS NOT SQL;' };
    expect(() => migrate(db, [...base, broken])).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()?.v).toBe(2);
    db.close();
  });
});
