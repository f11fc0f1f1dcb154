import { describe, expect, it } from 'vitest';
import { ContentPageSchema } from './content/schema.ts';
import { dealerSite, dealerSitemapPaths } from './dealer/site.ts';
import { testBundle } from './dealer/test-bundle.ts';
import { leadPage, leadPagePaths, type LeadRoute } from './leads/pages.ts';
import { sitemapPaths } from './sitemap.ts';

/** Issue 14: the sitemap lists the lead pages by the rule the route files and menus read (leadPagePaths). */

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
