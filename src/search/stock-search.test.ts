import { describe, expect, it } from 'vitest';
import { vehicleIndexSettings } from '#meilisearch/index-settings.ts';
import { createStockEngine } from './snapshot-engine.ts';
import { REFINEMENT_ATTRIBUTES } from './query/refinement-fields.ts';
import { testSearchContext } from './query/test-search-context.ts';
import { emptySearchState, setRange, setSort, toggleListValue, type SearchState } from './query/search-state.ts';
import { createStockSearcher } from './query/search-stock.ts';
import { priceBand } from '../domain/price-bands.ts';
import type { StockDocument } from './stock-document.ts';
import { decodeStockSnapshot, encodeStockSnapshot } from './stock-snapshot.ts';

/** The query layer against the real embedded engine: what a shopper sees equals a count by hand. */

const NOW = '2026-11-21T00:00:00.000Z';
const nowSeconds = Date.parse(NOW) / 1000;
const MAKES = ['Toyota', 'Mazda', 'Ford', 'Kia', 'Land Rover'];
const BODIES = ['suv', 'ute', 'hatch', 'sedan'];
const TYPES = ['new', 'used', 'demo'] as const;

function fleet(size: number): StockDocument[] {
  return Array.from({ length: size }, (_, i) => {
    const doc: StockDocument = {
      id: i + 1,
      slug: `car-${i + 1}`,
      name: `${MAKES[i % 5]} car ${i + 1}`,
      year: 2015 + (i % 11),
      make: MAKES[i % 5]!,
      model: `M${i % 7}`,
      car_type: TYPES[i % 3]!,
      status: i % 17 === 0 ? 'sold' : i % 13 === 0 ? 'coming_soon' : 'in_stock',
      price: (i % 9) * 7000,
      km: (i * 3137) % 150000,
      certified: i % 4 === 0,
      created_at: new Date((nowSeconds - i * 3600) * 1000).toISOString(),
      created_at_timestamp: nowSeconds - i * 3600,
      simple_body: BODIES[i % 4]!,
      state: ['QLD', 'NSW', 'VIC'][i % 3]!,
      dealership_id: 1,
      show_on_dealer_website: i % 23 !== 0,
      rank: i % 10,
    };
    // half the sold cars were sold yesterday (still listed), half a month ago (not listed)
    if (doc.status === 'sold') doc.sold_date_timestamp = nowSeconds - (i % 2 === 0 ? 86_400 : 30 * 86_400);
    // as toStockDocument writes it: the band of a price above 0
    const band = priceBand(doc.price);
    if (band) doc.price_range = band;
    return doc;
  });
}

const context = testSearchContext({ now: NOW });

const listed = (d: StockDocument) =>
  d.show_on_dealer_website && (d.status === 'in_stock' || d.status === 'coming_soon' || (d.sold_date_timestamp ?? 0) > nowSeconds - 3 * 86_400);

function setup(size = 600) {
  const documents = fleet(size);
  const searcher = createStockSearcher<StockDocument>(createStockEngine(documents, 'vehicles'), { context, stockCount: documents.filter(listed).length });
  const stock = documents.filter(listed);
  return { documents, stock, searcher };
}

