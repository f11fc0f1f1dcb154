import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` inside BEGIN IMMEDIATE … COMMIT. IMMEDIATE takes the write lock up front, so a second
 * server process on the same file waits (busy_timeout) instead of failing half-way through.
 * `work` must be synchronous: nothing else may interleave with an open transaction.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
