import { describe, expect, it } from 'vitest';
import type { MultiSearchQuery, MultiSearchResult, SearchEngine } from '../engine/port.ts';
import { createResultCache } from './result-cache.ts';
import { testSearchContext } from './test-search-context.ts';
import { displayCount, mergeStockResults, type StockSearchResult } from './search-result.ts';
import { emptySearchState, setPage, toggleListValue } from './search-state.ts';
import { createStockSearcher, stockCacheKey } from './search-stock.ts';
import { buildStockSearch } from './request-builder.ts';

const context = testSearchContext({ hitsPerPage: 2, priceAscRequiresPositive: false });

const result = (over: Partial<MultiSearchResult>): MultiSearchResult => ({ indexUid: 'vehicles', hits: [], query: '', processingTimeMs: 1, ...over });

/** Answers every query from a fixed table and records what it was asked. */
function fakeEngine(answer: (query: MultiSearchQuery, index: number) => MultiSearchResult) {
  const asked: MultiSearchQuery[][] = [];
  const engine: SearchEngine = {
    search: () => Promise.reject(new Error('not used')),
    multiSearch: <T>(queries: MultiSearchQuery[]) => {
      asked.push(queries);
      return Promise.resolve({ results: queries.map(answer) as Array<MultiSearchResult<T>> });
    },
  };
  return { engine, asked };
}

describe('displayCount', () => {
  it('keeps counts up to 1999 below the engine cap', () => {
    expect(displayCount(120, {}, { stockCount: 2100, narrowed: true })).toBe(120);
  });
  it('replaces capped or large totals by the summed condition facet', () => {
    expect(displayCount(1000, { car_type: { new: 900, used: 1100, demo: 50 } }, { stockCount: 2100, narrowed: true })).toBe(2050);
    expect(displayCount(2500, { car_type: { used: 2500 } }, { stockCount: 9, narrowed: true })).toBe(2500);
  });
  it('falls back to the stock count when nothing narrows the search', () => {
    expect(displayCount(1000, undefined, { stockCount: 2143, narrowed: false })).toBe(2143);
    expect(displayCount(1000, undefined, { stockCount: 2143, narrowed: true })).toBe(1000);
  });
});

describe('mergeStockResults', () => {
  it('takes each refined facet from its own query and keeps the others from the main one', () => {
    const state = toggleListValue(emptySearchState(), 'make', 'Toyota');
    const plan = buildStockSearch(state, context);
    const merged = mergeStockResults(
      plan,
      [
        result({
          hits: [{ id: 1 }],
          totalHits: 3,
          page: 1,
          hitsPerPage: 2,
          facetDistribution: { make: { Toyota: 3 }, simple_body: { SUV: 3 } },
          facetStats: { price: { min: 1, max: 9 } },
        }),
        result({ facetDistribution: { make: { Toyota: 3, Mazda: 5 } } }),
      ],
      { stockCount: 8, narrowed: true, hitsPerPage: 2 },
    );
    expect(merged.facets).toEqual({ make: { Toyota: 3, Mazda: 5 }, simple_body: { SUV: 3 } });
    expect(merged.facetStats).toEqual({ price: { min: 1, max: 9 } });
    expect(merged).toMatchObject({ count: 3, page: 1, totalPages: 2, hitsPerPage: 2, ms: 2 });
  });
});

describe('createStockSearcher', () => {
  it('sends the plan as one multi-search and caches per query, offset, sort and refinements', async () => {
    const { engine, asked } = fakeEngine((query) =>
      result({ hits: [{ id: query.page ?? 0 }], totalHits: 5, page: query.page ?? 1, hitsPerPage: 2, facetDistribution: {} }),
    );
    const searcher = createStockSearcher(engine, { context, stockCount: 5 });
    const state = toggleListValue(emptySearchState(), 'make', 'Kia');
    const first = await searcher.search(state);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(2);
    expect(first.totalPages).toBe(3);
    // the same state in another click order is the same cache entry
    await searcher.search({ ...state, lists: { make: ['Kia'] } });
    expect(asked).toHaveLength(1);
    await searcher.search(setPage(state, 2));
    expect(asked).toHaveLength(2);
    expect(searcher.cached(setPage(state, 2))?.hits).toEqual([{ id: 2 }]);
  });

  it('evicts the oldest entry first', async () => {
    const { engine, asked } = fakeEngine(() => result({ totalHits: 0, facetDistribution: {} }));
    const cache = createResultCache<StockSearchResult>(2);
    const searcher = createStockSearcher(engine, { context, stockCount: 0, cache });
    const a = { ...emptySearchState(), query: 'a' };
    const b = { ...emptySearchState(), query: 'b' };
    const c = { ...emptySearchState(), query: 'c' };
    await searcher.search(a);
    await searcher.search(b);
    await searcher.search(a); // a cache hit does not make a newer
    await searcher.search(c); // evicts a
    expect(cache.size).toBe(2);
    expect(cache.has(stockCacheKey(a, context))).toBe(false);
    expect(cache.has(stockCacheKey(b, context))).toBe(true);
    expect(asked).toHaveLength(3);
  });

  it('does not cache a failure', async () => {
    let fail = true;
    const engine: SearchEngine = {
      search: () => Promise.reject(new Error('x')),
      multiSearch: <T>() => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ results: [result({ totalHits: 0 }) as MultiSearchResult<T>] })),
    };
    const searcher = createStockSearcher(engine, { context, stockCount: 0 });
    await expect(searcher.search(emptySearchState())).rejects.toThrow('down');
    fail = false;
    await expect(searcher.search(emptySearchState())).resolves.toMatchObject({ count: 0 });
  });
});
