/**
 * One page of each type a demo dealer's build has, picked the same way by every
 * benchmark that walks the page types (bench:lighthouse, bench:html): a car in stock with photos and a
 * price, a sold one, a long-sold one, its make and model landings, a visible location, ….
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { paths as routePaths } from '../../../src/site/routes.ts';
import type { SiteConfig } from '../../../src/config/site.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Every page type the benchmarks cover (docs/performance.md); a dealer without one (no blog, no sold car) skips it. */
export const PAGE_KINDS = [
  'home',
  'search',
  'search-filtered',
  'make',
  'model',
  'vehicle',
  'vehicle-sold',
  'vehicle-long-sold',
  'budget-finder',
  'enquire',
  'finance-enquiry',
  'test-drive',
  'sell-my-car',
  'trade-in',
  'locations',
  'location',
  'offers',
  'content',
  'blog',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

interface Bundle {
  config: Pick<SiteConfig, 'stock'>;
  listedSlugs: string[];
  vehicles: Array<{ slug: string; status: string; images: unknown[]; price: number; make: string; model: string }>;
  locations: Array<{ slug: string; visible: boolean }>;
}

/** The pages measured for one dealer: one of each kind, when the dealer's build has it. */
export function pagesOf(slug: string, root: string, kinds: PageKind[]): Array<{ kind: PageKind; path: string }> {
  const bundlePath = join(ROOT, '.build', slug, 'bundle.json');
  const bundle = existsSync(bundlePath) ? (JSON.parse(readFileSync(bundlePath, 'utf8')) as Bundle) : undefined;
  const listed = new Set(bundle?.listedSlugs ?? []);
  const car = bundle?.vehicles.find((v) => listed.has(v.slug) && v.status === 'in_stock' && v.images.length > 3 && v.price > 0);
  const sold = bundle?.vehicles.find((v) => listed.has(v.slug) && v.status === 'sold');
  const longSold = bundle?.vehicles.find((v) => !listed.has(v.slug) && v.status === 'sold');
  const location = bundle?.locations.find((l) => l.visible);
  const listing = bundle?.config.stock.listingPath ?? '/search';
  const paths: Record<PageKind, string | undefined> = {
    home: '/',
    search: listing,
    'search-filtered': car ? `${listing}?make=${encodeURIComponent(car.make)}&sortBy=price-asc` : undefined,
    make: car && bundle ? routePaths.make(bundle.config, car.make) : undefined,
    model: car && bundle ? routePaths.model(bundle.config, car.make, car.model) : undefined,
    vehicle: car ? routePaths.vehicle(car.slug) : undefined,
    'vehicle-sold': sold ? routePaths.vehicle(sold.slug) : undefined,
    'vehicle-long-sold': longSold ? routePaths.vehicle(longSold.slug) : undefined,
    'budget-finder': '/budget-finder',
    enquire: '/enquire',
    'finance-enquiry': '/finance-enquiry',
    'test-drive': '/book-test-drive',
    'sell-my-car': '/sell-my-car',
    'trade-in': '/trade-in',
    locations: '/dealerships',
    location: location ? routePaths.location(location.slug) : undefined,
    offers: '/special-offers',
    content: '/privacy-policy',
    blog: '/blog',
  };
  // Only pages this dealer's build has (a dealer without a blog or a sold car skips those kinds).
  const built = (path: string) => existsSync(join(root, path.split('?')[0]!.replace(/^\/+/, ''), 'index.html'));
  return kinds.flatMap((kind) => {
    const path = paths[kind];
    return path && built(path) ? [{ kind, path }] : [];
  });
}
