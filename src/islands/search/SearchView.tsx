import { ActiveRefinements } from '../../components/search/ActiveRefinements.tsx';
import { EmptyState } from '../../components/search/EmptyState.tsx';
import { FilterPanel } from '../../components/search/FilterPanel.tsx';
import { Pagination } from '../../components/search/Pagination.tsx';
import { RangeSlider } from '../../components/search/RangeSlider.tsx';
import { RefinementList } from '../../components/search/RefinementList.tsx';
import { ResultsGrid } from '../../components/search/ResultsGrid.tsx';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import { SearchHistoryList } from '../../components/search/SearchHistoryList.tsx';
import { SortSelect } from '../../components/search/SortSelect.tsx';
import { formatNumber } from '../../domain/format.ts';
import type { SearchState } from '../../search/query/search-state.ts';
import type { SearchViewModel } from '../../site/search/view-model.ts';
import type { RefinementChip } from '../../site/search/summary.ts';
import { formatRangeValue } from '../../site/search/summary.ts';
import type { StockSearchActions, SearchStatus } from './search-controller.ts';

export interface SearchViewProps {
  /** True once the island runs in the browser (tests wait for it; the markup is otherwise the same). */
  hydrated: boolean;
  /**
   * Which answer the grid shows. Each answer gets a new grid (a key): the ticked box paints before the cards
   * change, so cards kept and moved — one from far down the old list to the top — counted as layout shifts
   * (0.27 on a filtered landing page); new elements do not.
   */
  answerId: number;
  state: SearchState;
  model: SearchViewModel;
  status: SearchStatus;
  /** Meilisearch could not be reached; results come from the snapshot of this date. */
  fallbackDate: string | null;
  noun: { singular: string; plural: string };
  searchAction: string;
  clearHref: string;
  hrefForPage: (page: number) => string;
  page: number;
  totalPages: number;
  history: ReadonlyArray<{ label: string; href: string }>;
  saved: readonly number[];
  filtersOpen: boolean;
  actions: StockSearchActions;
  onFavourite: (id: number) => void;
  onOpenFilters: () => void;
  onCloseFilters: () => void;
  onShowResults: () => void;
  onPage: (page: number) => void;
  onRemoveChip: (chip: RefinementChip) => void;
}

const FILTERS_ID = 'search-filters';

/** The search page, from props only: the island glue decides what they are. */
export function SearchView(props: SearchViewProps) {
  const { state, model, status, noun, actions } = props;
  const countText = `${formatNumber(model.count)} ${model.count === 1 ? noun.singular : noun.plural} found`;
  return (
    <div className="search-page" data-hydrated={props.hydrated} onPointerOver={actions.warmUp} onFocus={actions.warmUp}>
      <div className="search-toolbar">
        <SearchBox
          value={state.query}
          onSearch={actions.setQuery}
          action={props.searchAction}
          placeholder={`Search ${noun.plural} by make, model or keyword`}
        />
        <div className="search-toolbar__row">
          <button
            type="button"
            className="btn btn--ghost search-toolbar__filters"
            aria-controls={FILTERS_ID}
            aria-expanded={props.filtersOpen}
            onClick={props.onOpenFilters}
          >
            Filters{model.chips.length > 0 ? ` (${model.chips.length})` : ''}
          </button>
          <SortSelect value={state.sortBy} onChange={actions.setSort} />
        </div>
      </div>
      <div className="search-layout">
        <FilterPanel
          id={FILTERS_ID}
          open={props.filtersOpen}
          onClose={props.onCloseFilters}
          count={model.count}
          noun={model.count === 1 ? noun.singular : noun.plural}
          onShowResults={props.onShowResults}
        >
          {model.groups.map((group) => (
            <RefinementList key={group.param} group={group} onToggle={actions.toggle} />
          ))}
          {model.sliders.map((slider) => (
            <RangeSlider
              key={slider.field.param}
              param={slider.field.param}
              label={slider.field.label}
              bounds={slider.bounds}
              value={slider.value}
              onCommit={actions.setRange}
              format={(value) => formatRangeValue(slider.field, value)}
            />
          ))}
          <SearchHistoryList entries={props.history} />
        </FilterPanel>
        <section className="search-main" aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="search-count" data-testid="result-count" tabIndex={-1} aria-live="polite">
            {countText}
          </h2>
          {props.fallbackDate && (
            <p className="search-notice" role="status" data-testid="search-fallback-notice">
              Live search is unavailable right now, so these results come from our stock list of {props.fallbackDate}.
            </p>
          )}
          {status === 'hasError' && (
            <p className="search-notice search-notice--error" role="alert">
              We couldn’t update the results.{' '}
              <button type="button" className="link-button" onClick={actions.retry}>
                Try again
              </button>
            </p>
          )}
          <ActiveRefinements chips={model.chips} onRemove={props.onRemoveChip} onClear={actions.clear} />
          {model.empty ? (
            <EmptyState clearHref={props.clearHref} onClear={actions.clear} />
          ) : (
            <ResultsGrid key={props.answerId} items={model.grid} busy={status === 'loading'} saved={props.saved} onFavourite={props.onFavourite} />
          )}
          <Pagination page={props.page} totalPages={props.totalPages} hrefFor={props.hrefForPage} onPage={props.onPage} />
        </section>
      </div>
    </div>
  );
}
