import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { filterEquals } from '../../domain/filter-expression.ts';
import { similarCarsQuery } from '../../domain/similar.ts';
import { createEmbeddedEngine, type EmbeddedIndex } from '../../search/engine/embedded-engine.ts';
import { baseFilters } from '../../search/query/request-builder.ts';
import { searchContextFromConfig } from '../../search/query/search-context.ts';
import { toStockDocument, type StockDocument } from '../../search/stock-document.ts';
import { stockIndexSettings } from '../../search/stock-index-settings.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { cardSettingsFromConfig, searchCardModel, type CardSettings, type SearchCardModel } from '../search/card-view.ts';
import type { SimilarCandidate } from './similar-live.ts';

/**
 * Similar cars (spec 01 §4, §7, §9): the search a vehicle page sends, and its answer computed at
 * build time by the embedded engine over the dealer's listed stock. On an embedded-engine dealer that
 * answer is exactly what the browser would get from the same snapshot, so the page ships it and skips
 * downloading the snapshot; a Meilisearch dealer asks Meilisearch live and falls back to it.
 */

export interface SimilarSearch {
  indexUid: string;
  filter: string[];
  limit: number;
}

export interface SimilarCarsProps {
  /** The filtered-search answer computed at build time: shown as-is, or as the fallback. */
  fallback: SearchCardModel[];
  /** The same cars as their cards show them (price, reserved): what live status is checked against. */
  candidates: SimilarCandidate[];
  /** Present for a Meilisearch dealer: the live query and how to render its hits. */
  live?: {
    engine: { host: string; searchKey: string; indexUid: string };
    search: SimilarSearch;
    cardSettings: CardSettings;
  };
}

export function similarSearch(vehicle: Vehicle, config: SiteConfig, now: Date): SimilarSearch {
  const context = searchContextFromConfig(config, now);
  return withSimilarQuery(vehicle, context.indexUid, baseFilters(context));
}

function withSimilarQuery(vehicle: Vehicle, indexUid: string, base: readonly string[]): SimilarSearch {
  const query = similarCarsQuery(vehicle);
  return { indexUid, filter: [...base, query.filter], limit: query.limit };
}

/** Attributes domain/similar.ts filters on; the stock index must declare them filterable. */
export const SIMILAR_FILTER_ATTRIBUTES = ['id', 'make', 'simple_body', 'price', 'status'] as const;

/** What every car's similar search shares, worked out once per dealer bundle (one build asks ~2,000 times). */
interface DealerSimilar {
  engine: EmbeddedIndex;
  indexUid: string;
  base: string[];
  settings: CardSettings;
  /** A car's card is the same in every list it appears in. */
  cards: Map<StockDocument['id'], SearchCardModel>;
}

const dealers = new WeakMap<TenantBundle, DealerSimilar>();

function dealerSimilar(bundle: TenantBundle): DealerSimilar {
  let dealer = dealers.get(bundle);
  if (!dealer) {
    const now = new Date(bundle.clock);
    const context = searchContextFromConfig(bundle.config, now);
    const settings = cardSettingsFromConfig(bundle.config, now);
    dealer = { engine: buildEngine(bundle), indexUid: context.indexUid, base: baseFilters(context), settings, cards: new Map() };
    dealers.set(bundle, dealer);
  }
  return dealer;
}

/** One build-time engine per dealer bundle, over the listed cars only (what search shows), with the stock index settings. */
function buildEngine(bundle: TenantBundle): EmbeddedIndex {
  const listed = new Set(bundle.listedSlugs);
  const documents = bundle.vehicles.filter((v) => listed.has(v.slug)).map((v) => toStockDocument(v, bundle.config, new Date(bundle.clock)));
  const settings = stockIndexSettings(documents.length);
  // The similar filter excludes this car by `id`; make sure the engine can filter on it.
  const filterable = new Set([...(settings.filterableAttributes ?? []), ...SIMILAR_FILTER_ATTRIBUTES]);
  return createEmbeddedEngine(documents as unknown as Array<Record<string, unknown>>, { ...settings, filterableAttributes: [...filterable] });
}

/** A car's card, made once per dealer bundle: the same in every list it appears in. */
function cardOf(dealer: DealerSimilar, doc: StockDocument): SearchCardModel {
  let model = dealer.cards.get(doc.id);
  if (!model) dealer.cards.set(doc.id, (model = searchCardModel(doc, dealer.settings)));
  return model;
}

/** What a car's card shows that live status can overtake. */
function candidateOf(doc: StockDocument): SimilarCandidate {
  return { id: doc.id, price: doc.price, reserved: doc.reserved === true };
}

export function similarCarsProps(vehicle: Vehicle, bundle: TenantBundle): SimilarCarsProps {
  const dealer = dealerSimilar(bundle);
  const search = withSimilarQuery(vehicle, dealer.indexUid, dealer.base);
  const { hits } = dealer.engine.searchSync<StockDocument>({ filter: search.filter, limit: search.limit });
  const props: SimilarCarsProps = { fallback: hits.map((doc) => cardOf(dealer, doc)), candidates: hits.map(candidateOf) };
  const engine = bundle.config.search.engine;
  if (engine.type === 'meilisearch') {
    props.live = { engine: { host: engine.host, searchKey: engine.searchKey, indexUid: search.indexUid }, search, cardSettings: dealer.settings };
  }
  return props;
}

/**
 * Every car that can be offered as similar (listed, in stock, inside the dealer's search rules), with the
 * card it shows: what `/cards/<id>.html` holds (src/pages/cards/[id].html.ts). A vehicle page names its
 * similar cars by id only, so re-pricing one car changes its own card file, not every page it is similar to.
 */
export interface SimilarCardFile {
  /** The price and reserved flag the card shows: what the browser checks the car's live status against. */
  candidate: SimilarCandidate;
  card: SearchCardModel;
}

export function similarCardFiles(bundle: TenantBundle): SimilarCardFile[] {
  if (!bundle.config.features.similarCars || bundle.config.search.engine.type === 'meilisearch') return [];
  const dealer = dealerSimilar(bundle);
  const { hits } = dealer.engine.searchSync<StockDocument>({ filter: [...dealer.base, filterEquals('status', 'in_stock')], limit: bundle.vehicles.length });
  return hits.map((doc) => ({ candidate: candidateOf(doc), card: cardOf(dealer, doc) }));
}

/**
 * What the embedded-engine dealer's similar block (islands/vehicle/similar/show-similar.ts) reads from
 * its data attribute: the car, the platform API for live status, and the similar cars' ids in the
 * engine's order. Their prices and cards are in each car's card file, so nothing here moves when
 * another car is re-priced.
 */
export interface SimilarBlockData {
  carId: number;
  api: { websiteId: number; apiBaseUrl: string } | null;
  noun: string;
  /** A filtered search (the car's make): where the block sends the shopper when the cards cannot load. */
  more: string;
  cars: number[];
}

export function similarBlockData(
  vehicle: Pick<Vehicle, 'id'>,
  similar: Pick<SimilarCarsProps, 'candidates'>,
  config: SiteConfig,
  more: string,
): SimilarBlockData {
  const baseUrl = config.integrations.platformApi.baseUrl;
  return {
    carId: vehicle.id,
    api: baseUrl ? { websiteId: config.id, apiBaseUrl: baseUrl } : null,
    noun: config.vehicleNoun.plural,
    more,
    cars: similar.candidates.map((car) => car.id),
  };
}
