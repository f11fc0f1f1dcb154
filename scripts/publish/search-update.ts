import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Meilisearch } from 'meilisearch';
import { fetchAllDocuments } from '../../integrations/meilisearch/scripts/snapshot-index.ts';
import { applyStockDelta, meilisearchDocumentIndex, stockDelta, type IndexDocument } from '../../integrations/meilisearch/stock-delta.ts';
import { dealerIndexUid } from '../../src/search/dealer-index.ts';
import { decodeStockSnapshot } from '../../src/search/stock-snapshot.ts';
import { toStockDocument } from '../../src/search/stock-document.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import type { LiveSnapshot } from './live-snapshot.ts';

const documentsOf = (vehicles: TenantBundle['vehicles'], config: TenantBundle['config']): IndexDocument[] =>
  vehicles.map((vehicle) => toStockDocument(vehicle, config) as unknown as IndexDocument);

/**
 * After a publish: a dealer on Meilisearch gets a delta (the documents push-stock.ts would send, only
 * the changed ones, and deletes for the removed ones); a dealer on the embedded engine searches the
 * published `search-index.json`, checked here to hold every listed car. The admin key goes only to
 * the operator's MEILISEARCH_HOST (never to the host a dealer folder names), into the index named
 * after the dealer's website id.
 */
export async function updateSearchIndex(options: {
  bundle: TenantBundle;
  previous: LiveSnapshot | undefined;
  siteDir: string;
  log: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}): Promise<void> {
  const { bundle, previous, log } = options;
  const env = options.env ?? process.env;
  const engine = bundle.config.search.engine;
  if (engine.type === 'embedded') {
    const documents = decodeStockSnapshot(JSON.parse(readFileSync(join(options.siteDir, 'search-index.json'), 'utf8')));
    if (documents.length !== bundle.listedSlugs.length) {
      throw new Error(`search-index.json holds ${documents.length} cars, the dealer lists ${bundle.listedSlugs.length}`);
    }
    log(`  search: embedded snapshot holds ${documents.length} listed cars`);
    return;
  }
  const indexUid = dealerIndexUid(bundle.config.id);
  const apiKey = env['MEILISEARCH_ADMIN_KEY'];
  const host = env['MEILISEARCH_HOST'];
  if (!apiKey || !host)
    throw new Error(
      `${bundle.config.slug} searches through Meilisearch: set MEILISEARCH_HOST and MEILISEARCH_ADMIN_KEY (the operator's; the key never goes to the host a dealer folder names) to update ${indexUid} (the site is published; the index is not updated).`,
    );
  const client = new Meilisearch({ host, apiKey });
  const next = documentsOf(bundle.vehicles, bundle.config);
  // Without a live snapshot, diff against what the index really holds.
  const before = previous ? documentsOf(previous.vehicles, bundle.config) : await fetchAllDocuments(client, indexUid);
  const delta = stockDelta(before, next);
  await applyStockDelta(meilisearchDocumentIndex(client.index(indexUid)), delta);
  log(`  search: ${delta.upserts.length} documents sent, ${delta.deletes.length} deleted in Meilisearch index ${indexUid}`);
}
