import type { Brand } from '../../data/schemas/brand.ts';
import { RESERVED_FIRST_SEGMENTS } from '../content/routes.ts';
import { slugify } from '../routes.ts';

/**
 * Brand pages, brand grids and model pages (spec 01 §2 "Brand grids", §3 "Brand"; spec 02 §2
 * "/{model slug}, or a model override URL"). Decides which pages exist and where every brand
 * and model link goes; pages render these views.
 */

export type BrandKind = Brand['kind'];
export const BRAND_GRID_TITLES: Record<BrandKind, string> = {
  car: 'Car Brands',
  motorcycle: 'Motorcycle Brands',
  truck: 'Truck Brands',
  our: 'Our Brands',
};
const GRID_ORDER: readonly BrandKind[] = ['car', 'motorcycle', 'truck', 'our'];

export interface BrandLink {
  title: string;
  slug: string;
  href: string;
  external: boolean;
  /** Undefined: show the image-not-found placeholder. */
  logoSrc?: string;
}

export interface ModelPage {
  path: string;
  brand: Brand;
  model: Brand['models'][number];
}

export interface BrandCatalogue {
  /** Brands that get an overview page at /{brand}/overview. */
  overviewPages: Brand[];
  modelPages: ModelPage[];
  /** Where each model links: its page, its override URL, or nothing. Keyed by `${brand.slug}/${model.slug}`. */
  modelHrefs: Map<string, string>;
  /** Why a brand or model got no page: printed as build warnings. */
  skipped: string[];
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);
const onePathSegment = (href: string) => /^\/[a-z0-9][a-z0-9-]*\/?$/.test(href);

export function brandHref(brand: Brand): { href: string; external: boolean } | undefined {
  if (brand.externalUrl) return { href: brand.externalUrl, external: true };
  if (brand.skipPage) return undefined;
  return { href: `/${brand.slug}/overview`, external: false };
}

export function brandLink(brand: Brand): BrandLink | undefined {
  const target = brandHref(brand);
  if (!target) return undefined;
  const link: BrandLink = { title: brand.title, slug: brand.slug, ...target };
  if (brand.logoSrc) link.logoSrc = brand.logoSrc;
  return link;
}

/**
 * Which brand and model pages the dealer gets. A path taken by another route, or by a page
 * decided earlier (content pages are passed in `takenPaths`), is not built twice.
 */
export function brandCatalogue(brands: readonly Brand[], takenPaths: ReadonlySet<string>): BrandCatalogue {
  const catalogue: BrandCatalogue = { overviewPages: [], modelPages: [], modelHrefs: new Map(), skipped: [] };
  const taken = new Set(takenPaths);
  for (const brand of brands) {
    const target = brandHref(brand);
    if (!target || target.external) continue;
    if (RESERVED_FIRST_SEGMENTS.has(brand.slug) || brand.slug === 'pages' || brand.slug === 'parts') {
      catalogue.skipped.push(`brand "${brand.title}": /${brand.slug} is a route of the site itself`);
      continue;
    }
    catalogue.overviewPages.push(brand);
    for (const model of brand.models) {
      const key = `${brand.slug}/${model.slug}`;
      const override = model.override_url?.trim();
      if (override && (isExternal(override) || !onePathSegment(override))) {
        // The override points somewhere else (another route or site): link there, build nothing.
        catalogue.modelHrefs.set(key, override);
        continue;
      }
      const path = (override ?? `/${model.slug}`).replace(/\/$/, '');
      const first = path.slice(1);
      if (RESERVED_FIRST_SEGMENTS.has(first) || taken.has(path)) {
        catalogue.skipped.push(`model "${brand.title} ${model.name}": ${path} is already a page`);
        continue;
      }
      taken.add(path);
      catalogue.modelPages.push({ path, brand, model });
      catalogue.modelHrefs.set(key, path);
    }
  }
  return catalogue;
}

export interface BrandGrid {
  kind: BrandKind;
  title: string;
  brands: BrandLink[];
}

/** Car, Motorcycle, Truck and Our Brands grids, each only when it has brands. */
export function brandGrids(brands: readonly Brand[]): BrandGrid[] {
  return GRID_ORDER.map((kind) => ({
    kind,
    title: BRAND_GRID_TITLES[kind],
    brands: brands
      .filter((b) => b.kind === kind)
      .flatMap((b) => brandLink(b) ?? [{ title: b.title, slug: b.slug, href: '', external: false, ...(b.logoSrc ? { logoSrc: b.logoSrc } : {}) }]),
  })).filter((grid) => grid.brands.length > 0);
}

/** Whether a vehicle is of the brand's make: by title or slug, case and punctuation ignored. */
export function isBrandMake(brand: Pick<Brand, 'title' | 'slug'>, make: string): boolean {
  const makeSlug = slugify(make);
  return makeSlug === brand.slug || makeSlug === slugify(brand.title);
}

export function isModel(model: Pick<Brand['models'][number], 'name' | 'slug'>, vehicleModel: string): boolean {
  const slug = slugify(vehicleModel);
  return slug === slugify(model.name) || slug === model.slug;
}