describe('spec 01 refinements and sorts', () => {
  /** Every third car has a finance offer (a weekly repayment); every fourth lists a sunroof. */
  function withFinance(size = 300) {
    const documents = fleet(size).map((doc, i) => ({
      ...doc,
      make_model: `${doc.make} ${doc.model}`,
      ...(i % 3 === 0 ? { weekly_repayment: 80 + ((i * 37) % 400) } : {}),
      ...(i % 4 === 0 ? { filtered_features: ['Sunroof'] } : {}),
    }));
    const stock = documents.filter(listed);
    const searcher = createStockSearcher<StockDocument>(createStockEngine(documents, 'vehicles'), {
      context: { ...context, hitsPerPage: 500 },
      stockCount: stock.length,
    });
    return { stock, searcher };
  }

  it('lowest weekly repayment first; cars without a finance offer after every car with one', async () => {
    const { stock, searcher } = withFinance();
    const { hits } = await searcher.search(setSort(emptySearchState(), 'weekly-asc'));
    const weekly = hits.map((hit) => hit.weekly_repayment);
    const offered = weekly.filter((value): value is number => value !== undefined);
    expect(offered).toEqual([...offered].sort((a, b) => a - b));
    expect(weekly.slice(0, offered.length).every((value) => value !== undefined)).toBe(true);
    expect(offered.length).toBe(stock.filter((d) => d.weekly_repayment !== undefined).length);
  });

  it('lowest km and newest year', async () => {
    const { searcher } = withFinance();
    const byKm = (await searcher.search(setSort(emptySearchState(), 'km-asc'))).hits.map((hit) => hit.km);
    expect(byKm).toEqual([...byKm].sort((a, b) => a - b));
    const byYear = (await searcher.search(setSort(emptySearchState(), 'year-desc'))).hits.map((hit) => hit.year);
    expect(byYear).toEqual([...byYear].sort((a, b) => b - a));
  });

  it('weekly_price_range, filtered_features and make_model refine like every other filter', async () => {
    const { stock, searcher } = withFinance();
    const weekly = await searcher.search(setRange(emptySearchState(), 'weekly_price_range', { min: 100, max: 250 }));
    expect(weekly.count).toBe(stock.filter((d) => (d.weekly_repayment ?? -1) >= 100 && (d.weekly_repayment ?? Infinity) <= 250).length);
    const sunroof = await searcher.search(toggleListValue(emptySearchState(), 'filtered_features', 'Sunroof'));
    expect(sunroof.count).toBe(stock.filter((d) => d.filtered_features?.includes('Sunroof')).length);
    const hilux = await searcher.search(toggleListValue(emptySearchState(), 'make_model', 'Toyota M0'));
    expect(hilux.count).toBe(stock.filter((d) => d.make === 'Toyota' && d.model === 'M0').length);
    expect(hilux.count).toBeGreaterThan(0);
  });

  it('status, badge, location_name and price_range (bands derived in the file) refine and facet disjunctively', async () => {
    const documents = fleet(300).map((doc, i) => ({ ...doc, badge: i % 4 === 0 ? 'SR5' : 'GX', location_name: i % 3 === 0 ? 'Harbour City' : 'Northside' }));
    const stock = documents.filter(listed);
    // the browser's engine: the snapshot file, which carries no price band
    const file = JSON.parse(JSON.stringify(encodeStockSnapshot(documents)));
    expect(JSON.stringify(file)).not.toContain('price_range');
    const searcher = createStockSearcher<StockDocument>(createStockEngine(decodeStockSnapshot(file), 'vehicles'), { context, stockCount: stock.length });
    const band = '$10,000 to $20,000';
    let state = toggleListValue(emptySearchState(), 'price_range', band);
    state = toggleListValue(state, 'status', 'in_stock');
    const result = await searcher.search(state);
    const inBand = (d: StockDocument) => d.price >= 10_000 && d.price < 20_000;
    expect(result.count).toBe(stock.filter((d) => inBand(d) && d.status === 'in_stock').length);
    expect(result.count).toBeGreaterThan(0);
    // each refined list counts without its own refinement
    expect(result.facets.price_range?.[band]).toBe(result.count);
    expect(result.facets.price_range?.['Under $10,000']).toBe(stock.filter((d) => d.price > 0 && d.price < 10_000 && d.status === 'in_stock').length);
    expect(result.facets.status?.['coming_soon']).toBe(stock.filter((d) => inBand(d) && d.status === 'coming_soon').length);
    expect(result.facets.badge?.['SR5']).toBe(stock.filter((d) => inBand(d) && d.status === 'in_stock' && d.badge === 'SR5').length);
    const north = await searcher.search(toggleListValue(toggleListValue(emptySearchState(), 'location_name', 'Northside'), 'badge', 'SR5'));
    expect(north.count).toBe(stock.filter((d) => d.location_name === 'Northside' && d.badge === 'SR5').length);
    expect(north.facets.location_name?.['Harbour City']).toBe(stock.filter((d) => d.location_name === 'Harbour City' && d.badge === 'SR5').length);
  });

  it('item_type and categories refine and facet like every other list filter (one value or several)', async () => {
    const documents = fleet(300).map((doc, i) => ({
      ...doc,
      item_type: i % 5 === 0 ? 'Light commercial' : 'Car',
      ...(i % 3 === 0 ? { categories: ['Family', 'Off-road'] } : i % 3 === 1 ? { categories: ['City'] } : {}),
    }));
    const stock = documents.filter(listed);
    const searcher = createStockSearcher<StockDocument>(createStockEngine(documents, 'vehicles'), { context, stockCount: stock.length });
    const commercial = await searcher.search(toggleListValue(emptySearchState(), 'item_type', 'Light commercial'));
    expect(commercial.count).toBe(stock.filter((d) => d.item_type === 'Light commercial').length);
    expect(commercial.count).toBeGreaterThan(0);
    const family = await searcher.search(toggleListValue(emptySearchState(), 'categories', 'Family'));
    expect(family.count).toBe(stock.filter((d) => d.categories?.includes('Family')).length);
    const either = await searcher.search(toggleListValue(toggleListValue(emptySearchState(), 'categories', 'Family'), 'categories', 'City'));
    expect(either.count).toBe(stock.filter((d) => d.categories?.some((c) => c === 'Family' || c === 'City')).length);
    expect(either.facets.categories?.City).toBe(stock.filter((d) => d.categories?.includes('City')).length);
  });
});

