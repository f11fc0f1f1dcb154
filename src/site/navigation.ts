import type { TenantBundle } from '../tenant/bundle.ts';
import { STOCK_SEGMENTS, paths, stockBase } from './routes.ts';

export interface NavLink {
  label: string;
  href: string;
}
export interface NavItem extends NavLink {
  children?: NavLink[];
}
export interface FooterGroup {
  title: string;
  links: NavLink[];
}

/** Stock segments the dealer actually has, so no menu entry leads to an empty list. */
function stockLinks(bundle: TenantBundle): NavLink[] {
  const listed = new Set(bundle.listedSlugs);
  const types = new Set(bundle.vehicles.filter((v) => listed.has(v.slug)).map((v) => v.car_type));
  const noun = bundle.config.vehicleNoun.plural;
  const segments = STOCK_SEGMENTS.filter((s) => s.carTypes.length > 1 || types.has(s.carTypes[0]));
  return [
    ...segments.map((s) => ({ label: `${s.label} ${noun}`, href: paths.stockSegment(bundle.config, s.segment) })),
    { label: `Search all ${noun}`, href: stockBase(bundle.config) },
  ];
}

/** Header menu (spec 02 §2 "Header and footer"). */
export function headerMenu(bundle: TenantBundle): NavItem[] {
  const { features } = bundle.config;
  const models = bundle.brands
    .filter((b) => b.kind !== 'our')
    .flatMap((b) => b.models.slice(0, 12).map((m) => ({ label: `${b.title} ${m.name}`, href: paths.model(bundle.config, b.title, m.name) })))
    .slice(0, 16);
  const items: NavItem[] = [{ label: 'Home', href: '/' }];
  if (models.length > 0) items.push({ label: 'Vehicles', href: stockBase(bundle.config), children: models });
  if (bundle.offers.length > 0) items.push({ label: 'Offers', href: '/special-offers' });
  items.push({ label: 'Our Stock', href: stockBase(bundle.config), children: stockLinks(bundle) });
  if (features.tradeIn) items.push({ label: 'Trade In', href: '/trade-in' });
  items.push({ label: 'Service', href: '/service' });
  items.push({
    label: 'More',
    href: '/contact',
    children: [
      { label: 'Fleet', href: '/fleet' },
      { label: 'Contact Us', href: '/contact' },
    ],
  });
  return items;
}

/** Footer groups: Vehicles, Buyer Tools, Servicing and Parts, and the dealer's own group. */
export function footerGroups(bundle: TenantBundle): FooterGroup[] {
  const { config } = bundle;
  const buyerTools: NavLink[] = [];
  if (config.features.finance) buyerTools.push({ label: 'Finance', href: '/finance' });
  if (config.features.tradeIn) buyerTools.push({ label: 'Value my trade', href: '/trade-in' });
  buyerTools.push({ label: 'Special offers', href: '/special-offers' });
  const dealerLinks: NavLink[] = [
    { label: 'Our locations', href: '/dealerships' },
    { label: 'Contact us', href: '/contact' },
    ...config.experience.footerGroup,
  ];
  return [
    { title: 'Vehicles', links: stockLinks(bundle) },
    { title: 'Buyer Tools', links: buyerTools },
    {
      title: 'Servicing and Parts',
      links: [
        { label: 'Book a service', href: '/service' },
        { label: 'Parts and accessories', href: '/vehicle-parts-and-accessories' },
      ],
    },
    { title: config.name, links: dealerLinks },
  ];
}
