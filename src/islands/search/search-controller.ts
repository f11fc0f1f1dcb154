import { createResultCache, STOCK_CACHE_SIZE, type ResultCache } from '../../search/query/result-cache.ts';
import type { StockSearchContext } from '../../search/query/search-context.ts';
import type { StockSearchResult } from '../../search/query/search-result.ts';
import {
  clearRefinements,
  refinementCount,
  sameState,
  setPage,
  setQuery,
  setRange,
  setSort,
  toggleListValue,
  type NumericRange,
  type SearchState,
  type SortKey,
} from '../../search/query/search-state.ts';
import { createStockSearcher, stockCacheKey, type StockSearcher } from '../../search/query/search-stock.ts';
import { locationForState, stateFromLocation, type RouteRefinements } from '../../search/query/url-codec.ts';
import type { SearchEngine } from '../../search/engine/port.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { searchSummary } from '../../site/search/summary.ts';
import type { SearchHistoryEntry } from './search-history.ts';

/**
 * The search island's state and actions without a framework (the connector of InstantSearch's
 * connector → hook → widget split; useStockSearch is the hook). It owns the URL writes and back/forward,
 * the result cache, the order of answers (only the newest search's answer is shown), the engine loaded
 * on first intent, the fallback notice and the two-phase commit: the touched control first, then, after
 * a paint, the chips, the URL and the search (docs/performance.md, "two-phase tap").
 */

/** spec 01 §4 "Search load states": the previous hits and counts stay on screen while loading or on error. */
export type SearchStatus = 'hasData' | 'loading' | 'hasError';

type HistoryMode = 'push' | 'replace' | 'none';

export interface Answered {
  state: SearchState;
  result: StockSearchResult<StockDocument>;
  /** Counts the answers shown: the grid is a new one for each (see SearchView). */
  id: number;
}

export interface SearchSnapshot {
  /** What the controls show: follows every action at once. */
  state: SearchState;
  /** What the chips, the URL and the search follow: the state a paint later. */
  settled: SearchState;
  /** The newest answer shown and the state it answers: the cards follow it, not the controls. */
  answered: Answered;
  status: SearchStatus;
  fellBack: boolean;
}

/** Which part of the snapshot a notification moved: a view may render an answer at a lower priority. */
export type SearchChange = 'controls' | 'settled' | 'answer' | 'status' | 'fallback';

export interface StockSearchActions {
  setQuery(query: string): void;
  toggle(param: string, value: string): void;
  setRange(param: string, range: NumericRange | undefined): void;
  setSort(sortBy: SortKey): void;
  goToPage(page: number): void;
  clear(): void;
  retry(): void;
  /** Loads the engine ahead of the first interaction (hover or focus in the search area). */
  warmUp(): void;
}

/** The browser's address bar, injected so the controller runs in a unit test without a window. */
export interface SearchLocation {
  /** Path plus query string now shown. */
  current(): { pathname: string; search: string };
  write(url: string, mode: 'push' | 'replace'): void;
  /** Calls back on back/forward; returns the unsubscribe. */
  onPop(listener: () => void): () => void;
}

export interface SearchControllerOptions {
  initialState: SearchState;
  initialResult: StockSearchResult<StockDocument>;
  route: RouteRefinements;
  context: StockSearchContext;
  stockCount: number;
  persistedAttributes: readonly string[];
  /** Connects the engine (a dynamic import in the browser); calls onFallback when it falls back. */
  connect(onFallback: () => void): Promise<SearchEngine>;
  location: SearchLocation;
  /** Resolves after the browser has painted what the last action changed (after-next-paint.ts). */
  afterPaint(): Promise<void>;
  remember?: (entry: SearchHistoryEntry) => void;
  warn?: (message: string, error: unknown) => void;
}

export interface SearchController {
  getSnapshot(): SearchSnapshot;
  subscribe(listener: (snapshot: SearchSnapshot, change: SearchChange) => void): () => void;
  actions: StockSearchActions;
  /** Takes the URL the page was opened at (a shared link asks for more than the static page) and listens to back/forward. */
  start(): () => void;
}

