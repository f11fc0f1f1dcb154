import type { DatabaseSync } from 'node:sqlite';
import type { SavedSearch } from '../../contract/index.ts';
import { readSavedSearchQuery } from '../alerts/saved-search-query.ts';
import { HttpFailure } from '../http/replies.ts';
import type { RouteHandler } from './handler-context.ts';
import { newPublicId, signedInUser } from './lookups.ts';

/** Saved searches and the alert email of the signed-in shopper, per website (issue 13). */

export const MAX_SAVED_SEARCHES = 50;

function searchOf(row: Record<string, unknown>): SavedSearch {
  return {
    id: String(row.public_id),
    name: String(row.name),
    path: String(row.path),
    query: String(row.query),
    created_at: String(row.created_at),
  };
}

const SELECT = 'SELECT public_id, name, path, query, created_at FROM saved_searches';

export function alertEmailOf(db: DatabaseSync, userId: number): string | null {
  const row = db.prepare('SELECT email FROM alert_subscriptions WHERE user_id = ? AND unsubscribed_at IS NULL').get(userId);
  return typeof row?.email === 'string' ? row.email : null;
}

export const saveSearch: RouteHandler<'saveSearch'> = (context) => {
  const user = signedInUser(context);
  const websiteId = context.tenant.site.id;
  const { query, name } = readSavedSearchQuery(context.body.query);
  return context.persist(() => {
    const existing = context.db.prepare(`${SELECT} WHERE user_id = ? AND path = ? AND query = ?`).get(user.id, context.body.path, query);
    if (existing) return { body: { saved_search: searchOf(existing) } };
    const count = context.db.prepare('SELECT COUNT(*) AS n FROM saved_searches WHERE user_id = ?').get(user.id);
    if (Number(count?.n ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new HttpFailure(409, 'too_many_saved_searches', `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Remove one to save this search.`);
    }
    const row = context.db
      .prepare(
        `INSERT INTO saved_searches (public_id, user_id, website_id, name, path, query, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         RETURNING public_id, name, path, query, created_at`,
      )
      .get(newPublicId('ss'), user.id, websiteId, name, context.body.path, query, context.now.toISOString());
    return { body: { saved_search: searchOf(row!) } };
  });
};

export const listSavedSearches: RouteHandler<'listSavedSearches'> = (context) => {
  const user = signedInUser(context);
  const rows = context.db.prepare(`${SELECT} WHERE user_id = ? AND website_id = ? ORDER BY created_at DESC, id DESC`).all(user.id, context.tenant.site.id);
  return { body: { searches: rows.map(searchOf), alert_email: alertEmailOf(context.db, user.id) } };
};

export const removeSavedSearch: RouteHandler<'removeSavedSearch'> = (context) => {
  const user = signedInUser(context);
  return context.persist(() => {
    // Scoped by user: another shopper's id removes nothing and says so no differently.
    context.db.prepare('DELETE FROM saved_searches WHERE public_id = ? AND user_id = ?').run(context.body.id, user.id);
    return { body: { success: true } };
  });
};

export const setAlertEmail: RouteHandler<'setAlertEmail'> = (context) => {
  const user = signedInUser(context);
  const email = context.body.email;
  return context.persist(() => {
    if (email === '') {
      context.db.prepare('DELETE FROM alert_subscriptions WHERE user_id = ?').run(user.id);
      return { body: { alert_email: null } };
    }
    context.db
      .prepare(
        `INSERT INTO alert_subscriptions (user_id, website_id, email, unsubscribed_at, updated_at) VALUES (?, ?, ?, NULL, ?)
         ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, unsubscribed_at = NULL, updated_at = excluded.updated_at`,
      )
      .run(user.id, context.tenant.site.id, email, context.now.toISOString());
    return { body: { alert_email: email } };
  });
};
