import type { Vehicle } from '../data/schemas/vehicle.ts';
import type { TenantBundle } from '../tenant/bundle.ts';
import { FINANCE_CALCULATOR_PATH, standaloneCalculatorProps } from './finance-calculator-page.ts';
import { listedVehicles, listingRoutes, matchesRoute } from './search/listing-routes.ts';
import { leadPagePaths } from './leads/pages.ts';
import { paths } from './routes.ts';

/** The budget finder, always built and indexable (src/pages/budget-finder.astro). */
const BUDGET_FINDER_PATH = '/budget-finder';

/**
 * Indexable paths only: long-sold vehicle pages are noindex and left out; the lead pages are those
 * the dealer builds that are neither noindex nor gated (the rule route files and menus read); the budget
 * finder, and the finance calculator where the dealer offers finance.
 */
export function sitemapPaths(bundle: TenantBundle): string[] {
  return [
    '/',
    ...leadPagePaths(bundle.config, { indexableOnly: true }),
    BUDGET_FINDER_PATH,
    ...(standaloneCalculatorProps(bundle.config) ? [FINANCE_CALCULATOR_PATH] : []),
    ...listingRoutes(bundle).map((r) => r.canonicalPath),
    ...bundle.listedSlugs.map(paths.vehicle),
    ...bundle.locations.filter((l) => l.visible).map((l) => paths.location(l.slug)),
  ];
}

/** When a car's page last changed, as its record tells: the feed's `updated_at`, else when it was listed or sold, whichever is later. */
export function vehicleLastChange(vehicle: Pick<Vehicle, 'created_at' | 'updated_at' | 'sold_date_timestamp'>): number {
  return Math.max(
    Date.parse(vehicle.created_at),
    vehicle.updated_at ? Date.parse(vehicle.updated_at) : 0,
    vehicle.sold_date_timestamp ? vehicle.sold_date_timestamp * 1000 : 0,
  );
}

/** W3C Datetime, as the sitemap protocol asks: 2026-11-21T09:30:00Z. */
const w3cDatetime = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/**
 * `<lastmod>` of the pages whose content is the stock (sitemaps.org: the date of last modification of the
 * page): a vehicle page when its car last changed; a listing page and the home page when the newest change
 * among the cars they list happened. Pages without such a date (content, lead, location pages) carry none
 * rather than a guess: search engines stop trusting a lastmod that moves when nothing did.
 */
export function sitemapLastModified(bundle: TenantBundle): Map<string, string> {
  const lastmod = new Map<string, string>();
  for (const vehicle of bundle.vehicles) lastmod.set(paths.vehicle(vehicle.slug), w3cDatetime(vehicleLastChange(vehicle)));
  const listed = listedVehicles(bundle);
  const newest = (cars: readonly Vehicle[]) => (cars.length > 0 ? w3cDatetime(Math.max(...cars.map(vehicleLastChange))) : undefined);
  for (const route of listingRoutes(bundle)) {
    const date = newest(listed.filter((vehicle) => matchesRoute(vehicle, route)));
    if (date) lastmod.set(route.canonicalPath, date);
  }
  const home = newest(listed);
  if (home) lastmod.set('/', home);
  return lastmod;
}
