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

/** '/cars/{slug}': the one place a vehicle page's URL is spelt (pages, cards, sitemap, emails, PDF, alerts). */
export function vehiclePath(slug: string): string {
  return `/cars/${slug}`;
}

/** '/cars/{slug}/checkout' or '/cars/{slug}/buy-online', as the dealer names it (experience.checkoutPath). */
export function vehicleCheckoutPath(slug: string, checkoutPath: SiteConfig['experience']['checkoutPath']): string {
  return `${vehiclePath(slug)}/${checkoutPath}`;
}

/** The vehicle page as an absolute URL on the dealer's site (`siteUrl` with or without a trailing slash). */
export function vehicleUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${vehiclePath(slug)}`;
}

export const paths = {
  vehicle: vehiclePath,
  location: (slug: string) => `/locations/${slug}`,
  contactLocation: (slug: string) => `/contact-us/${slug}`,
  stockSegment: (config: Pick<SiteConfig, 'stock'>, segment: string) => `${stockBase(config)}/${segment}`,
  make: (config: Pick<SiteConfig, 'stock'>, make: string) => `${stockBase(config)}/${slugify(make)}`,
  model: (config: Pick<SiteConfig, 'stock'>, make: string, model: string) => `${stockBase(config)}/${slugify(make)}/${slugify(model)}`,
};

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
