import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoSites, type BuiltSite } from '../support/sites.ts';

/** The sitemaps.org 0.9 XSD, copied from ../shared/standards/sitemap.xsd so the test needs no network. */
const SITEMAP_XSD = resolve(import.meta.dirname, '../fixtures/standards/sitemap.xsd');

/**
 * sitemap.xml lists what a search engine should index, and only that: every URL in it
 * answers 200 without a robots noindex; every lead page the dealer builds is in it unless it is
 * noindex or gated (a signed-out visitor, a crawler too, is sent to sign-in), by the same rule the
 * route files, menus and home tiles read (leadPagePaths).
 */

const LEAD_PAGES = ['/enquire', '/finance-enquiry', '/book-test-drive', '/trade-in', '/sell-your-car', '/sell-my-car', '/sign-in', '/my-garage', '/compare'];
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

async function sitemapPaths(request: APIRequestContext, site: BuiltSite): Promise<string[]> {
  const response = await request.get(`${site.origin}/sitemap.xml`);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** What a crawler gets at a path: the status and whether the page says noindex. */
async function fetchPage(request: APIRequestContext, site: BuiltSite, path: string): Promise<{ status: number; noindex: boolean }> {
  const response = await request.get(`${site.origin}${path}`, { maxRedirects: 0 });
  const html = response.status() === 200 ? await response.text() : '';
  return { status: response.status(), noindex: NOINDEX.test(html) };
}

/** xmllint's verdict on a document against an XSD: '' when valid, else its errors. */
function xsdErrors(xml: string, xsd: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  try {
    writeFileSync(join(dir, 'sitemap.xml'), xml);
    execFileSync('xmllint', ['--noout', '--schema', xsd, join(dir, 'sitemap.xml')], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const site of demoSites()) {
  test(`${site.slug}: sitemap.xml is valid against the sitemaps.org XSD and dates every stock page`, async ({ request }) => {
    const xml = await (await request.get(`${site.origin}/sitemap.xml`)).text();
    expect(xsdErrors(xml, SITEMAP_XSD)).toBe('');
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
      path: new URL(m[1]!).pathname,
      lastmod: m[2],
    }));
    const cars = urls.filter((url) => url.path.startsWith('/cars/'));
    expect(cars.length).toBeGreaterThan(100);
    expect(cars.filter((url) => !url.lastmod).map((url) => url.path)).toEqual([]);
    expect(urls.find((url) => url.path === '/')?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // The budget finder and the finance calculator are built and indexable on every demo dealer.
    expect(urls.map((url) => url.path)).toEqual(expect.arrayContaining(['/budget-finder', '/finance-calculator']));
    // The XSD check can fail: a <lastmod> that is no date is refused.
    expect(xsdErrors(xml.replace('</loc>', '</loc><lastmod>yesterday</lastmod>'), SITEMAP_XSD)).toMatch(/lastmod/);
  });

  test(`${site.slug}: every URL in sitemap.xml answers 200 and is indexable`, async ({ request }) => {
    test.setTimeout(300_000);
    const paths = await sitemapPaths(request, site);
    expect(paths.length).toBeGreaterThan(10);
    expect(new Set(paths).size, 'no URL twice').toBe(paths.length);
    const problems: string[] = [];
    // A few at a time: the 2,000-car dealer lists over 2,000 URLs.
    for (let i = 0; i < paths.length; i += 16) {
      await Promise.all(
        paths.slice(i, i + 16).map(async (path) => {
          const { status, noindex } = await fetchPage(request, site, path);
          if (status !== 200) problems.push(`${path}: ${status}`);
          else if (noindex) problems.push(`${path}: noindex`);
        }),
      );
    }
    expect(problems).toEqual([]);
  });

  test(`${site.slug}: the sitemap lists a lead page exactly when the dealer builds it for search engines`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const listed = new Set(await sitemapPaths(request, site));
    for (const path of LEAD_PAGES) {
      const { status, noindex } = await fetchPage(request, site, path);
      expect([200, 404], path).toContain(status);
      let gated = false;
      if (status === 200 && !noindex) {
        // A signed-out visitor stays on the page (a gated one would be sent to /sign-in).
        await page.goto(`${site.origin}${path}`);
        await page.waitForLoadState('load');
        gated = new URL(page.url()).pathname !== path;
      }
      expect(listed.has(path), `${path}: built ${status === 200}, noindex ${noindex}, gated ${gated}`).toBe(status === 200 && !noindex && !gated);
    }
    // A motorcycle dealer without trade-ins still buys bikes: /sell-your-car is built, and listed.
    if (site.slug === 'outback-motorcycles') {
      expect(listed.has('/sell-your-car')).toBe(true);
      expect(listed.has('/trade-in')).toBe(false);
    }
  });
}
