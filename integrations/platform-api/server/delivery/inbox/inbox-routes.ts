import type { IncomingMessage } from 'node:http';
import type { Store } from '../../storage/store.ts';
import { z } from 'zod';
import { HttpFailure, jsonReply, type SerializedReply } from '../../http/replies.ts';
import type { Tenant, TenantStore } from '../../tenants/tenant-store.ts';
import type { DealerSecrets } from '../../../../../src/operator/dealer-secrets.ts';
import { requeue } from '../outbox-store.ts';
import { bearerToken, dealerForInboxKey } from './inbox-auth.ts';
import { documentText, documentValue } from '../document-text.ts';
import { inboxCsv } from './inbox-csv.ts';
import { findInboxLead, inboxLeadJson, listInboxLeads } from './inbox-queries.ts';

/**
 * The dealer inbox, for the dealer's own tools (server to server, no CORS):
 *   GET  /api/inbox/leads?limit&before&since&until&status    newest first, with delivery status
 *   GET  /api/inbox/leads/{lead_id}                           one lead with its full payload
 *   GET  /api/inbox/leads.csv?since&until&status              CSV export
 *   POST /api/inbox/deliveries/{id}/retry                     send a dead (or waiting) delivery again now
 * Authorization: Bearer <the dealer's inbox key>. A key only ever sees its own dealer's leads.
 */

export const INBOX_PREFIX = '/api/inbox/';

export interface InboxDeps {
  store: Store;
  tenants: TenantStore;
  secrets: DealerSecrets;
  now: () => Date;
}

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());
const ListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  before: z.coerce.number().int().positive().optional(),
  since: isoDate.optional(),
  until: isoDate.optional(),
  status: z.enum(['delivered', 'pending', 'dead', 'not_routed']).optional(),
});

function parseQuery(searchParams: URLSearchParams, maxLimit: number) {
  const parsed = ListQuerySchema.safeParse(Object.fromEntries(searchParams));
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'query', issue.message]));
    throw new HttpFailure(400, 'validation_failed', 'Please fix the following errors:', fields);
  }
  // ISO strings compare in time order only in one form: normalise to the stored toISOString().
  const iso = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined);
  return { ...parsed.data, since: iso(parsed.data.since), until: iso(parsed.data.until), limit: Math.min(parsed.data.limit, maxLimit) };
}

function authenticate(deps: InboxDeps, req: IncomingMessage): Tenant {
  const tenant = dealerForInboxKey(deps.tenants, deps.secrets, bearerToken(req.headers.authorization));
  if (!tenant) throw new HttpFailure(401, 'unauthorized', 'A valid inbox API key is required.', undefined, { 'WWW-Authenticate': 'Bearer realm="inbox"' });
  return tenant;
}

export async function inboxReply(deps: InboxDeps, req: IncomingMessage, url: URL): Promise<SerializedReply> {
  const method = req.method ?? 'GET';
  const path = url.pathname.slice(INBOX_PREFIX.length);
  const tenant = authenticate(deps, req);
  const websiteId = tenant.site.id;

  if (path === 'leads' || path === 'leads.csv') {
    if (method !== 'GET') throw new HttpFailure(405, 'method_not_allowed', 'Use GET.', undefined, { Allow: 'GET' });
    const query = parseQuery(url.searchParams, path === 'leads' ? 500 : 100_000);
    const items = await listInboxLeads(deps.store, { websiteId, ...query, limit: path === 'leads' ? query.limit : 100_000 });
    if (path === 'leads.csv') {
      const day = deps.now().toISOString().slice(0, 10);
      return {
        status: 200,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(documentText(inboxCsv(items))),
        headers: { 'Content-Disposition': `attachment; filename="${tenant.site.slug}-leads-${day}.csv"` },
      };
    }
    const last = items.at(-1);
    return jsonReply(200, {
      leads: items.map((item) => documentValue(inboxLeadJson(item))),
      next_before: items.length === query.limit && last ? last.lead.rowId : null,
    });
  }

  const one = /^leads\/([\w-]{1,64})$/.exec(path);
  if (one?.[1]) {
    if (method !== 'GET') throw new HttpFailure(405, 'method_not_allowed', 'Use GET.', undefined, { Allow: 'GET' });
    const item = await findInboxLead(deps.store, websiteId, one[1]);
    if (!item) throw new HttpFailure(404, 'not_found', 'No such lead.');
    return jsonReply(200, { lead: documentValue(inboxLeadJson(item, true)) });
  }

  const retry = /^deliveries\/(\d{1,12})\/retry$/.exec(path);
  if (retry?.[1]) {
    if (method !== 'POST') throw new HttpFailure(405, 'method_not_allowed', 'Use POST.', undefined, { Allow: 'POST' });
    if (!(await requeue(deps.store, websiteId, Number(retry[1]), deps.now())))
      throw new HttpFailure(404, 'not_found', 'No such delivery waiting or dead-lettered.');
    return jsonReply(202, { requeued: true });
  }
  throw new HttpFailure(404, 'not_found', 'No such address.');
}
