import type { TenantBundle } from '../../tenant/bundle.ts';
import { listedVehicles, type ListingRoute } from './listing-routes.ts';
import { paths } from '../routes.ts';

/**
 * Plain links from a listing page to the make (or model) pages under it: crawlable, and the way to
 * narrow the stock without JavaScript, where the filter widgets cannot run.
 */

export interface BrowseLink {
  href: string;
  label: string;
  count: number;
}

export interface BrowseLinks {
  title: string;
  links: BrowseLink[];
}

export function browseLinks(bundle: TenantBundle, route: ListingRoute): BrowseLinks | null {
  if (route.model) return null;
  const { config } = bundle;
  const counts = new Map<string, { label: string; href: string; count: number }>();
  for (const vehicle of listedVehicles(bundle)) {
    if (route.make && vehicle.make !== route.make) continue;
    const label = route.make ? vehicle.model : vehicle.make;
    const href = route.make ? paths.model(config, vehicle.make, vehicle.model) : paths.make(config, vehicle.make);
    const entry = counts.get(href) ?? { label, href, count: 0 };
    entry.count += 1;
    counts.set(href, entry);
  }
  const links = [...counts.values()].sort((a, b) => a.label.localeCompare(b.label, 'en-AU'));
  if (links.length < 2 && !route.make) return null;
  return { title: route.make ? `${route.make} models` : `Browse by make`, links };
}
