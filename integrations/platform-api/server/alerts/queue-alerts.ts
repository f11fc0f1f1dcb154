import { absolutePlatformApiBase } from '../../../../src/config/integrations.ts';
import { searchContextFromConfig } from '../../../../src/search/query/search-context.ts';
import type { Store } from '../storage/store.ts';
import { HttpFailure } from '../http/replies.ts';
import type { Tenant } from '../tenants/tenant-store.ts';
import { alertContent } from './alert-cards.ts';
import { readDealerStock, type DealerStock } from './dealer-stock.ts';
import { documentsBefore, findAlerts, type SavedSearchRow, type Watch } from './find-alerts.ts';
import { readSavedSearchQuery } from './saved-search-query.ts';
import { createSearchMatcher } from './search-matcher.ts';
import type { StockChangeBatch } from './stock-change-batch.ts';
import { signingKey, unsubscribeToken } from './unsubscribe-token.ts';

/**
 * Evaluates one stock change batch for one dealer and queues one alert email per shopper who has
 * news, all in one transaction with the batch's own record: a batch is evaluated once (a resend is
 * answered from the record), and a crash before the commit queues nothing, so the resend queues all.
 * Only shoppers with an alert email (not unsubscribed) are evaluated.
 */

export interface QueueOutcome {
  alertsQueued: number;
  alreadyReceived: boolean;
}

async function subscribers(store: Store, websiteId: number) {
  const found = await store.alerts.subscribers(websiteId);
  const watches: Watch[] = found.watches.map((row) => ({ userId: row.user_id, carId: row.car_id }));
  const searches: SavedSearchRow[] = found.searches.map((row) => ({
    userId: row.user_id,
    publicId: row.public_id,
    name: row.name,
    path: row.path,
    query: row.query,
    state: readSavedSearchQuery(row.query).state,
  }));
  return { watches, searches };
}

/**
 * The API reads the dealer's folder; where it is a copy (another machine), it may not hold the change
 * yet. Alerts evaluated on old stock would miss cars, so such a batch is refused unrecorded: a resend
 * once the folder is current is evaluated then.
 */
export function staleStockReason(stock: DealerStock, report: StockChangeBatch['report']): string | null {
  const missing = report.added.find((car) => !stock.vehicles.has(car.id));
  if (missing) return `car ${missing.id} (${missing.name}) was added but is not in this server's copy of the dealer folder`;
  const price = report.priceChanges.find((change) => stock.vehicles.get(change.id)?.price !== change.to);
  if (price)
    return `car ${price.id} should cost ${price.to} but costs ${stock.vehicles.get(price.id)?.price ?? 'nothing'} in this server's copy of the dealer folder`;
  const status = report.statusChanges.find((change) => stock.vehicles.get(change.id)?.status !== change.to);
  if (status)
    return `car ${status.id} should be ${status.to} but is ${stock.vehicles.get(status.id)?.status ?? 'missing'} in this server's copy of the dealer folder`;
  return null;
}

export async function queueStockAlerts(store: Store, tenant: Tenant, batch: StockChangeBatch, now: Date): Promise<QueueOutcome> {
  const websiteId = tenant.site.id;
  const known = await store.alerts.batchRecord(websiteId, batch.batch_id);
  if (known !== null) return { alertsQueued: known, alreadyReceived: true };

  const stock = readDealerStock(tenant, now);
  const stale = staleStockReason(stock, batch.report);
  if (stale) throw new HttpFailure(409, 'stock_not_current', `This change is not in the dealer's stock here yet: ${stale}. Send it again once it is.`);
  const apiBase = absolutePlatformApiBase(stock.config.integrations.platformApi.baseUrl, stock.config.url);
  if (!apiBase) throw new Error(`${tenant.site.slug} has no integrations.platformApi.baseUrl for unsubscribe links`);
  const context = searchContextFromConfig(stock.config, now);
  const { watches, searches } = await subscribers(store, websiteId);
  const news = findAlerts({
    change: batch.report,
    watches,
    searches,
    matchesNow: createSearchMatcher(stock.documents, context),
    matchesBefore: createSearchMatcher(documentsBefore(stock.documents, batch.report), context),
  });
  const secret = await signingKey(store);

  return store.transaction(async (tx) => {
    // Another process may have taken the same batch while this one evaluated it.
    const raced = await tx.alerts.batchRecord(websiteId, batch.batch_id);
    if (raced !== null) return { alertsQueued: raced, alreadyReceived: true };
    let queued = 0;
    for (const [userId, shopperNews] of news) {
      const unsubscribeUrl = new URL(`/api/alerts/unsubscribe?token=${unsubscribeToken(secret, websiteId, userId)}`, apiBase).href;
      const content = alertContent(shopperNews, stock.config, stock.vehicles, unsubscribeUrl, now);
      if (content.watched.length + content.searches.length === 0) continue;
      queued += await tx.alerts.queueAlert(websiteId, batch.batch_id, userId, JSON.stringify(content), now);
    }
    await tx.alerts.recordBatch(websiteId, batch.batch_id, queued, now);
    return { alertsQueued: queued, alreadyReceived: false };
  });
}
