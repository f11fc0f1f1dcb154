import type { DatabaseSync } from 'node:sqlite';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import type { RouteHandler } from './handler-context.ts';
import { signedInUser } from './lookups.ts';

/**
 * Deleting an account removes everything it saved at this website — watched cars, saved searches,
 * the alert email and queued alerts, sessions, sign-in codes — and then the account itself. Records
 * the dealer must keep (a paid reservation) stay, detached from the account. Tables later migrations
 * add that point at `users` are handled the same way: a nullable reference is cleared, any other row goes.
 */

const OWN_TABLES = ['watchlist', 'saved_searches', 'alert_subscriptions', 'alert_emails', 'sessions'] as const;

function count(db: DatabaseSync, table: string, userId: number): number {
  return Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(userId)?.n ?? 0);
}

/** Every other table with a column referencing users(id), with whether that column may be NULL. */
function otherReferences(db: DatabaseSync): Array<{ table: string; column: string; nullable: boolean }> {
  const tables = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    .all()
    .map((row) => String(row.name));
  const found: Array<{ table: string; column: string; nullable: boolean }> = [];
  for (const table of tables) {
    if ((OWN_TABLES as readonly string[]).includes(table) || table === 'users') continue;
    const keys = db
      .prepare(`PRAGMA foreign_key_list("${table}")`)
      .all()
      .filter((key) => key.table === 'users');
    const columns = db.prepare(`PRAGMA table_info("${table}")`).all();
    for (const key of keys) {
      const column = columns.find((c) => c.name === key.from);
      if (column) found.push({ table, column: String(column.name), nullable: Number(column.notnull) === 0 });
    }
  }
  return found;
}

export function deleteAccountData(db: DatabaseSync, user: { id: number; phone: string }, websiteId: number) {
  const removed = {
    watched_cars: count(db, 'watchlist', user.id),
    saved_searches: count(db, 'saved_searches', user.id),
    alert_email: count(db, 'alert_subscriptions', user.id) > 0,
    sessions: count(db, 'sessions', user.id),
  };
  for (const table of OWN_TABLES) db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(user.id);
  for (const ref of otherReferences(db)) {
    const sql = ref.nullable
      ? `UPDATE "${ref.table}" SET "${ref.column}" = NULL WHERE "${ref.column}" = ?`
      : `DELETE FROM "${ref.table}" WHERE "${ref.column}" = ?`;
    db.prepare(sql).run(user.id);
  }
  db.prepare('DELETE FROM sign_in_codes WHERE website_id = ? AND phone = ?').run(websiteId, user.phone);
  db.prepare('DELETE FROM users WHERE id = ? AND website_id = ?').run(user.id, websiteId);
  return removed;
}

export const deleteAccount: RouteHandler<'deleteAccount'> = async (context) => {
  const user = signedInUser(context);
  const websiteId = context.tenant.site.id;
  const { removed } = (
    await context.persist(() => ({ body: { deleted: true as const, removed: deleteAccountData(context.db, user, websiteId), message: '' } }))
  ).body;
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const message =
    `Your account at ${context.tenant.site.name} is deleted: ${count(removed.watched_cars, 'watched car', 'watched cars')}, ` +
    `${count(removed.saved_searches, 'saved search', 'saved searches')}${removed.alert_email ? ', your alert email' : ''} and your sign-in were removed.`;
  return { body: { deleted: true, removed, message }, headers: { 'Set-Cookie': clearSessionCookie(websiteId) } };
};
