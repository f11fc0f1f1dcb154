import type { SearchSettings } from '../../config/search.ts';
import { insertPromoTiles, promoTileShown, type GridItem } from '../../domain/promo-tiles.ts';
import { sliderBounds, type SliderBounds } from '../../domain/slider.ts';
import { thinSoldRuns } from '../../domain/sold-runs.ts';
import type { FacetStat } from '../../search/engine/port.ts';
import { RANGE_FIELDS, type RangeField } from '../../search/query/refinement-fields.ts';
import type { StockSearchResult } from '../../search/query/search-result.ts';
import type { NumericRange, SearchState } from '../../search/query/search-state.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { searchCardModel, type CardSettings, type SearchCardModel } from './card-view.ts';
import { facetGroups, type FacetGroup } from './facet-options.ts';
import type { RefinementChip } from './summary.ts';

/**
 * The search page's "connector" (instantsearch style): state + result → everything the view renders,
 * with the rules applied (sold runs thinned, promo tiles placed, facets ordered and limited).
 */

export interface PromoTileInput {
  id: string;
  title: string;
  lines: string[];
  href: string;
  cta: string;
  start: string | null;
  expiry: string | null;
  carTypes: string[];
  strictDisplay: boolean;
  positions: number[];
}

export interface SliderModel {
  field: RangeField;
  bounds: SliderBounds;
  value: NumericRange | undefined;
}

export interface SearchViewModel {
  grid: Array<GridItem<SearchCardModel, PromoTileInput>>;
  groups: FacetGroup[];
  sliders: SliderModel[];
  chips: RefinementChip[];
  count: number;
  empty: boolean;
}

export interface SearchViewSettings {
  card: CardSettings;
  facetLimits: SearchSettings['facetLimits'];
  soldHandling: boolean;
  subscriptions: boolean;
  promos: readonly PromoTileInput[];
}

/** Tiles live now and meant for the listed car types; their slots merged (tiles cycle through them). */
export function placePromos(cards: SearchCardModel[], promos: readonly PromoTileInput[], now: Date, carTypes: readonly string[]) {
  const live = promos.filter((tile) => promoTileShown(tile, now, carTypes));
  const positions = [...new Set(live.flatMap((tile) => tile.positions))];
  return insertPromoTiles(cards, live, positions);
}

export function rangeSliders(stats: Record<string, FacetStat>, state: SearchState, subscriptions: boolean): SliderModel[] {
  const sliders: SliderModel[] = [];
  for (const field of RANGE_FIELDS) {
    const fieldStats = stats[field.attribute];
    // Subscription prices only on dealers that offer subscriptions, and only when some car has one.
    if (field.param === 'subscription_price' && (!subscriptions || !fieldStats || fieldStats.max <= 0)) continue;
    // No weekly-repayment slider when no listed car has a finance offer.
    if (field.param === 'weekly_price_range' && (!fieldStats || fieldStats.max <= 0)) continue;
    sliders.push({ field, bounds: sliderBounds(fieldStats, field.snap), value: state.ranges[field.param] });
  }
  return sliders;
}

/**
 * The result grid alone: cards and promo tiles for the state the result answers (the island keeps it
 * apart from the controls). The cards are decided at the snapshot's clock (`settings.card.now`), so the
 * grid the island hydrates is the one the build rendered; their time-bound tags follow the shopper's
 * clock inside the card (`timedTag`, components/vehicle/ClockTag.tsx). `promoNow`
 * decides the promo windows (`usePromoClock`: the shopper's clock, read as the build's while no
 * window has opened or closed since).
 */
export function searchGrid(
  settings: SearchViewSettings,
  answered: SearchState,
  result: StockSearchResult<StockDocument>,
  promoNow: Date,
): SearchViewModel['grid'] {
  const hits = thinSoldRuns(result.hits, { enabled: settings.soldHandling });
  const cards = hits.map((doc) => searchCardModel(doc, settings.card));
  return placePromos(cards, settings.promos, promoNow, answered.lists.car_type ?? []);
}

/** The filter controls and the count, for the state on screen (the chips and the grid follow apart). */
export function searchControls(
  settings: SearchViewSettings,
  state: SearchState,
  result: StockSearchResult<StockDocument>,
  answered: SearchState,
): Omit<SearchViewModel, 'grid' | 'chips'> {
  return {
    groups: facetGroups(result.facets, state, settings.facetLimits, answered),
    sliders: rangeSliders(result.facetStats, state, settings.subscriptions),
    count: result.count,
    empty: result.hits.length === 0,
  };
}
