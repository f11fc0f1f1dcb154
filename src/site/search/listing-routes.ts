import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { formatNumber } from '../../domain/format.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { STOCK_SEGMENTS, slugify, stockBase } from '../routes.ts';

/** A pre-rendered stock listing page: its path, wording and the stock it starts from. */
export interface ListingRoute {
  /** Path without leading slash, e.g. "search/toyota/corolla". */
  path: string;
  /** The canonical URL path: '/search/toyota', or '/used-car/used-cars/' on dealers listing under /used-car. */
  canonicalPath: string;
  title: string;
  heading: string;
  description: string;
  /** Listed cars this route starts from. */
  count: number;
  carTypes?: readonly string[];
  make?: string;
  model?: string;
}

/** Default order with no query: custom rank descending, ties in snapshot order (spec 01 §7). */
export function byRank(vehicles: readonly Vehicle[]): Vehicle[] {
  return vehicles
    .map((vehicle, index) => ({ vehicle, index }))
    .sort((a, b) => b.vehicle.rank - a.vehicle.rank || a.index - b.index)
    .map((entry) => entry.vehicle);
}

export function listedVehicles(bundle: TenantBundle): Vehicle[] {
  const listed = new Set(bundle.listedSlugs);
  return bundle.vehicles.filter((v) => listed.has(v.slug));
}

type RouteSeed = Omit<ListingRoute, 'canonicalPath' | 'description' | 'count'>;

/**
 * Every listing route of the dealer: all stock, the car-type segments, each make and model in stock
 * (spec 02 §2), under the dealer's listing base ('/search' or '/used-car').
 */
export function listingRoutes(bundle: TenantBundle): ListingRoute[] {
  // Every vehicle page asks (breadcrumbs); the answer depends only on the bundle.
  let routes = routesByBundle.get(bundle);
  if (!routes) routesByBundle.set(bundle, (routes = computeListingRoutes(bundle)));
  return routes;
}

const routesByBundle = new WeakMap<TenantBundle, ListingRoute[]>();

function computeListingRoutes(bundle: TenantBundle): ListingRoute[] {
  const base = stockBase(bundle.config).slice(1);
  const noun = bundle.config.vehicleNoun.plural;
  const stock = listedVehicles(bundle);
  const seeds: RouteSeed[] = [{ path: base, title: `${capitalise(noun)} for sale`, heading: `Search our ${noun}` }];
  for (const segment of STOCK_SEGMENTS) {
    seeds.push({
      path: `${base}/${segment.segment}`,
      title: `${segment.label} ${noun} for sale`,
      heading: `${segment.label} ${noun}`,
      carTypes: segment.carTypes,
    });
  }
  const models = new Map<string, { make: string; model: string }>();
  const makes = new Map<string, string>();
  for (const v of stock) {
    if (!makes.has(slugify(v.make))) makes.set(slugify(v.make), v.make);
    const key = `${slugify(v.make)}/${slugify(v.model)}`;
    if (!models.has(key)) models.set(key, { make: v.make, model: v.model });
  }
  // A make spelt like a segment ('new-cars') would shadow that page: it is left out.
  const reserved = new Set<string>(STOCK_SEGMENTS.map((s) => s.segment));
  for (const [makeSlug, make] of makes) {
    if (reserved.has(makeSlug) || makeSlug === '') continue;
    seeds.push({ path: `${base}/${makeSlug}`, title: `${make} ${noun} for sale`, heading: `${make} ${noun}`, make });
  }
  for (const [key, { make, model }] of models) {
    const [makeSlug, modelSlug] = key.split('/');
    if (!makeSlug || !modelSlug || reserved.has(makeSlug)) continue;
    seeds.push({ path: `${base}/${key}`, title: `${make} ${model} for sale`, heading: `${make} ${model}`, make, model });
  }
  return seeds.map((seed) => {
    const count = stock.filter((v) => matchesRoute(v, seed)).length;
    return {
      ...seed,
      canonicalPath: canonicalListingPath(`/${seed.path}`, bundle.config),
      count,
      description: listingDescription(seed, count, bundle.config),
    };
  });
}

/** Dealers listing under /used-car use the `/used-car/{segment}/` form (spec 02 §2), with the slash. */
export function canonicalListingPath(path: string, config: Pick<SiteConfig, 'stock'>): string {
  return config.stock.listingPath === '/used-car' && !path.endsWith('/') ? `${path}/` : path;
}

/** The meta description; the search page passes the engine's count, which applies every dealer rule. */
export function listingDescription(
  route: Pick<ListingRoute, 'carTypes' | 'make' | 'model'>,
  count: number,
  config: Pick<SiteConfig, 'name' | 'vehicleNoun'>,
): string {
  const { name, vehicleNoun } = config;
  const noun = count === 1 ? vehicleNoun.singular : vehicleNoun.plural;
  const what = route.model
    ? `${route.make} ${route.model} ${noun}`
    : route.make
      ? `${route.make} ${noun}`
      : route.carTypes && route.carTypes.length < 3
        ? `${route.carTypes.join(' and ')} ${noun}`
        : `new, demo and used ${noun}`;
  return `Browse ${formatNumber(count)} ${what} for sale at ${name}. Compare prices, kilometres and features, then enquire, reserve or apply for finance online.`;
}

export function matchesRoute(vehicle: Vehicle, route: Pick<ListingRoute, 'carTypes' | 'make' | 'model'>): boolean {
  if (route.carTypes && !route.carTypes.includes(vehicle.car_type)) return false;
  if (route.make && vehicle.make !== route.make) return false;
  if (route.model && vehicle.model !== route.model) return false;
  return true;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
