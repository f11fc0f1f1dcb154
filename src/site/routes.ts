import type { SiteConfig } from '../config/site.ts';

/** Paths every page links with, so a route never gets spelt two ways. */
export function stockBase(config: Pick<SiteConfig, 'stock'>): string {
  return config.stock.listingPath;
}

export const STOCK_SEGMENTS = [
  { segment: 'new-cars', label: 'New', carTypes: ['new'] },
  { segment: 'demo-cars', label: 'Demo', carTypes: ['demo'] },
  { segment: 'used-cars', label: 'Used', carTypes: ['used'] },
  { segment: 'new-and-demo-cars', label: 'New & Demo', carTypes: ['new', 'demo'] },
  { segment: 'new-used-and-demo-cars', label: 'All stock', carTypes: ['new', 'used', 'demo'] },
] as const;

export const paths = {
  vehicle: (slug: string) => `/cars/${slug}`,
  location: (slug: string) => `/locations/${slug}`,
  contactLocation: (slug: string) => `/contact-us/${slug}`,
  stockSegment: (config: Pick<SiteConfig, 'stock'>, segment: string) => `${stockBase(config)}/${segment}`,
  make: (config: Pick<SiteConfig, 'stock'>, make: string) => `${stockBase(config)}/${slugify(make)}`,
  model: (config: Pick<SiteConfig, 'stock'>, make: string, model: string) =>
    `${stockBase(config)}/${slugify(make)}/${slugify(model)}`,
};

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
