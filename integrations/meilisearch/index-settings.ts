import type { IndexSettings } from '../../src/search/engine/port.ts';

/**
 * The vehicle index settings, declared once: applied to Meilisearch by `scripts/apply-settings.ts`
 * and handed to the embedded engine, so both engines rank and filter the same way.
 */

export const VEHICLE_PRIMARY_KEY = 'id';

export const vehicleIndexSettings = {
  primaryKey: VEHICLE_PRIMARY_KEY,
  // order matters: earlier attributes weigh more (the `attribute` ranking rule)
  searchableAttributes: ['name', 'make', 'model', 'badge', 'series', 'colour', 'simple_body', 'simple_fuel', 'stocknum', 'city', 'drive'],
  filterableAttributes: [
    // id: similar cars exclude the car itself (`id != X`).
    'id',
    'status',
    'car_type',
    'make',
    'model',
    'badge',
    'simple_body',
    'simple_fuel',
    'simple_transmission',
    'drive',
    'state',
    'city',
    'dealership_id',
    'dealership_name',
    'location_name',
    'colour',
    'year',
    'seats',
    'tag',
    'certified',
    'price',
    'subscription_price',
    'km',
    'sold_date_timestamp',
    'show_on_dealer_website',
    'created_at_timestamp',
    'reserved',
    // spec 01 §3 refinements: weekly_price_range (the finance offer's weekly repayment), filtered_features, make_model
    'weekly_repayment',
    'filtered_features',
    'make_model',
    // spec 01 §3 price_range: the price band of domain/price-bands.ts (toStockDocument writes it)
    'price_range',
    // spec 01 §3 refinements: item_type (Car, Motorcycle…) and categories (Family, Off-road…)
    'item_type',
    'categories',
  ],
  sortableAttributes: ['price', 'km', 'year', 'created_at_timestamp', 'rank', 'weekly_repayment'],
  // spec 01 §7: the index is ordered by the custom rank, descending, after relevance
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness', 'rank:desc'],
  // Large enough for a whole dealer's stock so every results page is reachable (default 1000).
  pagination: { maxTotalHits: 100_000 },
  faceting: { maxValuesPerFacet: 100 },
  // What Australian shoppers type for the same thing; each direction is listed (Meilisearch synonyms are one-way).
  synonyms: {
    ute: ['pick-up', 'pickup'],
    'pick-up': ['ute'],
    pickup: ['ute'],
    '4wd': ['4x4'],
    '4x4': ['4wd'],
  },
  // Filler words in shoppers' queries ("a ute with a towbar"); matched as written (Meilisearch's stop words are case-sensitive).
  stopWords: ['a', 'an', 'and', 'the', 'with', 'for', 'of'],
  typoTolerance: {
    // a stock number or a price one digit off is another car
    disableOnAttributes: ['stocknum'],
    disableOnNumbers: true,
  },
  prefixSearch: 'indexingTime',
} as const satisfies IndexSettings;

/** The settings body for Meilisearch's `PATCH /indexes/{uid}/settings` (no primary key: that is per index). */
export function meilisearchSettingsBody(settings: IndexSettings = vehicleIndexSettings) {
  const { primaryKey: _primaryKey, ...rest } = settings;
  return {
    ...rest,
    searchableAttributes: rest.searchableAttributes ? [...rest.searchableAttributes] : undefined,
    filterableAttributes: rest.filterableAttributes ? [...rest.filterableAttributes] : undefined,
    sortableAttributes: rest.sortableAttributes ? [...rest.sortableAttributes] : undefined,
    rankingRules: rest.rankingRules ? [...rest.rankingRules] : undefined,
    stopWords: rest.stopWords ? [...rest.stopWords] : undefined,
    displayedAttributes: rest.displayedAttributes ? [...rest.displayedAttributes] : undefined,
    synonyms: rest.synonyms ? Object.fromEntries(Object.entries(rest.synonyms).map(([word, list]) => [word, [...list]])) : undefined,
    typoTolerance: rest.typoTolerance
      ? {
          ...rest.typoTolerance,
          disableOnWords: rest.typoTolerance.disableOnWords ? [...rest.typoTolerance.disableOnWords] : undefined,
          disableOnAttributes: rest.typoTolerance.disableOnAttributes ? [...rest.typoTolerance.disableOnAttributes] : undefined,
        }
      : undefined,
  };
}
