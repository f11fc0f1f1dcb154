import { describe, expect, it } from 'vitest';
import { ContentPageSchema } from './content/schema.ts';
import { dealerSite, dealerSitemapPaths } from './dealer/site.ts';
import { testBundle, testVehicle } from './dealer/test-bundle.ts';
import { leadPage, leadPagePaths, type LeadRoute } from './leads/pages.ts';
import { sitemapLastModified, sitemapPaths } from './sitemap.ts';

/** The sitemap lists the lead pages by the rule the route files and menus read (leadPagePaths). */

const ALWAYS_NOINDEX = ['/cars/trade-in', '/checkout-journey', '/success', '/sign-in', '/my-garage', '/compare'];

describe('the sitemap lists the lead pages a dealer builds, indexable ones only', () => {
  it('every built lead page a search engine may index, and no other', () => {
    for (const site of [
      {},
      { features: { tradeIn: false, finance: false, testDrive: false } },
      { features: { tradeIn: true, watchlist: true, compare: true } },
    ]) {
      const bundle = testBundle({ site });
      const listed = sitemapPaths(bundle);
      const built = leadPagePaths(bundle.config);
      for (const path of built) expect(listed.includes(path), path).toBe(!ALWAYS_NOINDEX.includes(path));
      for (const path of ALWAYS_NOINDEX) expect(listed).not.toContain(path);
    }
  });

  it('a dealer without trade-ins lists /sell-your-car (it builds it) but not /trade-in (it does not)', () => {
    const listed = sitemapPaths(testBundle({ site: { features: { tradeIn: false } } }));
    expect(listed).toContain('/sell-your-car');
    expect(listed).not.toContain('/trade-in');
    expect(sitemapPaths(testBundle({ site: { features: { finance: false } } }))).not.toContain('/finance-enquiry');
    expect(sitemapPaths(testBundle())).toEqual(expect.arrayContaining(['/enquire', '/finance-enquiry', '/book-test-drive', '/trade-in', '/sell-my-car']));
  });

  it('a page the dealer gates is noindex and out of the sitemap; ungated, it is listed', () => {
    const gated = testBundle({ site: { experience: { gatedRoutes: { sellMyCar: true } } } });
    expect(leadPage(gated.config, 'sell-my-car' satisfies LeadRoute)).toMatchObject({ enabled: true, noindex: true, gateType: 'sell-my-car' });
    expect(leadPagePaths(gated.config)).toContain('/sell-my-car');
    expect(sitemapPaths(gated)).not.toContain('/sell-my-car');
    expect(leadPage(testBundle().config, 'sell-my-car').noindex).toBe(false);
  });

  it('the gated /finance content page is noindex and out of the sitemap; ungated, it is listed', () => {
    const finance = { id: 'finance', data: ContentPageSchema.parse({ title: 'Finance', description: 'Finance', section: 'finance' }) };
    const api = { platformApi: { baseUrl: 'https://api.example.com' } };
    const gated = testBundle({ site: { integrations: api, experience: { gatedRoutes: { finance: true } } } });
    expect(dealerSitemapPaths(gated, dealerSite(gated, [finance], []))).not.toContain('/finance');
    const open = testBundle({ site: { integrations: api } });
    expect(dealerSitemapPaths(open, dealerSite(open, [finance], []))).toContain('/finance');
  });
});

describe('the sitemap dates the stock pages and lists the calculators', () => {
  it('a car page is dated by its last change; listing and home pages by the newest among the cars they list', () => {
    const bundle = testBundle({
      vehicles: [
        testVehicle(1, { created_at: '2026-10-01T09:00:00+10:00' }),
        testVehicle(2, { created_at: '2026-09-01T00:00:00Z', updated_at: '2026-11-20T05:30:00Z' }),
        testVehicle(3, {
          make: 'Kia',
          model: 'Seltos',
          created_at: '2026-08-01T00:00:00Z',
          status: 'sold',
          sold_date_timestamp: Date.parse('2026-11-19T00:00:00Z') / 1000,
        }),
      ],
    });
    const lastmod = sitemapLastModified(bundle);
    expect(lastmod.get('/cars/car-1')).toBe('2026-09-30T23:00:00Z');
    expect(lastmod.get('/cars/car-2')).toBe('2026-11-20T05:30:00Z');
    expect(lastmod.get('/cars/car-3')).toBe('2026-11-19T00:00:00Z');
    expect(lastmod.get('/')).toBe('2026-11-20T05:30:00Z');
    const mazda = [...lastmod].find(([path]) => /\/mazda$/.test(path));
    expect(mazda?.[1]).toBe('2026-11-20T05:30:00Z');
    expect(lastmod.has('/enquire')).toBe(false);
  });

  it('lists /budget-finder always and /finance-calculator where the dealer offers finance', () => {
    expect(sitemapPaths(testBundle())).toEqual(expect.arrayContaining(['/budget-finder', '/finance-calculator']));
    const noFinance = sitemapPaths(testBundle({ site: { features: { finance: false } } }));
    expect(noFinance).toContain('/budget-finder');
    expect(noFinance).not.toContain('/finance-calculator');
  });
});
