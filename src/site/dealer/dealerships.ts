import type { Dealership } from '../../config/dealer.ts';
import { visibleByName } from '../../domain/dealer-pages/locations.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { brandLink } from './brands.ts';
import { locationSummary, type LocationSummary } from './locations.ts';

/** Dealerships with their visible locations, and the brand logo of each (spec 02 §2 "brand logos per dealership"). */
export interface DealershipView {
  slug: string;
  name: string;
  title?: string;
  make?: string;
  /** Undefined: the image-not-found placeholder (a missing logo must not break the page). */
  logoSrc?: string;
  locations: LocationSummary[];
}

/**
 * `logoExists` decides whether a logo file is really there (build-time check in dealer-assets.ts);
 * the dealership's own logo wins over its make's brand logo.
 */
export function dealershipViews(bundle: TenantBundle, logoExists: (src: string) => boolean): DealershipView[] {
  const locations = visibleByName(bundle.locations);
  return bundle.config.dealerships.map((dealership: Dealership) => {
    const view: DealershipView = {
      slug: dealership.slug,
      name: dealership.name,
      locations: locations
        .filter((l) => l.dealership_id === dealership.id || l.dealership_slug === dealership.slug)
        .map((l) => locationSummary(l, bundle.config)),
    };
    if (dealership.title) view.title = dealership.title;
    if (dealership.make) view.make = dealership.make;
    const brand = dealership.make ? bundle.brands.find((b) => b.title.toLowerCase() === dealership.make?.toLowerCase()) : undefined;
    const logo = [dealership.logo?.url, brand ? (brandLink(brand)?.logoSrc ?? brand.logoSrc ?? undefined) : undefined].find(
      (src): src is string => !!src && logoExists(src),
    );
    if (logo) view.logoSrc = logo;
    return view;
  });
}
