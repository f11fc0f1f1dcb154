/**
 * The size budgets, written once: gzip (level 6, as CDNs serve it), 1 KB = 1000 bytes.
 * A missed budget fails the test command; a budget is never loosened to make a change pass
 * (docs/decisions/0004-size-budgets-only-tighten.md).
 *
 * Two measures read this table, because each catches what the other cannot (docs/performance.md):
 *
 * - `scripts/size-budget.ts` (before the e2e run, no browser) reads the built HTML and follows static
 *   imports. It counts every script a page references before interaction whether or not a browser
 *   happens to fetch it within a test's waits: an island that hydrates when visible inside something
 *   hidden at phone width, or one whose fetch starts late on a loaded machine, still counts. It also
 *   weighs the search snapshot (JSON, which the Chromium measure of scripts does not) and the
 *   purchase journey, and names every file with its size.
 * - `tests/e2e/size-budgets.spec.ts` loads each page in Chromium at 412×915 and scrolls to the end,
 *   counting every script response. It counts what only running the page reveals: dynamic `import()`s
 *   fired while the shopper reads (the vehicle page's platform client and contract, imported as the
 *   price gauge comes near: more than half of that page's weight), which the static measure lists but cannot
 *   know will fire, and scripts added at run time; on every demo dealer's listing, home, lead form,
 *   content and blog pages; and layout shift.
 */

export interface PageBudget {
  /** What is measured, as the reports print it. */
  label: string;
  kb: number;
}

/**
 * JavaScript a shopper's phone loads while reading a page, before any tap: what shipped plus a margin.
 * Search stays above its goal of 85, which needs React off the page until the first tap (figures:
 * docs/decisions/0004-size-budgets-only-tighten.md).
 */
export const PAGE_JS_BUDGETS = {
  vehicle: { label: 'Vehicle page JS before interaction', kb: 40 },
  // The search island hydrates on the first touch (or when its built first page went stale, search-wake.ts).
  search: { label: 'Search page JS before interaction', kb: 10 },
  home: { label: 'Home page JS before interaction', kb: 10 },
  // Lead forms hydrate on the first touch; reading the page costs only the inline scripts.
  leadForm: { label: 'Lead form page JS before interaction', kb: 5 },
  content: { label: 'Content page JS', kb: 0 },
  // The purchase journey hydrates on load (it resumes the shopper's saved journey at once): React and zod are ~87 KB of it.
  purchaseJourney: { label: 'Purchase journey page JS before interaction', kb: 110 },
} as const satisfies Record<string, PageBudget>;

export type PageKind = keyof typeof PAGE_JS_BUDGETS;

/**
 * The embedded engine's search snapshot of the 2,000-car dealer, fetched by the search page: the goal
 * of 60 KB, which it meets (figures: docs/performance.md).
 */
export const SEARCH_SNAPSHOT_BUDGET = { label: 'Search index (2,000+ cars)', file: '/search-index.json', kb: 60 } as const satisfies PageBudget & {
  file: string;
};

/**
 * A vehicle page's HTML as served (the goal: ≤ 70 KB raw, ≤ 15 KB gzip), every vehicle page of every
 * built demo dealer: what ships plus a small margin, tightened as the levers land
 * (docs/decisions/0004-size-budgets-only-tighten.md). Figures: docs/performance.md.
 */
export const VEHICLE_HTML_BUDGET = { label: 'Vehicle page HTML', rawKb: 80, gzipKb: 17.5 } as const;
