import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBand } from '../../src/domain/price-bands.ts';
import { DERIVED_FIELDS } from '../../src/search/derived-fields.ts';
import type { SearchDocument } from '../../src/search/engine/port.ts';
import { testSearchContext } from '../../src/search/query/test-search-context.ts';
import { emptySearchState, toggleListValue, type SearchState } from '../../src/search/query/search-state.ts';
import { createStockSearcher } from '../../src/search/query/search-stock.ts';
import type { StockDocument } from '../../src/search/stock-document.ts';
import { embeddedTarget, meilisearchTarget, type ContractTarget } from './contract-targets.ts';
import { contractDocuments } from './fixture-vehicles.ts';

/**
 * The search UI's refinements that spec 01 §3 names (status, badge, location_name,
 * make_model, price_range), through the query model — the request the island sends and the answer it
 * reads — on the embedded engine always and on a real Meilisearch when MEILISEARCH_HOST is set. Each
 * expectation is a count by hand over the fixture table, so the two engines cannot drift apart.
 */

// As toStockDocument writes them: make_model from make and model, price_range the band of a price above 0.
const documents: SearchDocument[] = contractDocuments.map((doc) => {
  const band = priceBand(doc['price'] as number);
  return { ...doc, make_model: DERIVED_FIELDS.make_model(doc as unknown as StockDocument), ...(band ? { price_range: band } : {}) };
});

// A day after car 44 was sold (1 October 2024): it is inside the three-day sold window, the other sold cars are not.
const NOW = '2024-10-02T00:00:00.000Z';
const nowSeconds = Date.parse(NOW) / 1000;
const listed = (doc: SearchDocument) =>
  doc['show_on_dealer_website'] === true &&
  (doc['status'] === 'in_stock' ||
    doc['status'] === 'coming_soon' ||
    ((doc['sold_date_timestamp'] as number | null | undefined) ?? 0) > nowSeconds - 3 * 86_400);

const host = process.env['MEILISEARCH_HOST'];
const targets: Array<{ name: string; create: () => Promise<ContractTarget> }> = [
  { name: 'embedded', create: async () => embeddedTarget(documents) },
  ...(host ? [{ name: 'meilisearch', create: () => meilisearchTarget(host, process.env['MEILISEARCH_API_KEY'], documents) }] : []),
];

interface RefinementCase {
  param: string;
  attribute: string;
  /** Two values ticked together: OR within the refinement. */
  values: [string, string];
}

const CASES: RefinementCase[] = [
  { param: 'status', attribute: 'status', values: ['coming_soon', 'sold'] },
  { param: 'badge', attribute: 'badge', values: ['Ascent', 'SX'] },
  { param: 'location_name', attribute: 'location_name', values: ['Harbour City Motors Sydney', 'Sunshine Cars Brisbane'] },
  { param: 'make_model', attribute: 'make_model', values: ['Toyota Corolla', 'Ford Ranger'] },
  { param: 'price_range', attribute: 'price_range', values: ['$20,000 to $30,000', '$50,000 to $75,000'] },
];

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const byHand = (attribute: string, values: readonly string[]) =>
  sorted(documents.filter((doc) => listed(doc) && values.includes(doc[attribute] as string)).map((doc) => doc['id'] as number));
const countByHand = (attribute: string, value: string) => documents.filter((doc) => listed(doc) && doc[attribute] === value).length;

describe.each(targets)('refinements through the query model: $name', ({ create }) => {
  let target: ContractTarget;
  let search: (state: SearchState) => ReturnType<ReturnType<typeof createStockSearcher<StockDocument>>['search']>;
  beforeAll(async () => {
    target = await create();
    const context = testSearchContext({ indexUid: target.indexUid.main, hitsPerPage: 100, now: NOW, timeZone: 'Australia/Sydney' });
    const searcher = createStockSearcher<StockDocument>(target.engine, { context, stockCount: documents.filter(listed).length });
    search = (state) => searcher.search(state);
  }, 120_000);
  afterAll(async () => {
    await target?.dispose();
  });

  it('the listing without refinements is the listed stock, counted by hand', async () => {
    const result = await search(emptySearchState());
    expect(sorted(result.hits.map((hit) => hit.id))).toEqual(sorted(documents.filter(listed).map((doc) => doc['id'] as number)));
  });

  it.each(CASES)('$param: one value, then two (OR), with each value counted as the filter panel shows it', async ({ param, attribute, values }) => {
    for (const value of values) expect(byHand(attribute, [value]).length, `the fixture lists cars with ${param} ${value}`).toBeGreaterThan(0);

    const one = await search(toggleListValue(emptySearchState(), param, values[0]));
    expect(sorted(one.hits.map((hit) => hit.id))).toEqual(byHand(attribute, [values[0]]));

    const both = await search(toggleListValue(toggleListValue(emptySearchState(), param, values[0]), param, values[1]));
    expect(sorted(both.hits.map((hit) => hit.id))).toEqual(byHand(attribute, values));
    // Disjunctive counts: ticking one value leaves the other values' counts as they were.
    for (const value of values) expect(both.facets[attribute]?.[value], `${param} ${value}`).toBe(countByHand(attribute, value));
  });

  it('two refinements narrow together (AND across refinements)', async () => {
    const state = toggleListValue(toggleListValue(emptySearchState(), 'make_model', 'Toyota Corolla'), 'badge', 'Ascent');
    const result = await search(state);
    const expected = documents
      .filter((doc) => listed(doc) && doc['make_model'] === 'Toyota Corolla' && doc['badge'] === 'Ascent')
      .map((doc) => doc['id'] as number);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(result.hits.map((hit) => hit.id))).toEqual(sorted(expected));
  });
});
