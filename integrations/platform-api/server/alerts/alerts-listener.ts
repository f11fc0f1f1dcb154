import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { InboxDeps } from '../delivery/inbox/inbox-routes.ts';
import { bearerToken, dealerForInboxKey } from '../delivery/inbox/inbox-auth.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { HttpFailure, jsonReply, send, type SerializedReply } from '../http/replies.ts';
import { queueStockAlerts } from './queue-alerts.ts';
import { StockChangeBatchSchema } from './stock-change-batch.ts';
import { confirmUnsubscribePage, invalidLinkPage, unsubscribedPage } from './unsubscribe-page.ts';
import { readUnsubscribeToken, signingKey } from './unsubscribe-token.ts';

/**
 * The two alert addresses outside the site contract, answered before the site pipeline:
 *   POST /api/stock-changes             the publish pipeline's change report (dealer inbox key, server to server)
 *   GET|POST /api/alerts/unsubscribe    the email's unsubscribe link and RFC 8058 one-click POST (signed token)
 */

export const STOCK_CHANGES_PATH = '/api/stock-changes';
export const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';
/** A first change report of a large dealer lists every car; it is still a small fraction of this. */
const MAX_REPORT_BYTES = 4 * 1024 * 1024;

async function stockChanges(deps: InboxDeps, req: IncomingMessage): Promise<SerializedReply> {
  if (req.method !== 'POST') throw new HttpFailure(405, 'method_not_allowed', 'Use POST.', undefined, { Allow: 'POST' });
  const tenant = dealerForInboxKey(deps.tenants, deps.secrets, bearerToken(req.headers.authorization));
  if (!tenant) throw new HttpFailure(401, 'unauthorized', 'A valid inbox API key is required.', undefined, { 'WWW-Authenticate': 'Bearer realm="inbox"' });
  const parsed = StockChangeBatchSchema.safeParse(await readJsonBody(req, MAX_REPORT_BYTES));
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
    throw new HttpFailure(400, 'validation_failed', 'Please fix the following errors:', fields);
  }
  const outcome = await queueStockAlerts(deps.store, tenant, parsed.data, deps.now());
  return jsonReply(202, { batch_id: parsed.data.batch_id, alerts_queued: outcome.alertsQueued, already_received: outcome.alreadyReceived });
}

async function unsubscribeReply(deps: InboxDeps, req: IncomingMessage, url: URL): Promise<SerializedReply> {
  const token = z.string().max(100).safeParse(url.searchParams.get('token'));
  const owner = token.success ? readUnsubscribeToken(await signingKey(deps.store), token.data) : null;
  const tenant = owner ? deps.tenants.byWebsiteId(owner.websiteId) : undefined;
  if (!owner || !tenant || !token.success) return invalidLinkPage();
  if (req.method === 'GET' || req.method === 'HEAD') return confirmUnsubscribePage(tenant.site.name, token.data);
  if (req.method !== 'POST') throw new HttpFailure(405, 'method_not_allowed', 'Use GET or POST.', undefined, { Allow: 'GET, POST' });
  const now = deps.now();
  await deps.store.transaction((tx) => tx.alerts.unsubscribe(owner.websiteId, owner.userId, now));
  return unsubscribedPage(tenant.site.name);
}

export function withAlerts(
  deps: InboxDeps & { log: (message: string) => void },
  next: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://alerts.invalid');
    if (url.pathname !== STOCK_CHANGES_PATH && url.pathname !== UNSUBSCRIBE_PATH) {
      next(req, res);
      return;
    }
    const fail = (error: unknown) => {
      if (error instanceof HttpFailure) return send(res, error.toReply());
      deps.log(`platform-api alerts: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      send(res, new HttpFailure(500, 'internal_error', 'Something went wrong on our side.').toReply());
    };
    if (url.pathname === STOCK_CHANGES_PATH) {
      stockChanges(deps, req).then((reply) => send(res, reply), fail);
      return;
    }
    // The one-click POST carries `List-Unsubscribe=One-Click` and nothing else we need: drain it.
    req.resume();
    unsubscribeReply(deps, req, url).then((reply) => send(res, reply), fail);
  };
}
