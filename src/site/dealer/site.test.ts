import { describe, expect, it } from 'vitest';
import { BlogPostSchema, ContentPageSchema } from '../content/schema.ts';
import { dealerSite, routeExists } from './site.ts';
import { testBundle } from './test-bundle.ts';

const page = (id: string, extra: Record<string, unknown> = {}) => ({ id, data: ContentPageSchema.parse({ title: id, description: id, ...extra }) });
const post = (id: string, category: string, date = '2026-10-01') => ({ id, data: BlogPostSchema.parse({ title: id, description: id, category, date }) });

describe('dealer site', () => {
  it('builds content pages from the files present and knows every route', () => {
    const site = dealerSite(testBundle(), [page('warranty'), page('pages/careers'), page('finance', { section: 'finance' })], []);
    expect(site.contentPages.map((p) => p.path)).toEqual(['/finance', '/pages/careers', '/warranty']);
    expect(site.oneSegmentPages.map((p) => p.slug)).toEqual(['finance', 'warranty', 'privacy-policy']);
    for (const href of [
      '/warranty',
      '/pages/careers/',
      '/contact',
      '/trade-in',
      '/search/used-cars',
      '/cars/car-1',
      '/locations/mini-motors-brisbane',
      'https://x.example',
    ]) {
      expect(routeExists(site, href), href).toBe(true);
    }
    expect(routeExists(site, '/fleet')).toBe(false);
    expect(routeExists(site, '/blog')).toBe(false);
  });

  it('leaves switched-off features out of the routes', () => {
    const site = dealerSite(
      testBundle({ site: { features: { tradeIn: false, finance: false, watchlist: false, blog: false } } }),
      [page('finance', { section: 'finance' })],
      [post('hello', 'buyer-advice')],
    );
    for (const href of ['/trade-in', '/finance-enquiry', '/my-garage', '/finance', '/blog']) expect(routeExists(site, href), href).toBe(false);
    // Built for every dealer by the lead pages' rule (selling to the dealer is not a trade-in).
    expect(routeExists(site, '/sell-your-car')).toBe(true);
    expect(site.hasBlog).toBe(false);
  });

  it('publishes blog posts into their category pages', () => {
    const site = dealerSite(testBundle(), [], [post('first-drive', 'vehicle-reviews'), post('future', 'buyer-advice', '2027-01-01')]);
    expect(site.hasBlog).toBe(true);
    expect(site.posts.map((p) => p.path)).toEqual(['/blog/vehicle-reviews/first-drive']);
    expect(site.blogCategories.map((c) => c.slug)).toEqual(['vehicle-reviews']);
    expect(routeExists(site, '/blog/vehicle-reviews')).toBe(true);
    expect(routeExists(site, '/blog/buyer-advice')).toBe(false);
  });

  it('adds the group pages for group dealers and the return terms where enabled', () => {
    const franchise = dealerSite(testBundle(), [], []);
    expect(franchise.oneSegmentPages.map((p) => p.kind)).toEqual(['privacy-policy']);
    const group = dealerSite(testBundle({ site: { template: 'group', experience: { returnPolicy: '14-day-return' } } }), [], []);
    expect(group.oneSegmentPages.map((p) => p.slug)).toEqual(['dealer-locator', 'brands', '14-day-return-policy', 'privacy-policy']);
  });

  it('gives content pages precedence over model pages of the same path', () => {
    const bundle = testBundle({
      brands: [
        {
          title: 'Mazda',
          slug: 'mazda',
          models: [
            { name: 'Warranty', slug: 'warranty' },
            { name: 'CX-5', slug: 'cx-5' },
          ],
        },
      ],
    });
    const site = dealerSite(bundle, [page('warranty')], []);
    expect(site.oneSegmentPages.map((p) => `${p.kind}:${p.slug}`)).toEqual(['content:warranty', 'model:cx-5', 'privacy-policy:privacy-policy']);
    expect(routeExists(site, '/mazda/overview')).toBe(true);
    expect(site.warnings.some((w) => w.includes('Warranty'))).toBe(true);
  });
});

import { dealerSitemapPaths } from './site.ts';

describe('dealer sitemap paths', () => {
  it('lists canonical, indexable pages only', () => {
    const bundle = testBundle({
      offers: [{ id: 5, name: 'Deal', manufacturer: 'Mazda' }],
      locations: [
        { ...JSON.parse(JSON.stringify(testBundle().locations[0])), slug: 'shown', name: 'Shown' },
        { ...JSON.parse(JSON.stringify(testBundle().locations[0])), slug: 'hidden', name: 'Hidden', visible: false },
      ],
    });
    const site = dealerSite(bundle, [page('privacy-policy'), page('draft-page', { noindex: true })], []);
    const paths = dealerSitemapPaths(bundle, site);
    expect(paths).toContain('/offers/mazda/5');
    expect(paths).not.toContain('/offers/5');
    expect(paths).not.toContain('/contact-us');
    expect(paths).toContain('/locations/shown');
    expect(paths).not.toContain('/locations/hidden');
    expect(paths).toContain('/privacy-policy');
    expect(paths).not.toContain('/draft-page');
    expect(routeExists(site, '/locations/hidden')).toBe(true);
    expect(routeExists(site, '/draft-page')).toBe(true);
  });
});

describe('the privacy policy page', () => {
  it("is the dealer's content page when it has one, else the standard page, and a route either way", () => {
    const own = dealerSite(testBundle(), [page('privacy-policy')], []);
    expect(own.oneSegmentPages.map((p) => `${p.kind}:${p.slug}`)).toEqual(['content:privacy-policy']);
    const standard = dealerSite(testBundle(), [], []);
    expect(routeExists(standard, '/privacy-policy')).toBe(true);
  });

  it('is not built when the forms link elsewhere', () => {
    const elsewhere = dealerSite(testBundle({ site: { forms: { privacyPolicyUrl: 'https://www.dealer.example.com/privacy' } } }), [], []);
    expect(routeExists(elsewhere, '/privacy-policy')).toBe(false);
  });
});
