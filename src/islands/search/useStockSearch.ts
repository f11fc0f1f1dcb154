import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createResultCache, STOCK_CACHE_SIZE } from '../../search/query/result-cache.ts';
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
import { locationForState, stateFromLocation } from '../../search/query/url-codec.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { searchSummary } from '../../site/search/summary.ts';
import { afterNextPaint } from './after-next-paint.ts';
import { rememberSearch } from './search-history.ts';
import type { SearchIslandProps } from './types.ts';

/** spec 01 §4 "Search load states": the previous hits and counts stay on screen while loading or on error. */
export type SearchStatus = 'hasData' | 'loading' | 'hasError';

type HistoryMode = 'push' | 'replace' | 'none';

interface Answered {
  state: SearchState;
  result: StockSearchResult<StockDocument>;
  /** Counts the answers shown: the grid is a new one for each (see SearchView). */
  id: number;
}

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

function writeUrl(url: string, mode: 'push' | 'replace'): void {
  if (url === `${window.location.pathname}${window.location.search}`) return;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * Binds the URL, the search state and the engine: every change is written to the URL (push), answered
 * from the cache or the engine, and back/forward replays the URL. The engine module and the snapshot
 * load on first intent, so a visitor who only reads the first page never downloads them.
 */
export function useStockSearch(props: SearchIslandProps) {
  // The controls follow `state` at once; `settled` (the chips, the URL, the search) a paint later.
  const [state, setState] = useState<SearchState>(props.initialState);
  const [settled, setSettled] = useState<SearchState>(props.initialState);
  // The result and the state it answers change together: the cards follow the answer, not the controls.
  const [answered, setAnswered] = useState<Answered>({ state: props.initialState, result: props.initialResult, id: 0 });
  const [status, setStatus] = useState<SearchStatus>('hasData');
  const [fellBack, setFellBack] = useState(false);
  const stateRef = useRef(state);
  const sequence = useRef(0);
  const searcher = useRef<Promise<StockSearcher<StockDocument>> | null>(null);

  const context = useMemo(
    // Meilisearch holds live stock, so its sold window runs on the visitor's clock; the snapshot keeps its own.
    () => (props.engine.type === 'meilisearch' ? { ...props.context, now: new Date().toISOString() } : props.context),
    [props.context, props.engine.type],
  );
  const cache = useMemo(() => {
    const created = createResultCache<StockSearchResult<StockDocument>>(STOCK_CACHE_SIZE);
    created.set(stockCacheKey(props.initialState, props.context), props.initialResult);
    return created;
  }, [props.initialState, props.initialResult, props.context]);

  const loadSearcher = useCallback(() => {
    if (!searcher.current) {
      const loading = import('../../search/connect-engine.ts')
        .then((module) => module.connectStockEngine(props.engine, () => setFellBack(true)))
        .then((engine) => createStockSearcher<StockDocument>(engine, { context, stockCount: props.stockCount, cache }));
      // A failed load (offline for a moment) is retried on the next search.
      loading.catch(() => {
        if (searcher.current === loading) searcher.current = null;
      });
      searcher.current = loading;
    }
    return searcher.current;
  }, [props.engine, props.stockCount, context, cache]);

  // The newest commit, for the callbacks above it (a search that moves its page) and the URL listener.
  const commitRef = useRef<(next: SearchState, mode?: HistoryMode) => void>(() => {});
  // The controls (a ticked box, the chips) and the busy state paint at once; the new cards render in a
  // transition React can interrupt, and the engine searches only after that paint (issue 12: input → next
  // paint; the embedded engine answers in the same task otherwise, and its work and the render delayed it).
  const show = useCallback((next: SearchState, answer: StockSearchResult<StockDocument>) => {
    startTransition(() => {
      setAnswered((shown) => ({ state: next, result: answer, id: shown.id + 1 }));
      setStatus('hasData');
    });
  }, []);
  const run = useCallback(
    (next: SearchState) => {
      const id = ++sequence.current;
      setStatus('loading');
      const hit = cache.get(stockCacheKey(next, context));
      if (hit) {
        show(next, hit);
        return;
      }
      loadSearcher()
        .then(async (s) => {
          await afterNextPaint();
          return s.search(next);
        })
        .then(
          (answer) => {
            if (id !== sequence.current) return;
            // A page past the end (an old link): show the last page instead of an empty one.
            if (answer.hits.length === 0 && answer.totalPages > 0 && next.page > answer.totalPages) {
              commitRef.current(setPage(next, answer.totalPages), 'replace');
              return;
            }
            show(next, answer);
            if (refinementCount(next) > 0) rememberSearch({ label: searchSummary(next), href: locationForState(setPage(next, 1), props.route) });
          },
          (error: unknown) => {
            if (id !== sequence.current) return;
            console.warn('Stock search failed', error);
            setStatus('hasError');
          },
        );
    },
    [cache, context, loadSearcher, show, props.route],
  );

  // Two phases (issue 12, input → next paint): the control the shopper touched (a ticked box) renders and
  // paints alone; the chips, the URL, the busy state and the search follow in the task after that paint.
  // On the 2,000-car dealer the history write and the chips' render and layout doubled the tap's paint.
  const pending = useRef(0);
  const commit = useCallback(
    (next: SearchState, mode: HistoryMode = 'push') => {
      stateRef.current = next;
      setState(next);
      const ticket = ++pending.current;
      void afterNextPaint().then(() => {
        // Two changes before one paint (a double tap): the newer one settles, once.
        if (ticket !== pending.current) return;
        setSettled(next);
        if (mode !== 'none') writeUrl(locationForState(next, props.route), mode);
        run(next);
      });
    },
    [props.route, run],
  );
  // Set after render (a ref is not written during render), before the effects and events that call it.
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    const fromUrl = () => stateFromLocation(window.location.pathname, window.location.search, props.route);
    // The static HTML shows the page without parameters; a shared or reloaded URL may ask for more.
    const initial = fromUrl();
    if (!sameState(initial, stateRef.current)) commitRef.current(initial, 'none');
    const onPopState = () => commitRef.current(fromUrl(), 'none');
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [props.route]);

  const actions = useMemo<StockSearchActions>(() => {
    const current = () => stateRef.current;
    return {
      setQuery: (query) => {
        if (query.trim() !== current().query.trim()) commit(setQuery(current(), query));
      },
      toggle: (param, value) => commit(toggleListValue(current(), param, value)),
      setRange: (param, range) => commit(setRange(current(), param, range)),
      setSort: (sortBy) => commit(setSort(current(), sortBy)),
      goToPage: (page) => commit(setPage(current(), page)),
      clear: () => commit(clearRefinements(current(), props.persistedAttributes)),
      retry: () => run(current()),
      warmUp: () => void loadSearcher().catch(() => undefined),
    };
  }, [commit, run, loadSearcher, props.persistedAttributes]);

  return { state, settled, result: answered.result, resultState: answered.state, answerId: answered.id, status, fellBack, actions };
}