describe('stock search over the embedded engine', () => {
  it('declares every refinement attribute filterable in the shared index settings', () => {
    for (const attribute of REFINEMENT_ATTRIBUTES) expect(vehicleIndexSettings.filterableAttributes).toContain(attribute);
  });

  it('applies the stock rule and the refinements, and counts match a count by hand', async () => {
    const { stock, searcher } = setup();
    expect((await searcher.search(emptySearchState())).count).toBe(stock.length);
    let state: SearchState = toggleListValue(emptySearchState(), 'make', 'Toyota');
    state = toggleListValue(state, 'make', 'Land Rover');
    state = toggleListValue(state, 'body', 'SUV');
    state = setRange(state, 'price', { min: 7000, max: 35000 });
    const result = await searcher.search(state);
    const expected = stock.filter((d) => ['Toyota', 'Land Rover'].includes(d.make) && d.simple_body === 'suv' && d.price >= 7000 && d.price <= 35000);
    expect(expected.length).toBeGreaterThan(0);
    expect(result.count).toBe(expected.length);
    expect(result.hits.every((hit) => expected.some((d) => d.id === hit.id))).toBe(true);
  });

  it('keeps facet counts disjunctive: each refined facet counts without its own refinement', async () => {
    const { stock, searcher } = setup();
    let state = toggleListValue(emptySearchState(), 'make', 'Toyota');
    state = toggleListValue(state, 'body', 'ute');
    const { facets, facetStats } = await searcher.search(setRange(state, 'price', { min: 14000 }));
    const inPrice = (d: StockDocument) => d.price >= 14000;
    const tally = (docs: StockDocument[], key: keyof StockDocument) =>
      docs.reduce<Record<string, number>>((acc, d) => ({ ...acc, [String(d[key])]: (acc[String(d[key])] ?? 0) + 1 }), {});
    expect(facets.make).toEqual(
      tally(
        stock.filter((d) => d.simple_body === 'ute' && inPrice(d)),
        'make',
      ),
    );
    expect(facets.simple_body).toEqual(
      tally(
        stock.filter((d) => d.make === 'Toyota' && inPrice(d)),
        'simple_body',
      ),
    );
    // not refined: plain (conjunctive) counts
    expect(facets.car_type).toEqual(
      tally(
        stock.filter((d) => d.make === 'Toyota' && d.simple_body === 'ute' && inPrice(d)),
        'car_type',
      ),
    );
    // the price slider keeps its span: stats ignore the price refinement itself
    const prices = stock.filter((d) => d.make === 'Toyota' && d.simple_body === 'ute').map((d) => d.price);
    expect(facetStats.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('sorts by lowest price without unpriced cars, and by latest', async () => {
    const { stock, searcher } = setup();
    const cheapest = await searcher.search(setSort(emptySearchState(), 'price-asc'));
    expect(cheapest.count).toBe(stock.filter((d) => d.price > 0).length);
    expect(cheapest.hits.map((h) => h.price)).toEqual([...cheapest.hits.map((h) => h.price)].sort((a, b) => a - b));
    const latest = await searcher.search(setSort(emptySearchState(), 'latest'));
    expect(latest.hits[0]?.id).toBe(stock.reduce((a, b) => (a.created_at_timestamp >= b.created_at_timestamp ? a : b)).id);
  });

  it('counts and pages past 1999 cars exactly (summed facet count, raised maxTotalHits)', async () => {
    const { stock, searcher } = setup(2600);
    expect(stock.length).toBeGreaterThan(1999);
    const all = await searcher.search(emptySearchState());
    expect(all.count).toBe(stock.length);
    expect(all.totalPages).toBe(Math.ceil(stock.length / 21));
    const last = await searcher.search({ ...emptySearchState(), page: all.totalPages });
    expect(last.hits.length).toBe(stock.length - (all.totalPages - 1) * 21);
  });

  it('round-trips documents through the snapshot file', () => {
    const documents = fleet(50);
    expect(decodeStockSnapshot(JSON.parse(JSON.stringify(encodeStockSnapshot(documents))))).toEqual(documents);
  });
});
