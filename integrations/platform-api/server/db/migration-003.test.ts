import { describe, expect, it } from 'vitest';
import { memorySqlite } from '../../test-fixtures/test-database.ts';

/** 003 moves accounts to one website each; what shoppers saved survives, sessions without a website do not. */
describe('migration 003: website-scoped accounts', () => {
  it('splits a user saved at two dealers into one account per dealer, keeps watchlists and keys, ends sessions', async () => {
    const { raw: db, migrateRest, storage } = await memorySqlite(2);
    const at = '2026-03-01T00:00:00.000Z';
    db.prepare('INSERT INTO users (id, phone, created_at) VALUES (1, ?, ?)').run('0412345678', at);
    db.prepare('INSERT INTO watchlist (user_id, website_id, car_id, created_at) VALUES (1, 101, 1001, ?), (1, 202, 2001, ?)').run(at, at);
    db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, 1, ?, ?)').run('hash', '2027-01-01T00:00:00.000Z', at);
    db.prepare(
      `INSERT INTO idempotency_keys (key, website_id, method, path, request_hash, status, content_type, reply_body, created_at)
       VALUES ('key-00000001', 101, 'POST', '/api/leads', 'h', 201, 'application/json', X'7B7D', ?)`,
    ).run(at);

    expect((await migrateRest()).some((name) => name.startsWith('003_'))).toBe(true);
    const users = db.prepare('SELECT id, website_id, phone FROM users ORDER BY website_id').all();
    expect(users.map((user) => [user.website_id, user.phone])).toEqual([
      [101, '0412345678'],
      [202, '0412345678'],
    ]);
    const saved = db.prepare('SELECT users.website_id AS site, car_id FROM watchlist JOIN users ON users.id = watchlist.user_id ORDER BY car_id').all();
    expect(saved.map((row) => [row.site, row.car_id])).toEqual([
      [101, 1001],
      [202, 2001],
    ]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()?.n).toBe(0);
    expect(db.prepare('SELECT website_id, key FROM idempotency_keys').all()).toEqual([{ website_id: 101, key: 'key-00000001' }]);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    await storage.close();
  });
});
