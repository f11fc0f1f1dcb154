import type { SearchSettings } from '../../config/search.ts';
import type { StockEngineSettings } from '../../search/connect-engine.ts';
import type { StockSearchContext } from '../../search/query/search-context.ts';
import type { StockSearchResult } from '../../search/query/search-result.ts';
import type { SearchState } from '../../search/query/search-state.ts';
import type { RouteRefinements } from '../../search/query/url-codec.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import type { CardSettings } from '../../site/search/card-view.ts';
import type { PromoTileInput } from '../../site/search/view-model.ts';

/** Everything the search island needs, computed at build time and serialised into the page. */
export interface SearchIslandProps {
  route: RouteRefinements;
  /** The state this page stands for without any URL parameters. */
  initialState: SearchState;
  /** The first page of results for `initialState`, rendered into the static HTML. */
  initialResult: StockSearchResult<StockDocument>;
  context: StockSearchContext;
  engine: StockEngineSettings;
  stockCount: number;
  /** When the snapshot was taken (ISO), for the fallback notice. */
  snapshotAt: string;
  card: CardSettings;
  facetLimits: SearchSettings['facetLimits'];
  persistedAttributes: string[];
  soldHandling: boolean;
  subscriptions: boolean;
  noun: { singular: string; plural: string };
  /** The platform watchlist the cards' hearts save to (the vehicle page's Save list), or null: hearts stay in this browser. */
  watchlistSite: { websiteId: number; apiBaseUrl: string } | null;
  /** The platform API the cards ask for live status (sold, reserved, re-priced since the build), or null without one. */
  liveStatusSite: { websiteId: number; apiBaseUrl: string } | null;
  /** Where the cards' views counts are, when the engine's hits lack them (the embedded snapshot), else null. */
  viewsUrl: string | null;
  /** Promo tiles with their slots worked out at build time (a random offset is drawn once per build). */
  promos: PromoTileInput[];
}
