import type { SiteConfig } from '../../config/site.ts';
import { promoPositions, type PromoPlacement } from '../../domain/promo-tiles.ts';
import type { SearchIslandProps } from '../../islands/search/types.ts';
import { createStockEngine } from '../../search/snapshot-engine.ts';
import { searchContextFromConfig } from '../../search/query/search-context.ts';
import { emptySearchState, type SearchState } from '../../search/query/search-state.ts';
import { createStockSearcher, type StockSearcher } from '../../search/query/search-stock.ts';
import { withDefaults, type RouteRefinements } from '../../search/query/url-codec.ts';
import { toStockDocument, type StockDocument } from '../../search/stock-document.ts';
import { CARD_VIEWS_PATH } from '../../search/card-views.ts';
import { encodeStockSnapshot, type StockSnapshotFile } from '../../search/stock-snapshot.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { canonicalListingPath, listedVehicles, type ListingRoute } from './listing-routes.ts';
import { cardSettingsFromConfig } from './card-view.ts';
import type { PromoTileInput } from './view-model.ts';

/**
 * Build-time side of the search pages: the dealer's stock documents (also the snapshot the browser
 * loads), and the island props of each listing route with its first page already searched by the same
 * embedded engine and query layer the browser uses, so the static HTML and the island agree.
 */

export const SNAPSHOT_PATH = '/search-index.json';

interface SearchBuild {
  bundle: TenantBundle;
  documents: StockDocument[];
  searcher: StockSearcher<StockDocument>;
}

let built: SearchBuild | undefined;

function searchBuild(bundle: TenantBundle): SearchBuild {
  if (built?.bundle === bundle) return built;
  const documents = listedVehicles(bundle).map((vehicle) => toStockDocument(vehicle, bundle.config, new Date(bundle.clock)));
  const context = searchContextFromConfig(bundle.config, bundle.clock);
  const engine = createStockEngine(documents, context.indexUid);
  built = { bundle, documents, searcher: createStockSearcher<StockDocument>(engine, { context, stockCount: documents.length }) };
  return built;
}

export function stockDocuments(bundle: TenantBundle): StockDocument[] {
  return searchBuild(bundle).documents;
}

/**
 * The snapshot file the browser loads: the documents packed, weekly figures left to the cars' terms at
 * the dealer's rounding, views counts left to their own file (src/search/card-views.ts).
 */
export function stockSnapshot(bundle: TenantBundle): StockSnapshotFile {
  const searchable = stockDocuments(bundle).map(({ views: _counted, ...document }) => document);
  return encodeStockSnapshot(searchable, { roundUp: bundle.config.finance.roundUp });
}

/** `?v=` changes with every snapshot so a CDN may cache the file for long. */
export function snapshotUrl(bundle: TenantBundle): string {
  return `${SNAPSHOT_PATH}?v=${Date.parse(bundle.clock).toString(36)}`;
}

export function routeRefinements(route: ListingRoute, config: Pick<SiteConfig, 'stock' | 'search'>): RouteRefinements {
  const lists: Record<string, string[]> = {};
  if (route.carTypes) lists.car_type = [...route.carTypes];
  if (route.make) lists.make = [route.make];
  if (route.model) lists.model = [route.model];
  return {
    path: canonicalListingPath(`/${route.path}`, config),
    base: canonicalListingPath(config.stock.listingPath, config),
    lists,
    defaults: { sortBy: config.search.defaultSortBy, lists: config.search.defaultRefinements },
  };
}

/** A stable 0..1 number per tile and build, so a rebuild of the same stock is the same site. */
function seededRandom(seed: string): () => number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return () => (hash >>> 0) / 4294967296;
}

export function promoInputs(config: SiteConfig, clock: string): PromoTileInput[] {
  return config.experience.promoTiles.map((tile) => {
    const placement: PromoPlacement =
      tile.randomOffset > 0 ? { kind: 'random', base: Math.min(...tile.positions), spread: tile.randomOffset } : { kind: 'fixed', positions: tile.positions };
    return {
      id: tile.id,
      title: tile.title,
      lines: tile.lines,
      href: tile.href,
      cta: tile.cta,
      start: tile.start,
      expiry: tile.expiry,
      carTypes: tile.displayCarTypes,
      strictDisplay: tile.strictDisplay,
      positions: promoPositions(placement, seededRandom(`${tile.id}@${clock}`)),
    };
  });
}

export async function searchIslandProps(bundle: TenantBundle, route: ListingRoute): Promise<SearchIslandProps> {
  const { config } = bundle;
  const build = searchBuild(bundle);
  const refinements = routeRefinements(route, config);
  // The static first page is what the URL without parameters stands for, the dealer's defaults included.
  const initialState: SearchState = withDefaults({ ...emptySearchState(), lists: refinements.lists }, refinements.defaults, false);
  const context = searchContextFromConfig(config, bundle.clock);
  const engine = config.search.engine;
  return {
    route: refinements,
    initialState,
    // The build's own search time says nothing to a shopper and would make two builds of one snapshot differ.
    initialResult: { ...(await build.searcher.search(initialState)), ms: 0 },
    context,
    engine:
      engine.type === 'meilisearch'
        ? { type: 'meilisearch', host: engine.host, searchKey: engine.searchKey, indexUid: context.indexUid, snapshotUrl: snapshotUrl(bundle) }
        : { type: 'embedded', indexUid: context.indexUid, snapshotUrl: snapshotUrl(bundle) },
    stockCount: build.documents.length,
    snapshotAt: bundle.clock,
    card: cardSettingsFromConfig(config, bundle.clock),
    facetLimits: config.search.facetLimits,
    persistedAttributes: config.search.persistedAttributes,
    soldHandling: config.stock.soldHandling,
    subscriptions: config.features.subscriptions,
    noun: config.vehicleNoun,
    promos: promoInputs(config, bundle.clock),
    viewsUrl: engine.type === 'meilisearch' ? null : `${CARD_VIEWS_PATH}?v=${Date.parse(bundle.clock).toString(36)}`,
    watchlistSite: watchlistSite(config),
    liveStatusSite: config.integrations.platformApi.baseUrl ? { websiteId: config.id, apiBaseUrl: config.integrations.platformApi.baseUrl } : null,
  };
}

/** Where the cards' hearts save: the dealer's platform watchlist, the list the vehicle page's Save keeps. */
function watchlistSite(config: SiteConfig): SearchIslandProps['watchlistSite'] {
  const apiBaseUrl = config.integrations.platformApi.baseUrl;
  return config.features.watchlist && apiBaseUrl ? { websiteId: config.id, apiBaseUrl } : null;
}
