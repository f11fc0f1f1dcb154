import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatDate } from '../../domain/format.ts';
import { setPage } from '../../search/query/search-state.ts';
import { locationForState } from '../../search/query/url-codec.ts';
import { searchViewModel } from '../../site/search/view-model.ts';
import type { RefinementChip } from '../../site/search/summary.ts';
import { $favourites, loadFavourites, toggleFavourite } from '../../stores/favourites.ts';
import { $searchHistory, loadSearchHistory } from './search-history.ts';
import { SearchView } from './SearchView.tsx';
import type { SearchIslandProps } from './types.ts';
import { useStockSearch } from './useStockSearch.ts';

function scrollToResults() {
  window.scrollTo({ top: 0 });
  document.getElementById('search-results-title')?.focus({ preventScroll: true });
}

/** The search island: binds the search hook and the local stores to the props-only view. */
export default function StockSearchIsland(props: SearchIslandProps) {
  const { state, result, status, fellBack, actions } = useStockSearch(props);
  const saved = useStore($favourites);
  const history = useStore($searchHistory);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Promo tiles follow the visitor's clock; the first render uses the build's so hydration matches.
  const [promoNow, setPromoNow] = useState(() => new Date(props.context.now));
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    setPromoNow(new Date());
    loadFavourites();
    loadSearchHistory();
  }, []);

  const model = useMemo(() => searchViewModel(props, state, result, promoNow), [props, state, result, promoNow]);

  const onRemoveChip = useCallback(
    (chip: RefinementChip) => {
      if (chip.value !== undefined) actions.toggle(chip.param, chip.value);
      else actions.setRange(chip.param, undefined);
    },
    [actions],
  );
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    document.querySelector<HTMLElement>('.search-toolbar__filters')?.focus();
  }, []);

  return (
    <SearchView
      hydrated={hydrated}
      state={state}
      model={model}
      status={status}
      fallbackDate={fellBack ? formatDate(new Date(props.snapshotAt), props.context.timeZone) : null}
      noun={props.noun}
      searchAction={props.route.path}
      clearHref={props.route.base}
      hrefForPage={(page) => locationForState(setPage(state, page), props.route)}
      page={result.page}
      totalPages={result.totalPages}
      history={history}
      saved={saved}
      filtersOpen={filtersOpen}
      actions={actions}
      onFavourite={(id) => toggleFavourite(id)}
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
  );
}