export function createSearchController(options: SearchControllerOptions): SearchController {
  const { context, route, location, afterPaint, remember, warn = console.warn } = options;
  const cache: ResultCache<StockSearchResult<StockDocument>> = createResultCache(STOCK_CACHE_SIZE);
  cache.set(stockCacheKey(options.initialState, context), options.initialResult);
  const listeners = new Set<(snapshot: SearchSnapshot, change: SearchChange) => void>();
  let snapshot: SearchSnapshot = {
    state: options.initialState,
    settled: options.initialState,
    answered: { state: options.initialState, result: options.initialResult, id: 0 },
    status: 'hasData',
    fellBack: false,
  };
  const update = (patch: Partial<SearchSnapshot>, change: SearchChange) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener(snapshot, change);
  };

  let searcher: Promise<StockSearcher<StockDocument>> | null = null;
  const loadSearcher = () => {
    if (!searcher) {
      const loading = options
        .connect(() => update({ fellBack: true }, 'fallback'))
        .then((engine) => createStockSearcher<StockDocument>(engine, { context, stockCount: options.stockCount, cache }));
      // A failed load (offline for a moment) is retried on the next search.
      loading.catch(() => {
        if (searcher === loading) searcher = null;
      });
      searcher = loading;
    }
    return searcher;
  };

  let sequence = 0;
  const show = (state: SearchState, result: StockSearchResult<StockDocument>) =>
    update({ answered: { state, result, id: snapshot.answered.id + 1 }, status: 'hasData' }, 'answer');
  const run = (next: SearchState) => {
    const id = ++sequence;
    update({ status: 'loading' }, 'status');
    const hit = cache.get(stockCacheKey(next, context));
    if (hit) return show(next, hit);
    loadSearcher()
      .then(async (s) => {
        await afterPaint();
        return s.search(next);
      })
      .then(
        (answer) => {
          if (id !== sequence) return;
          // A page past the end (an old link): show the last page instead of an empty one.
          if (answer.hits.length === 0 && answer.totalPages > 0 && next.page > answer.totalPages) {
            commit(setPage(next, answer.totalPages), 'replace');
            return;
          }
          show(next, answer);
          if (refinementCount(next) > 0) remember?.({ label: searchSummary(next), href: locationForState(setPage(next, 1), route) });
        },
        (error: unknown) => {
          if (id !== sequence) return;
          warn('Stock search failed', error);
          update({ status: 'hasError' }, 'status');
        },
      );
  };

  let pending = 0;
  const commit = (next: SearchState, mode: HistoryMode = 'push') => {
    update({ state: next }, 'controls');
    const ticket = ++pending;
    void afterPaint().then(() => {
      // Two changes before one paint (a double tap): the newer one settles, once.
      if (ticket !== pending) return;
      update({ settled: next }, 'settled');
      if (mode !== 'none') {
        const url = locationForState(next, route);
        const now = location.current();
        if (url !== `${now.pathname}${now.search}`) location.write(url, mode);
      }
      run(next);
    });
  };

  const current = () => snapshot.state;
  const fromUrl = () => {
    const now = location.current();
    return stateFromLocation(now.pathname, now.search, route);
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const initial = fromUrl();
      if (!sameState(initial, snapshot.state)) commit(initial, 'none');
      return location.onPop(() => commit(fromUrl(), 'none'));
    },
    actions: {
      setQuery: (query) => {
        if (query.trim() !== current().query.trim()) commit(setQuery(current(), query));
      },
      toggle: (param, value) => commit(toggleListValue(current(), param, value)),
      setRange: (param, range) => commit(setRange(current(), param, range)),
      setSort: (sortBy) => commit(setSort(current(), sortBy)),
      goToPage: (page) => commit(setPage(current(), page)),
      clear: () => commit(clearRefinements(current(), options.persistedAttributes)),
      retry: () => run(current()),
      warmUp: () => void loadSearcher().catch(() => undefined),
    },
  };
}
