import type { SiteConfig } from '../../config/site.ts';
import { dealerIndexUid } from '../dealer-index.ts';

/**
 * What the request builder needs to know about the dealer, as plain data: it is computed at build time
 * and handed to the browser island as props, so the island never needs the whole site config.
 */
export interface StockSearchContext {
  indexUid: string;
  hitsPerPage: number;
  /** ISO instant the stock rule (sold window) and the age preset are evaluated at. */
  now: string;
  timeZone: string;
  soldVisibleDays: number;
  /** The dealer's own Meilisearch filter expression (spec 01 §7 search_filters). */
  dealerFilter: string | null;
  makeExclusions: string[];
  /** The 0–14 floor preset (spec 01 §5). */
  preset: { kind: 'price' | 'age'; value: number } | null;
  /** Demo Nissans need more than this many km (spec 01 §5), or null. */
  demoNissanMinKm: number | null;
  /** Add `price > 0` when sorting by lowest price (spec 01 §5). */
  priceAscRequiresPositive: boolean;
  /** The budget finder's queries add `price > 1000` (spec 02 §7). */
  budgetFloor?: boolean;
}

/** The index name of the embedded engine (the snapshot holds one index per dealer). */
export const EMBEDDED_INDEX_UID = 'vehicles';

export function searchContextFromConfig(config: SiteConfig, now: Date | string): StockSearchContext {
  const engine = config.search.engine;
  return {
    indexUid: engine.type === 'meilisearch' ? dealerIndexUid(config.id) : EMBEDDED_INDEX_UID,
    hitsPerPage: config.search.pageSize,
    now: typeof now === 'string' ? now : now.toISOString(),
    timeZone: config.timeZone,
    soldVisibleDays: config.stock.soldVisibleDays,
    dealerFilter: config.search.filter,
    makeExclusions: config.stock.makeExclusions,
    preset: config.search.preset,
    demoNissanMinKm: config.stock.demoNissanMinKm,
    priceAscRequiresPositive: config.search.priceAscRequiresPositive,
  };
}
