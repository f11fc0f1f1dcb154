import { Meilisearch, type SearchParams as MeilisearchParams } from 'meilisearch';
import { afterAll, describe, expect, it } from 'vitest';
import { meilisearchSettingsBody, VEHICLE_PRIMARY_KEY } from '../../integrations/meilisearch/index-settings.ts';
import { fetchAllDocuments } from '../../integrations/meilisearch/scripts/snapshot-index.ts';
import { applyStockDelta, meilisearchDocumentIndex, memoryDocumentIndex, stockDelta, type IndexDocument } from '../../integrations/meilisearch/stock-delta.ts';
import { createEmbeddedEngine } from '../../src/search/engine/embedded-engine.ts';
import { createEmbeddedSearchEngine } from '../../src/search/engine/embedded-search-engine.ts';
import type { SearchParams } from '../../src/search/engine/port.ts';
import { contractDocuments, contractSettings } from './fixture-vehicles.ts';

/**
 * A stock change sent as a delta (changed documents, deleted ids) leaves the index identical to a
 * full push of the new stock: on the embedded engine always, on Meilisearch when MEILISEARCH_HOST is set.
 */

const previous = contractDocuments as unknown as IndexDocument[];
// 3 sold, 2 re-priced, 1 with a field removed, 2 gone from the feed, 2 new.
const next: IndexDocument[] = [
  ...previous
    .filter((d) => d['id'] !== 5 && d['id'] !== 6)
    .map((d) => {
      const id = d['id'] as number;
      if ([1, 2, 7].includes(id)) return { ...d, status: 'sold' };
      if ([10, 13].includes(id)) return { ...d, price: (d['price'] as number) - 1500 };
      if (id === 14) return Object.fromEntries(Object.entries(d).filter(([key]) => key !== 'colour'));
      return d;
    }),
  { ...previous[0]!, id: 901, slug: 'new-car-901', model: 'Supra', price: 89990 },
  { ...previous[20]!, id: 902, slug: 'new-car-902', badge: 'Sport', price: 41990 },
];
const byId = (docs: IndexDocument[]) => [...docs].sort((a, b) => (a['id'] as number) - (b['id'] as number));
const queries: SearchParams[] = [
  { q: 'supra', limit: 50 },
  { filter: 'status = sold', limit: 100, facets: ['make', 'status'] },
  { sort: ['price:asc'], limit: 100 },
];

describe('stock delta', () => {
  const delta = stockDelta(previous, next);

  it('holds only the new and changed documents, and the removed ids', () => {
    expect(delta.upserts.map((d) => d[VEHICLE_PRIMARY_KEY]).sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 7, 10, 13, 14, 901, 902]);
    expect(delta.deletes).toEqual([5, 6]);
  });

  it('leaves the embedded index identical to a full push', async () => {
    const index = memoryDocumentIndex(previous);
    await applyStockDelta(index, delta);
    expect(byId(index.documents())).toEqual(byId(next));
    const afterDelta = createEmbeddedSearchEngine({ stock: createEmbeddedEngine(index.documents(), contractSettings) });
    const fullPush = createEmbeddedSearchEngine({ stock: createEmbeddedEngine(next, contractSettings) });
    for (const params of queries) {
      const [a, b] = await Promise.all([afterDelta.search('stock', params), fullPush.search('stock', params)]);
      expect({ hits: a.hits, facets: a.facetDistribution, total: a.estimatedTotalHits ?? a.totalHits }).toEqual({
        hits: b.hits,
        facets: b.facetDistribution,
        total: b.estimatedTotalHits ?? b.totalHits,
      });
    }
  });
});

const host = process.env['MEILISEARCH_HOST'];
describe.skipIf(!host)('stock delta on Meilisearch', () => {
  const client = new Meilisearch({ host: host ?? 'http://127.0.0.1:7700', apiKey: process.env['MEILISEARCH_API_KEY'] ?? process.env['MEILISEARCH_ADMIN_KEY'] });
  const suffix = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const uids = { delta: `delta_${suffix}`, full: `full_${suffix}` };
  const wait = { timeout: 60_000, interval: 100 };
  afterAll(async () => {
    await Promise.allSettled(Object.values(uids).map((uid) => client.deleteIndex(uid).waitTask(wait)));
  }, 60_000);

  it('ends with the same documents and answers as a full push', async () => {
    for (const uid of Object.values(uids)) {
      await client.createIndex(uid, { primaryKey: VEHICLE_PRIMARY_KEY }).waitTask(wait);
      await client.index(uid).updateSettings(meilisearchSettingsBody(contractSettings)).waitTask(wait);
    }
    const deltaIndex = meilisearchDocumentIndex(client.index(uids.delta));
    await deltaIndex.replaceDocuments(previous);
    await applyStockDelta(deltaIndex, stockDelta(previous, next));
    await meilisearchDocumentIndex(client.index(uids.full)).replaceDocuments(next);
    const [a, b] = await Promise.all([fetchAllDocuments(client, uids.delta), fetchAllDocuments(client, uids.full)]);
    expect(byId(a)).toEqual(byId(b));
    expect(byId(a)).toEqual(byId(next));
    for (const params of queries) {
      const { q, ...rest } = params;
      const [x, y] = await Promise.all([
        client.index(uids.delta).search(q ?? null, rest as MeilisearchParams),
        client.index(uids.full).search(q ?? null, rest as MeilisearchParams),
      ]);
      expect({ hits: x.hits, facets: x.facetDistribution }).toEqual({ hits: y.hits, facets: y.facetDistribution });
    }
  }, 120_000);
});
