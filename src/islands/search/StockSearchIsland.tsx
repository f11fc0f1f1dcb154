import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { isAvailable } from '../../domain/availability.ts';
import { formatDate } from '../../domain/format.ts';
import { clearRefinements, setPage } from '../../search/query/search-state.ts';
import { locationForState } from '../../search/query/url-codec.ts';
import { searchControls, searchGrid } from '../../site/search/view-model.ts';
import { refinementChips, type RefinementChip } from '../../site/search/summary.ts';
import { $toasts, dismissToast } from '../../stores/toasts.ts';
import '../toasts/toasts.css';
import { $searchHistory, loadSearchHistory } from './search-history.ts';
import { SearchView } from './SearchView.tsx';
import type { SearchIslandProps } from './types.ts';
import { withLiveStatus } from '../../site/search/live-cards.ts';
import { useCardViews } from './use-card-views.ts';
import { useLiveCards } from './use-live-cards.ts';
import { usePromoClock } from './use-promo-clock.ts';
import { useSavedCars } from './use-saved-cars.ts';
import { useStockSearch } from './useStockSearch.ts';

/**
 * The hearts' toasts (saved, removed, refused): the view loads with the first toast, off the reading
 * budget. Its stylesheet is imported here, statically: a lazily imported module's CSS is not emitted.
 */
const ToastView = lazy(() => import('../toasts/ToastView.tsx').then((module) => ({ default: module.ToastView })));

function scrollToResults() {
  window.scrollTo({ top: 0 });
  document.getElementById('search-results-title')?.focus({ preventScroll: true });
}

/** The search island: binds the search hook and the local stores to the props-only view. */
export default function StockSearchIsland(props: SearchIslandProps) {
  const { state, settled, result, resultState, answerId, status, fellBack, actions } = useStockSearch(props);
  const [hydrated, setHydrated] = useState(false);
  // Cards sold, reserved or re-priced since the build show so once the platform answers (one request a page).
  const live = useLiveCards(props.liveStatusSite, result.hits, hydrated && status !== 'loading');
  // The snapshot leaves views counts out; they come from their own file once past the first page.
  const views = useCardViews(props.viewsUrl, result !== props.initialResult);
  const shown = useMemo(() => {
    if (live.size === 0 && !views) return result;
    const now = new Date();
    const hits = result.hits.map((doc) => {
      const counted = doc.views === undefined && views?.has(doc.id) ? { ...doc, views: views.get(doc.id) } : doc;
      return withLiveStatus(counted, live.get(doc.id), now, props.card.finance);
    });
    // A reply that changes no card leaves the grid as it is (no render of two dozen cards for nothing).
    return hits.every((doc, i) => doc === result.hits[i]) ? result : { ...result, hits };
  }, [result, live, views, props.card.finance]);
  const carFor = useCallback(
    (id: number) => {
      const hit = shown.hits.find((doc) => doc.id === id);
      return hit ? { id: hit.id, name: hit.name, available: isAvailable(hit) } : undefined;
    },
    [shown.hits],
  );
  const { saved, toggle: toggleSaved } = useSavedCars(props.watchlistSite, carFor);
  const history = useStore($searchHistory);
  const toasts = useStore($toasts);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Promo tiles follow the visitor's clock without a second render of the grid at hydration unless a
  // tile's window moved since the build; the cards' time-bound tags re-check themselves (ClockTag).
  const promoNow = usePromoClock(props.promos, props.context.now);

  useEffect(() => {
    setHydrated(true);
    loadSearchHistory();
  }, []);

  // The cards change only with an answer, so ticking a filter re-renders the controls, not every card.
  const grid = useMemo(() => searchGrid(props, resultState, shown, promoNow), [props, resultState, shown, promoNow]);
  const controls = useMemo(() => searchControls(props, state, shown, resultState), [props, state, shown, resultState]);
  const chips = useMemo(() => refinementChips(settled), [settled]);
  const model = useMemo(() => ({ ...controls, chips, grid }), [controls, chips, grid]);

  const onRemoveChip = useCallback(
    (chip: RefinementChip) => {
      if (chip.value !== undefined) actions.toggle(chip.param, chip.value);
      else actions.setRange(chip.param, undefined);
    },
    [actions],
  );
  // Stable between answers, so the links re-render only when the settled search moves.
  const hrefForPage = useCallback((page: number) => locationForState(setPage(settled, page), props.route), [settled, props.route]);
  // Where Clear Filters leads: the listing with nothing chosen, which says `filters=none` where the dealer has defaults.
  const clearHref = useMemo(
    () => locationForState(clearRefinements(settled, props.persistedAttributes), props.route),
    [settled, props.persistedAttributes, props.route],
  );
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    document.querySelector<HTMLElement>('.search-toolbar__filters')?.focus();
  }, []);

  return (
    <>
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastView toasts={toasts} onDismiss={dismissToast} />
        </Suspense>
      )}
      <SearchView
        hydrated={hydrated}
        answerId={answerId}
        state={state}
        model={model}
        status={status}
        fallbackDate={fellBack ? formatDate(new Date(props.snapshotAt), props.context.timeZone) : null}
        noun={props.noun}
        searchAction={props.route.path}
        clearHref={clearHref}
        hrefForPage={hrefForPage}
        page={result.page}
        totalPages={result.totalPages}
        history={history}
        saved={saved}
        filtersOpen={filtersOpen}
        actions={actions}
        onFavourite={toggleSaved}
        onOpenFilters={() => setFiltersOpen(true)}
        onCloseFilters={closeFilters}
        onShowResults={() => {
          setFiltersOpen(false);
          scrollToResults();
        }}
        onPage={(page) => {
          actions.goToPage(page);
          scrollToResults();
        }}
        onRemoveChip={onRemoveChip}
      />
    </>
  );
}
