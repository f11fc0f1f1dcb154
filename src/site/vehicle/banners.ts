import { sellYourCarCopy } from '../../domain/sell-your-car.ts';
import type { Brand } from '../../data/schemas/brand.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';

/** The blocks closing a vehicle page: feature banner, brand grids (spec 01 §2); the stats banner is site/dealer/dealer-stats.ts. */

export interface FeatureTile {
  title: string;
  text: string;
  href: string;
  cta: string;
}

/** Every internal link is checked against the pages the build has, so no tile or logo leads nowhere. */
export type RouteCheck = (href: string) => boolean;
const anyRoute: RouteCheck = () => true;

export function featureBanner(bundle: Pick<TenantBundle, 'offers' | 'config'>, exists: RouteCheck = anyRoute): FeatureTile[] {
  const tiles: FeatureTile[] = [];
  if (bundle.offers.length > 0) {
    tiles.push({ title: 'Latest offers', text: 'See the deals on now.', href: '/special-offers', cta: 'View offers' });
  }
  tiles.push({ title: 'Book a service online', text: 'Pick a time that suits you.', href: '/service', cta: 'Book a service' });
  if (bundle.config.features.tradeIn) {
    const noun = bundle.config.vehicleNoun;
    const copy = sellYourCarCopy(bundle.config.integrations.valuation, noun);
    tiles.push({ title: `Sell your ${noun.singular}`, text: copy.tile, href: '/sell-your-car', cta: copy.cta });
  }
  return tiles.filter((tile) => exists(tile.href));
}

export interface BrandLink {
  title: string;
  /** Absent when the brand has no page to go to: the name is shown without a link. */
  href?: string;
  logo?: string;
  external: boolean;
}

export interface BrandGrid {
  title: string;
  brands: BrandLink[];
}

const GRID_TITLES: Record<Brand['kind'], string> = {
  car: 'Car Brands',
  motorcycle: 'Motorcycle Brands',
  truck: 'Truck Brands',
  our: 'Our Brands',
};

/** One grid per kind the dealer has; a brand with an external link skips its overview page. */
export function brandGrids(brands: readonly Brand[], exists: RouteCheck = anyRoute): BrandGrid[] {
  const grids: BrandGrid[] = [];
  for (const kind of Object.keys(GRID_TITLES) as Array<Brand['kind']>) {
    const members = brands.filter((b) => b.kind === kind);
    if (members.length === 0) continue;
    grids.push({
      title: GRID_TITLES[kind],
      brands: members.map((brand) => {
        const external = brand.skipPage && Boolean(brand.externalUrl);
        const href = external ? brand.externalUrl! : `/${brand.slug}/overview`;
        const link: BrandLink = { title: brand.title, external };
        if (external || exists(href)) link.href = href;
        if (brand.logoSrc) link.logo = brand.logoSrc;
        return link;
      }),
    });
  }
  return grids;
}
