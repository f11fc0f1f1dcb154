import type { Vehicle } from '../data/schemas/vehicle.ts';
import type { TenantBundle } from '../tenant/bundle.ts';
import { STOCK_SEGMENTS, slugify, stockBase } from './routes.ts';

/** A pre-rendered stock listing page: its path, wording and the stock it starts from. */
export interface ListingRoute {
  /** Path without leading slash, e.g. "search/toyota/corolla". */
  path: string;
  title: string;
  heading: string;
  description: string;
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

/** Every listing route of the dealer: all stock, the car-type segments, each make and model in stock. */
export function listingRoutes(bundle: TenantBundle): ListingRoute[] {
  const base = stockBase(bundle.config).slice(1);
  const { name, vehicleNoun } = bundle.config;
  const noun = vehicleNoun.plural;
  const stock = listedVehicles(bundle);
  const routes: ListingRoute[] = [
    {
      path: base,
      title: `${capitalise(noun)} for sale`,
      heading: `Search our ${noun}`,
      description: `Browse ${stock.length} new, demo and used ${noun} for sale at ${name}.`,
    },
  ];
  for (const segment of STOCK_SEGMENTS) {
    routes.push({
      path: `${base}/${segment.segment}`,
      title: `${segment.label} ${noun} for sale`,
      heading: `${segment.label} ${noun}`,
      description: `${segment.label} ${noun} for sale at ${name}.`,
      carTypes: segment.carTypes,
    });
  }
  const models = new Map<string, { make: string; model: string }>();
  const makes = new Map<string, string>();
  for (const v of stock) {
    makes.set(slugify(v.make), v.make);
    models.set(`${slugify(v.make)}/${slugify(v.model)}`, { make: v.make, model: v.model });
  }
  const reserved = new Set<string>(STOCK_SEGMENTS.map((s) => s.segment));
  for (const [makeSlug, make] of makes) {
    if (reserved.has(makeSlug)) continue;
    routes.push({ path: `${base}/${makeSlug}`, title: `${make} ${noun} for sale`, heading: `${make} ${noun}`, description: `${make} ${noun} for sale at ${name}.`, make });
  }
  for (const [key, { make, model }] of models) {
    if (reserved.has(key.split('/')[0]!)) continue;
    routes.push({
      path: `${base}/${key}`,
      title: `${make} ${model} for sale`,
      heading: `${make} ${model}`,
      description: `${make} ${model} ${noun} for sale at ${name}.`,
      make,
      model,
    });
  }
  return routes;
}

export function matchesRoute(vehicle: Vehicle, route: ListingRoute): boolean {
  if (route.carTypes && !route.carTypes.includes(vehicle.car_type)) return false;
  if (route.make && vehicle.make !== route.make) return false;
  if (route.model && vehicle.model !== route.model) return false;
  return true;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
