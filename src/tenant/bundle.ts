import type { SiteConfig } from '../config/site.ts';
import type { Brand, Location, Offer, Vehicle } from '../data/schemas/index.ts';

/**
 * Everything one dealer site is built from, already validated and normalised by
 * scripts/build/prepare-tenant.ts. Pages trust it: validation happened at the boundary.
 */
export interface TenantBundle {
  config: SiteConfig;
  /** The clock the stock rules were evaluated at (ISO). Builds are reproducible from it. */
  clock: string;
  /** Vehicles with a page: listed ones plus long-sold ones (kept as noindex pages). */
  vehicles: Vehicle[];
  /** Slugs of the vehicles that are listed (in stock, coming soon, or sold inside the window). */
  listedSlugs: string[];
  locations: Location[];
  offers: Offer[];
  brands: Brand[];
}
