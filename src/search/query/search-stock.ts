import type { SearchDocument, SearchEngine } from '../engine/port.ts';
import { buildStockSearch } from './request-builder.ts';
import { createResultCache, STOCK_CACHE_SIZE, type ResultCache } from './result-cache.ts';
import type { StockSearchContext } from './search-context.ts';
import { mergeStockResults, type StockSearchResult } from './search-result.ts';
import { canonicalState, hasRefinements, type SearchState } from './search-state.ts';

/**
 * One vehicle search: the state becomes a multi-search (main page + disjunctive facet queries),
 * answered from the cache when the same query, page, sort and refinements were asked before.
 */

export interface StockSearcher<T = SearchDocument> {
  search(state: SearchState): Promise<StockSearchResult<T>>;
  /** A cached answer, without asking the engine. */
  cached(state: SearchState): StockSearchResult<T> | undefined;
}

export interface StockSearcherOptions<T = SearchDocument> {
  context: StockSearchContext;
  /** Listed cars of the dealer, the fallback for counts above 1999 (spec 01 §9). */
  stockCount: number;
  cache?: ResultCache<StockSearchResult<T>>;
}

export function stockCacheKey(state: SearchState, context: Pick<StockSearchContext, 'indexUid' | 'hitsPerPage'>): string {
  const canonical = canonicalState(state);
  return JSON.stringify([context.indexUid, canonical.query, (canonical.page - 1) * context.hitsPerPage, canonical.sortBy, canonical.lists, canonical.ranges]);
}

export function createStockSearcher<T = SearchDocument>(engine: SearchEngine, options: StockSearcherOptions<T>): StockSearcher<T> {
  const cache = options.cache ?? createResultCache<StockSearchResult<T>>(STOCK_CACHE_SIZE);
  return {
    cached: (state) => cache.get(stockCacheKey(state, options.context)),
    async search(state) {
      const key = stockCacheKey(state, options.context);
      const hit = cache.get(key);
      if (hit) return hit;
      const plan = buildStockSearch(state, options.context);
      const { results } = await engine.multiSearch<T>(plan.queries);
      const result = mergeStockResults(plan, results, {
        stockCount: options.stockCount,
        narrowed: hasRefinements(state),
        hitsPerPage: options.context.hitsPerPage,
      });
      cache.set(key, result);
      return result;
    },
  };
}
