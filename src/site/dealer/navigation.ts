import type { TenantBundle } from '../../tenant/bundle.ts';
import { visibleByName } from '../../domain/dealer-pages/locations.ts';
import type { ContentSection } from '../content/schema.ts';
import { visibleOffersOf } from './offers.ts';
import { routeExists, type DealerSite } from './site.ts';
import { STOCK_SEGMENTS, paths, stockBase } from '../routes.ts';

export interface NavLink {
  label: string;
  href: string;
}
export interface NavItem extends NavLink {
  /** A dropdown; `href` is then the "see all" link shown first in it. */
  children?: NavLink[];
}
export interface FooterGroup {
  title: string;
  links: NavLink[];
}

const MAX_MODEL_LINKS = 20;

/** Keeps links to routes the build has, in order, without repeating a target or a label. */
function existing(site: Pick<DealerSite, 'routes'>, links: readonly (NavLink | false | undefined)[]): NavLink[] {
  const seen = new Set<string>();
  return links.filter((link): link is NavLink => {
    if (!link || !routeExists(site, link.href)) return false;
    const keys = [link.href, link.label.trim().toLowerCase()];
    if (keys.some((key) => seen.has(key))) return false;
    keys.forEach((key) => seen.add(key));
    return true;
  });
}

/** Stock segments the dealer actually has, so no menu entry leads to an empty list. */
function stockLinks(bundle: TenantBundle): NavLink[] {
  // Header and footer of every page ask; the answer depends only on the bundle.
  let links = stockLinksByBundle.get(bundle);
  if (!links) stockLinksByBundle.set(bundle, (links = computeStockLinks(bundle)));
  return links;
}

const stockLinksByBundle = new WeakMap<TenantBundle, NavLink[]>();

function computeStockLinks(bundle: TenantBundle): NavLink[] {
  const listed = new Set(bundle.listedSlugs);
  const types = new Set(bundle.vehicles.filter((v) => listed.has(v.slug)).map((v) => v.car_type));
  const noun = bundle.config.vehicleNoun.plural;
  const segments = STOCK_SEGMENTS.filter((s) => (s.carTypes.length > 1 ? s.carTypes.filter((t) => types.has(t)).length > 1 : types.has(s.carTypes[0])));
  return [
    ...segments.map((s) => ({ label: `${s.label} ${noun}`, href: paths.stockSegment(bundle.config, s.segment) })),
    { label: `Search all ${noun}`, href: stockBase(bundle.config) },
  ];
}

/**
 * The Vehicles dropdown: a single-franchise dealer lists its models; a dealer with several brands
 * lists its brand pages (a model list across eight brands would be too long to use).
 */
function vehicleLinks(bundle: TenantBundle, site: DealerSite): NavLink[] {
  const withPages = new Set(site.brands.overviewPages.map((b) => b.slug));
  const brands = bundle.brands.filter((b) => b.kind !== 'our' && withPages.has(b.slug));
  if (brands.length > 1) return brands.map((b) => ({ label: b.title, href: `/${b.slug}/overview` }));
  const models = brands
    .flatMap((b) => b.models.map((m) => ({ label: `${b.title} ${m.name}`, href: site.brands.modelHrefs.get(`${b.slug}/${m.slug}`) ?? '' })))
    .filter((link) => link.href !== '');
  return models.slice(0, MAX_MODEL_LINKS);
}

/** Familiar pages first, in the order shoppers look for them; any other page after, by title. */
const MENU_ORDER = [
  '/finance',
  '/finance-pre-approval',
  '/apply-for-finance',
  '/buying',
  '/service',
  '/pages/book-a-service',
  '/vehicle-parts-and-accessories',
  '/parts/search',
  '/warranty',
  '/roadside-assistance',
  '/prepaid-maintenance-plan',
  '/about-us',
  '/pages/about-us',
  '/fleet',
  '/faqs',
  '/privacy-policy',
  '/terms-and-conditions',
];
const menuRank = (path: string) => {
  const index = MENU_ORDER.indexOf(path);
  return index === -1 ? MENU_ORDER.length : index;
};

function contentLinks(site: DealerSite, sections: readonly ContentSection[]): NavLink[] {
  return site.contentPages
    .filter((p) => sections.includes(p.data.section))
    .map((p) => ({ label: p.data.menuLabel ?? p.data.title, href: p.path }))
    .sort((a, b) => menuRank(a.href) - menuRank(b.href) || a.label.localeCompare(b.label, 'en-AU'));
}

