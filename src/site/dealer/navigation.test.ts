import { describe, expect, it } from 'vitest';
import { ContentPageSchema } from '../content/schema.ts';
import { dealerSite } from './site.ts';
import { testBundle } from './test-bundle.ts';
import { footerGroups, headerMenu, locationMenu } from './navigation.ts';

const page = (id: string, extra: Record<string, unknown> = {}) => ({ id, data: ContentPageSchema.parse({ title: id, description: id, ...extra }) });

describe('navigation', () => {
  const bundle = testBundle({
    site: {
      experience: {
        footerGroup: [
          { label: 'Careers', href: '/pages/careers' },
          { label: 'Gone', href: '/pages/gone' },
        ],
      },
    },
    brands: [{ title: 'Mazda', slug: 'mazda', models: [{ name: 'CX-5', slug: 'cx-5' }] }],
  });
  const site = dealerSite(
    bundle,
    [
      page('apply-for-finance', { section: 'finance' }),
      page('finance', { section: 'finance', menuLabel: 'Finance' }),
      page('pages/careers'),
      page('service', { section: 'service' }),
      page('fleet'),
    ],
    [],
  );

  it('builds the header from the routes the dealer has', () => {
    const menu = headerMenu(bundle, site);
    expect(menu.map((i) => i.label)).toEqual(['Home', 'Vehicles', 'Our Stock', 'Trade In', 'Service', 'More']);
    expect(menu.find((i) => i.label === 'Vehicles')?.children).toEqual([{ label: 'Mazda CX-5', href: '/cx-5' }]);
    expect(menu.find((i) => i.label === 'More')?.children?.map((c) => c.href)).toEqual(['/fleet', '/contact']);
  });

  it('leaves out switched-off features', () => {
    const off = testBundle({ site: { features: { tradeIn: false } } });
    expect(headerMenu(off, dealerSite(off, [], [])).map((i) => i.label)).toEqual(['Home', 'Our Stock', 'More']);
  });

  it('orders footer links and drops links to pages that do not exist', () => {
    const groups = footerGroups(bundle, site);
    expect(groups.map((g) => g.title)).toEqual(['Vehicles', 'Buyer Tools', 'Servicing and Parts', 'Mini Motors']);
    expect(groups[1]!.links.slice(0, 2).map((l) => l.href)).toEqual(['/finance', '/apply-for-finance']);
    const own = groups[3]!.links.map((l) => l.href);
    expect(own).toContain('/pages/careers');
    expect(own).not.toContain('/pages/gone');
  });

  it('lists visible locations in the locations menu', () => {
    expect(locationMenu(bundle)?.children?.map((c) => c.label)).toEqual(['mini-motors-brisbane', 'All locations']);
  });
});

describe('vehicles dropdown', () => {
  it('lists brand pages when the dealer has several brands', () => {
    const bundle = testBundle({
      brands: [
        { title: 'Kia', slug: 'kia', models: [{ name: 'Sportage', slug: 'sportage' }] },
        { title: 'Ford', slug: 'ford', models: [{ name: 'Ranger', slug: 'ranger' }] },
        { title: 'Our Tyres', slug: 'our-tyres', kind: 'our' },
      ],
    });
    const menu = headerMenu(bundle, dealerSite(bundle, [], []));
    expect(menu.find((i) => i.label === 'Vehicles')?.children).toEqual([
      { label: 'Kia', href: '/kia/overview' },
      { label: 'Ford', href: '/ford/overview' },
    ]);
  });
});
