import { expect, test } from '@playwright/test';
import { leadPagePaths } from '../../src/site/leads/pages.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Which lead pages a dealer has is one rule (leadPagePaths), used by the route files and by
 * what links to them. Every lead page the rule names is served; the home page and menus link to lead
 * pages only when they are served; /sell-your-car is built for every dealer (selling to the dealer is
 * not a trade-in), so its home tile shows even where trade-ins are off.
 */

const LEAD_PAGES = ['/enquire', '/finance-enquiry', '/book-test-drive', '/trade-in', '/sell-your-car', '/sell-my-car', '/sign-in', '/my-garage', '/compare'];

for (const site of demoSites()) {
  test(`${site.slug}: the lead pages the rule names are served, and the home page links to no other`, async ({ page, request }) => {
    const { config } = readBundle<TenantBundle>(site);
    const built = new Set(leadPagePaths(config));
    for (const path of LEAD_PAGES) {
      const response = await request.get(`${site.origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(built.has(path) ? 200 : 404);
    }

    await page.goto(`${site.origin}/`);
    const linked = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace(/\/$/, '')));
    const linkedLeadPages = [...new Set(linked.filter((path) => LEAD_PAGES.includes(path)))];
    expect(linkedLeadPages.length).toBeGreaterThan(0);
    for (const path of linkedLeadPages) expect(built.has(path), `home links to ${path}`).toBe(true);

    const tile = page.getByRole('region', { name: 'Highlights' }).getByRole('link', { name: `: Sell your ${config.vehicleNoun.singular}` });
    await expect(tile).toHaveAttribute('href', '/sell-your-car');
  });
}
