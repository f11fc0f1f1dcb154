import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrate.ts';

/**
 * Opens (creating if needed) the platform database and brings its schema up to date.
 * WAL lets readers carry on while a lead is written; synchronous=FULL makes a COMMIT durable
 * before we reply 2xx — a lead acknowledged is a lead kept, even through a power cut.
 */
export function openDatabase(dbPath: string, now = new Date()): DatabaseSync {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new DatabaseSync(dbPath);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db, undefined, now);
  return db;
}
