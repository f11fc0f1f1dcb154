import type { SavedSearch } from '../../contract/index.ts';
import { readSavedSearchQuery } from '../alerts/saved-search-query.ts';
import { HttpFailure } from '../http/replies.ts';
import type { SavedSearchRow } from '../storage/repositories/watchlist-repository.ts';
import type { RouteHandler } from './handler-context.ts';
import { newPublicId, signedInUser } from './lookups.ts';

/** Saved searches and the alert email of the signed-in shopper, per website. */

export const MAX_SAVED_SEARCHES = 50;

function searchOf(row: SavedSearchRow): SavedSearch {
  return { id: row.public_id, name: row.name, path: row.path, query: row.query, created_at: row.created_at };
}

export const saveSearch: RouteHandler<'saveSearch'> = async (context) => {
  const user = await signedInUser(context);
  const websiteId = context.tenant.site.id;
  const { query, name } = readSavedSearchQuery(context.body.query);
  return context.persist(async (tx) => {
    // Two saves at once (two tabs, two instances) must not both be the 51st.
    await tx.lock('saved-searches', user.id);
    const existing = await tx.watchlist.savedSearch(user.id, context.body.path, query);
    if (existing) return { body: { saved_search: searchOf(existing) } };
    if ((await tx.watchlist.savedSearchCount(user.id)) >= MAX_SAVED_SEARCHES) {
      throw new HttpFailure(409, 'too_many_saved_searches', `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Remove one to save this search.`);
    }
    const row = await tx.watchlist.saveSearch({
      publicId: newPublicId('ss'),
      userId: user.id,
      websiteId,
      name,
      path: context.body.path,
      query,
      now: context.now,
    });
    return { body: { saved_search: searchOf(row) } };
  });
};

export const listSavedSearches: RouteHandler<'listSavedSearches'> = async (context) => {
  const user = await signedInUser(context);
  const rows = await context.store.watchlist.savedSearches(user.id, context.tenant.site.id);
  return { body: { searches: rows.map(searchOf), alert_email: await context.store.watchlist.alertEmail(user.id) } };
};

export const removeSavedSearch: RouteHandler<'removeSavedSearch'> = async (context) => {
  const user = await signedInUser(context);
  return context.persist(async (tx) => {
    // Scoped by user: another shopper's id removes nothing and says so no differently.
    await tx.watchlist.removeSearch(user.id, context.body.id);
    return { body: { success: true } };
  });
};

export const setAlertEmail: RouteHandler<'setAlertEmail'> = async (context) => {
  const user = await signedInUser(context);
  const email = context.body.email;
  return context.persist(async (tx) => {
    await tx.watchlist.setAlertEmail(user.id, context.tenant.site.id, email === '' ? null : email, context.now);
    return { body: { alert_email: email === '' ? null : email } };
  });
};
