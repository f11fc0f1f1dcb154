import type { TenantBundle } from '../tenant/bundle.ts';
import { listingRoutes } from './search/listing-routes.ts';
import { paths } from './routes.ts';

/** Indexable paths only: long-sold vehicle pages are noindex and left out. */
export function sitemapPaths(bundle: TenantBundle): string[] {
  return [
    '/',
    ...listingRoutes(bundle).map((r) => r.canonicalPath),
    ...bundle.listedSlugs.map(paths.vehicle),
    ...bundle.locations.filter((l) => l.visible).map((l) => paths.location(l.slug)),
  ];
}
