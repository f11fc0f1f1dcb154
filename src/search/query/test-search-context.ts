import type { StockSearchContext } from './search-context.ts';

/**
 * A dealer's search context for tests: no dealer filter, no exclusions, no preset, the three-day sold
 * window; each test names only what it is about.
 */
export function testSearchContext(overrides: Partial<StockSearchContext> = {}): StockSearchContext {
  return {
    indexUid: 'vehicles',
    hitsPerPage: 21,
    now: '2026-11-21T00:00:00.000Z',
    timeZone: 'Australia/Brisbane',
    soldVisibleDays: 3,
    dealerFilter: null,
    makeExclusions: [],
    preset: null,
    demoNissanMinKm: null,
    priceAscRequiresPositive: true,
    ...overrides,
  };
}
