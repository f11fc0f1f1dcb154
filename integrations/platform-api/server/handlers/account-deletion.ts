import { clearSessionCookie } from '../auth/session-cookie.ts';
import type { RouteHandler } from './handler-context.ts';
import { signedInUser } from './lookups.ts';

/**
 * Deleting an account removes everything it saved at this website and then the account itself;
 * records the dealer must keep stay, detached from it (storage/repositories/watchlist-repository.ts).
 */

export const deleteAccount: RouteHandler<'deleteAccount'> = async (context) => {
  const user = await signedInUser(context);
  const websiteId = context.tenant.site.id;
  const { removed } = (
    await context.persist(async (tx) => ({ body: { deleted: true as const, removed: await tx.watchlist.deleteAccount(user, websiteId), message: '' } }))
  ).body;
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const message =
    `Your account at ${context.tenant.site.name} is deleted: ${count(removed.watched_cars, 'watched car', 'watched cars')}, ` +
    `${count(removed.saved_searches, 'saved search', 'saved searches')}${removed.alert_email ? ', your alert email' : ''} and your sign-in were removed.`;
  return { body: { deleted: true, removed, message }, headers: { 'Set-Cookie': clearSessionCookie(websiteId) } };
};
