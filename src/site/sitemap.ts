import type { TenantBundle } from '../tenant/bundle.ts';
import { listingRoutes } from './search/listing-routes.ts';
import { leadPagePaths } from './leads/pages.ts';
import { paths } from './routes.ts';

/**
 * Indexable paths only: long-sold vehicle pages are noindex and left out; the lead pages are those
 * the dealer builds that are neither noindex nor gated (the rule route files and menus read).
 */
export function sitemapPaths(bundle: TenantBundle): string[] {
  return [
    '/',
    ...leadPagePaths(bundle.config, { indexableOnly: true }),
    ...listingRoutes(bundle).map((r) => r.canonicalPath),
    ...bundle.listedSlugs.map(paths.vehicle),
    ...bundle.locations.filter((l) => l.visible).map((l) => paths.location(l.slug)),
  ];
}
