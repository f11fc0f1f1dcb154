import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PageRoutes } from '../../integrations/astro/page-routes.ts';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable, isListed } from '../../src/domain/availability.ts';
import { itemTypeLabel } from '../../src/domain/vehicle-categories.ts';
import { priceFor } from '../../src/site/vehicle-view.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';

/**
 * One built page of every type of a dealer site, for checks too slow to run on every page (the HTML
 * validator). A type is an Astro route (page-routes.json, written by the build) with the components that
 * rendered the page (its scoped-style ids and islands: one route renders a content page or a model page);
 * the vehicle page, whose blocks change with the car, also counts each kind of car once (status, price,
 * condition, vehicle kind, spin, video, photos), and a catch-all route each depth of path once
 * (/used-car, /used-car/bmw, …).
 */

const ROOT = resolve(import.meta.dirname, '../..');
const VEHICLE_ROUTE = '/cars/[slug]';
/** Similar cars' card files: fragments a vehicle page adopts into a list, checked as such (`cardFilesOf`). */
const CARD_FILE_ROUTE = '/cards/[id].html';

/** What changes a vehicle page's blocks: a car showing a new combination of these is another type. */
function vehiclePageTraits(vehicle: Vehicle, bundle: TenantBundle): string[] {
  const now = new Date(bundle.clock);
  const listed = isListed(vehicle, now, bundle.config.stock.soldVisibleDays);
  return [
    `status:${isAvailable(vehicle) ? vehicle.status : listed ? 'just-sold' : 'long-sold'}`,
    `price:${priceFor(vehicle, bundle.config).kind}`,
    `condition:${vehicle.car_type}`,
    `kind:${itemTypeLabel(vehicle.item_type) ?? 'none'}`,
    `reserved:${vehicle.reserved}`,
    `spin:${vehicle.spin_images.length > 1}`,
    `video:${Boolean(vehicle.external_video_url ?? vehicle.video_url)}`,
    `custom-slider:${Boolean(vehicle.spin_code)}`,
    `photos:${vehicle.images.length === 0 ? 'none' : vehicle.images.length > 3 ? 'many' : 'few'}`,
  ];
}

/** The fewest cars (greedy, in stock order) that between them show every trait once. */
function vehiclePages(bundle: TenantBundle, pages: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const picked: string[] = [];
  for (const vehicle of bundle.vehicles) {
    const page = `cars/${vehicle.slug}/index.html`;
    const traits = vehiclePageTraits(vehicle, bundle).filter((trait) => !seen.has(trait));
    if (traits.length === 0 || !pages.has(page)) continue;
    for (const trait of traits) seen.add(trait);
    picked.push(page);
  }
  return picked;
}

/** The components that rendered a page: Astro's scoped-style ids and the islands' modules. */
function componentsOf(html: string): string {
  const styles = new Set([...html.matchAll(/data-astro-cid-([a-z0-9]+)/g)].map((m) => m[1]));
  const islands = new Set([...html.matchAll(/component-url="([^"]+?)(?:\.[\w-]{8})?\.js"/g)].map((m) => m[1]));
  return [...[...styles].sort(), '|', ...[...islands].sort()].join(' ');
}

/** One page per set of components, and per depth of path under a catch-all route. */
function routePages(route: string, pages: readonly string[], siteDir: string): string[] {
  const picked = new Map<string, string>();
  for (const page of pages) {
    const depth = route.includes('[...') ? page.split('/').length : 0;
    const key = `${depth} ${componentsOf(readFileSync(join(siteDir, page), 'utf8'))}`;
    if (!picked.has(key)) picked.set(key, page);
  }
  return [...picked.values()];
}

/** HTML files (relative to `siteDir`, the dealer's built site) showing every page type of the dealer `slug`. */
export function pagesOfEveryType(slug: string, siteDir: string): string[] {
  const routes = pageRoutesOf(slug);
  const bundle = JSON.parse(readFileSync(join(ROOT, '.build', slug, 'bundle.json'), 'utf8')) as TenantBundle;
  const picked = Object.entries(routes).flatMap(([route, pages]) =>
    route === CARD_FILE_ROUTE ? [] : [...routePages(route, pages, siteDir), ...(route === VEHICLE_ROUTE ? vehiclePages(bundle, new Set(pages)) : [])],
  );
  return [...new Set(picked)];
}

/** The dealer's similar cars' card files (relative to its built site), one per set of components. */
export function cardFilesOf(slug: string, siteDir: string): string[] {
  const files = pageRoutesOf(slug)[CARD_FILE_ROUTE] ?? [];
  return routePages(CARD_FILE_ROUTE, files, siteDir);
}

function pageRoutesOf(slug: string): PageRoutes {
  const routesFile = join(ROOT, '.build', slug, 'page-routes.json');
  if (!existsSync(routesFile)) throw new Error(`${routesFile} is missing: build the dealer first (node scripts/build-tenants.ts --tenant ${slug})`);
  return JSON.parse(readFileSync(routesFile, 'utf8')) as PageRoutes;
}
