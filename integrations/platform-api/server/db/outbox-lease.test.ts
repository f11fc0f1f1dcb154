import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { memorySqlite } from '../../test-fixtures/test-database.ts';
import { claimDueRows, nextAttemptAt, recordFailedAttempt, type OutboxTable } from './outbox-lease.ts';

/** The lease-and-retry rules on both real outbox tables, as the migrations made them. */

const NOW = new Date('2026-11-21T10:00:00.000Z');
const LATER = (ms: number) => new Date(NOW.getTime() + ms);

async function database(): Promise<DatabaseSync> {
  const { raw: db } = await memorySqlite();
  db.prepare('INSERT INTO users (id, website_id, phone, created_at) VALUES (1, 101, ?, ?), (2, 101, ?, ?), (3, 101, ?, ?)').run(
    '0412000001',
    NOW.toISOString(),
    '0412000002',
    NOW.toISOString(),
    '0412000003',
    NOW.toISOString(),
  );
  return db;
}

/** Three pending rows: due now, due now, due in an hour. */
function seed(db: DatabaseSync, table: OutboxTable): void {
  const due = [NOW, NOW, LATER(3_600_000)].map((at) => at.toISOString());
  if (table === 'alert_emails') {
    const insert = db.prepare(
      `INSERT INTO alert_emails (website_id, batch_id, user_id, email, content_json, next_attempt_at, created_at) VALUES (101, 'b1', ?, 'a@example.com', '{}', ?, ?)`,
    );
    due.forEach((at, index) => insert.run(index + 1, at, NOW.toISOString()));
    return;
  }
  db.prepare(
    `INSERT INTO leads (id, public_id, website_id, form_type, category, name, payload_json, client_ip, idempotency_key, created_at)
     VALUES (1, 'lead-1', 101, 'general-enquiry', 'General Enquiry', 'Alex', '{}', '127.0.0.1', 'key-1', ?)`,
  ).run(NOW.toISOString());
  const insert = db.prepare(
    `INSERT INTO lead_deliveries (lead_id, website_id, channel, target, lead_type, next_attempt_at, created_at) VALUES (1, 101, 'email', ?, 'general', ?, ?)`,
  );
  due.forEach((at, index) => insert.run(`dealer${index}@example.com`, at, NOW.toISOString()));
}

const statusOf = (db: DatabaseSync, table: OutboxTable, id: number) =>
  db.prepare(`SELECT status, attempts, next_attempt_at, lease_until, last_error FROM ${table} WHERE id = ?`).get(id);

describe.each(['lead_deliveries', 'alert_emails'] as const)('outbox lease on %s', (table) => {
  it('claims only due rows not under a lease, oldest first, up to the limit, and counts the attempt', async () => {
    const db = await database();
    seed(db, table);
    expect(claimDueRows(db, table, 'id, attempts', NOW, 60_000, 1)).toEqual([{ id: 1, attempts: 1 }]);
    // Row 1 is leased for a minute: another worker gets row 2 only (row 3 is not due yet).
    expect(claimDueRows(db, table, 'id', NOW, 60_000, 10)).toEqual([{ id: 2 }]);
    expect(claimDueRows(db, table, 'id', LATER(30_000), 60_000, 10)).toEqual([]);
    // A worker that crashed holds nothing once its lease has run out.
    expect(claimDueRows(db, table, 'id, attempts', LATER(60_000), 60_000, 10)).toEqual([
      { id: 1, attempts: 2 },
      { id: 2, attempts: 2 },
    ]);
  });

  it('releases a failed row to retry later, dead-letters it when no attempts are left, and leaves a finished row alone', async () => {
    const db = await database();
    seed(db, table);
    claimDueRows(db, table, 'id', NOW, 60_000, 2);
    recordFailedAttempt(db, table, 1, 'SMTP 451 '.repeat(100), LATER(5_000));
    expect(statusOf(db, table, 1)).toMatchObject({ status: 'pending', next_attempt_at: LATER(5_000).toISOString(), lease_until: null });
    expect(String(statusOf(db, table, 1)?.last_error)).toHaveLength(500);
    expect(claimDueRows(db, table, 'id', LATER(5_000), 60_000, 1)).toEqual([{ id: 1 }]);

    recordFailedAttempt(db, table, 2, 'refused', null);
    expect(statusOf(db, table, 2)).toMatchObject({ status: 'dead', next_attempt_at: NOW.toISOString(), last_error: 'refused' });
    recordFailedAttempt(db, table, 2, 'again', LATER(1_000));
    expect(statusOf(db, table, 2)).toMatchObject({ status: 'dead', last_error: 'refused' });
  });
});

describe('nextAttemptAt', () => {
  const rules = { maxAttempts: 3, backoff: { baseMs: 1_000, maxMs: 10_000 } };
  it('backs off exponentially (equal jitter) and gives up after the last attempt', () => {
    expect(nextAttemptAt(1, rules, () => 0, NOW)).toEqual(LATER(500));
    expect(nextAttemptAt(2, rules, () => 1, NOW)).toEqual(LATER(2_000));
    expect(nextAttemptAt(3, rules, () => 0.5, NOW)).toBeNull();
  });
});