/** Header menu (spec 02 §2 "Header and footer"): only links to routes the dealer's build has. */
export function headerMenu(bundle: TenantBundle, site: DealerSite): NavItem[] {
  const { config } = bundle;
  const items: NavItem[] = [{ label: 'Home', href: '/' }];
  const models = existing(site, vehicleLinks(bundle, site));
  if (models.length > 0) items.push({ label: 'Vehicles', href: site.isGroup ? '/brands' : stockBase(config), children: models });
  if (visibleOffersOf(bundle).length > 0) items.push({ label: 'Offers', href: '/special-offers' });
  const stock = existing(site, [...stockLinks(bundle), { label: 'Budget finder', href: '/budget-finder' }]);
  items.push({ label: 'Our Stock', href: stockBase(config), children: stock });
  if (routeExists(site, '/trade-in')) items.push({ label: 'Trade In', href: '/trade-in' });
  const service = ['/service', '/pages/book-a-service'].find((href) => routeExists(site, href));
  if (service) items.push({ label: 'Service', href: service });
  const company = existing(site, [
    { label: 'About Us', href: '/about-us' },
    { label: 'Fleet', href: '/fleet' },
    { label: 'Contact Us', href: '/contact' },
    site.hasBlog && { label: 'Blog', href: '/blog' },
  ]);
  items.push({ label: site.isGroup ? 'Company' : 'More', href: '/contact', children: company });
  return items;
}

/** The dealer-locations dropdown: visible locations by name, then all locations. */
export function locationMenu(bundle: TenantBundle): NavItem | undefined {
  const locations = visibleByName(bundle.locations);
  if (locations.length === 0) return undefined;
  return {
    label: locations.length === 1 ? 'Our Location' : 'Our Locations',
    href: '/dealerships',
    children: [...locations.map((l) => ({ label: l.name, href: paths.location(l.slug) })), { label: 'All locations', href: '/dealerships' }],
  };
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Footer groups: Vehicles, Buyer Tools, Servicing and Parts, and the dealer's own group. */
export function footerGroups(bundle: TenantBundle, site: DealerSite): FooterGroup[] {
  const { config } = bundle;
  const groups: FooterGroup[] = [
    { title: 'Vehicles', links: existing(site, [...stockLinks(bundle), { label: 'Special Offers', href: '/special-offers' }]) },
    {
      title: 'Buyer Tools',
      links: existing(site, [
        ...contentLinks(site, ['finance']),
        { label: 'Finance Enquiry', href: '/finance-enquiry' },
        { label: 'Finance Calculator', href: '/finance-calculator' },
        { label: 'Value My Trade', href: '/trade-in' },
        { label: `Sell Your ${capitalise(config.vehicleNoun.singular)}`, href: '/sell-your-car' },
        { label: 'Budget Finder', href: '/budget-finder' },
        { label: 'Compare', href: '/compare' },
        { label: 'My Garage', href: '/my-garage' },
        // The signed-in shopper's pages, listed only where the dealer has them (docs/account-pages.md).
        ...(config.account.hubPath ? [{ label: config.account.hubTitle, href: config.account.hubPath }] : []),
        { label: 'Pay Online', href: '/online-payment' },
        { label: config.account.spinToWin?.title ?? 'Spin to Win', href: '/spin-to-win' },
        ...contentLinks(site, ['buying']),
        { label: '14-Day Return Policy', href: '/14-day-return-policy' },
      ]),
    },
    { title: 'Servicing and Parts', links: existing(site, contentLinks(site, ['service'])) },
    {
      title: config.name,
      links: existing(site, [
        ...contentLinks(site, ['company', 'group', 'programme']),
        { label: 'Our Locations', href: '/dealerships' },
        site.isGroup && { label: 'Dealer Locator', href: '/dealer-locator' },
        site.isGroup && { label: 'Our Brands', href: '/brands' },
        { label: 'Contact Us', href: '/contact' },
        site.hasBlog && { label: 'Blog', href: '/blog' },
        ...config.experience.footerGroup,
        ...contentLinks(site, ['legal']),
      ]),
    },
  ];
  return groups.filter((group) => group.links.length > 0);
}
