import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createStaticServer } from '../../scripts/preview/static-server.ts';
import { buildDealers, FIXTURE_TENANTS } from '../support/build-dealers.ts';
import { crawlInternalLinks } from '../support/internal-links.ts';
import { demoSites } from '../support/sites.ts';
import { searchLive } from '../support/islands.ts';

/**
 * No link on a built site leads to a page the build did not write: every internal link in
 * the HTML and in the islands' props, crawled from the home page and the sitemap, is a page. The
 * platform API's own paths on the site (PDF, view.json) are the API's, not the build's, and a dealer
 * without a platform API (tests/fixtures/tenants/mini-motors) links to none of them, nor to the pages
 * that need it (Reserve's /cars/{slug}/checkout, /my-garage). The forms' privacy link is crawled too.
 */
const ROOT = resolve(import.meta.dirname, '../..');
// Its own folder: other specs build mini-motors into .build/e2e-sites at the same time.
const OUT = join(ROOT, '.build/internal-links-sites');

async function sitemapPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) return [];
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

for (const site of demoSites()) {
  test(`${site.slug}: every internal link leads to a built page`, async () => {
    test.setTimeout(180_000);
    const result = await crawlInternalLinks(site.origin, ['/', ...(await sitemapPaths(site.origin))]);
    expect(result.dead).toEqual([]);
    expect(result.pages).toBeGreaterThan(20);
  });
}

test.describe('a dealer without a platform API', () => {
  test.describe.configure({ mode: 'serial' });
  let server: Server;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    buildDealers(FIXTURE_TENANTS, ['mini-motors'], OUT);
    server = createStaticServer(join(OUT, 'mini-motors'));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((closed) => server?.close(closed));
  });

  test('every internal link leads to a built page, the privacy policy included, and none to the API', async () => {
    const result = await crawlInternalLinks(origin, ['/', ...(await sitemapPaths(origin))]);
    expect(result.dead).toEqual([]);
    expect(result.apiLinks).toEqual([]);
    expect((await fetch(`${origin}/privacy-policy`)).status).toBe(200);
  });

  test("the forms' privacy link opens the standard policy with the dealer's details", async ({ page }) => {
    // The link itself is in the lead form's props (crawled above); the page it opens:
    await page.goto(`${origin}/privacy-policy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Mini Motors collects the details you give us')).toBeVisible();
    await expect(page.getByText(/phone 07 3000 1234, write to 1 Test Street, Brisbane QLD 4000/)).toBeVisible();
  });

  test('nothing offers a reservation or a saved car once the islands are live', async ({ page }) => {
    await page.goto(`${origin}/search`);
    await searchLive(page);
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Reserve/ })).toHaveCount(0);
    await page.goto(`${origin}/cars/2024-mazda-cx-5-maxx-1`);
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: /Reserve/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expect(page.locator('a[href*="/checkout"], a[href="/my-garage"]')).toHaveCount(0);
  });
});
