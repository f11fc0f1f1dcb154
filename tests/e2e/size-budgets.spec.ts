import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { PAGE_JS_BUDGETS } from '../../scripts/size-budget/budgets.ts';
import { serveStatusAsBuilt } from '../support/fake-platform-api.ts';
import { afterRendering, scriptRequests } from '../support/page-settled.ts';
import { demoSites, readBundle, type BuiltSite } from '../support/sites.ts';

/**
 * JavaScript budgets (docs/decisions/0004-size-budgets-only-tighten.md), enforced: what a shopper's phone fetches while reading a page —
 * loaded at 412×915 and scrolled to the end, no tap — so islands that hydrate when visible count.
 * Gzip bytes (level 6, 1 KB = 1000 bytes) of every script response plus inline scripts.
 * Deterministic for a given build, so it may be asserted; timings never are. The budgets are
 * scripts/size-budget/budgets.ts, shared with the static measure (scripts/size-budget.ts).
 */
const BUDGET_KB = {
  vehicle: PAGE_JS_BUDGETS.vehicle.kb,
  search: PAGE_JS_BUDGETS.search.kb,
  home: PAGE_JS_BUDGETS.home.kb,
  leadForm: PAGE_JS_BUDGETS.leadForm.kb,
  content: PAGE_JS_BUDGETS.content.kb,
};
/** What the search budget reads of a dealer's bundle: its clock and the cars' facts as built. */
type BuiltStock = Parameters<typeof serveStatusAsBuilt>[1] & { clock: string };

const PHONE = { width: 412, height: 915 };
const ROOT = resolve(import.meta.dirname, '../..');

interface Weight {
  kb: number;
  files: string[];
}

/** Loads the page, scrolls to the end a screen at a time, waits for the network to settle. */
async function jsWhileReading(page: Page, url: string): Promise<Weight> {
  await page.setViewportSize(PHONE);
  const bodies: Array<Promise<{ url: string; bytes: number }>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript/.test(type) || response.url().endsWith('.js')) {
      bodies.push(response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body, { level: 6 }).length })));
    }
  });
  const scripts = scriptRequests(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Scroll the way a reader does; the page may grow as it goes, so re-read the height each step.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += PHONE.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Each step's intersection observers have been told what is on screen before the next scroll.
    await afterRendering(page);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The islands the reading brought on screen have finished loading their scripts.
  await scripts.settled();
  const files = await Promise.all(bodies);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module' || s.getAttribute('type') === 'text/javascript')
      .map((s) => s.textContent ?? '')
      .join(''),
  );
  const inlineBytes = inline.trim() ? gzipSync(Buffer.from(inline), { level: 6 }).length : 0;
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0) + inlineBytes;
  return { kb: bytes / 1000, files: [...files.map((f) => `${f.bytes} ${f.url}`), `${inlineBytes} (inline scripts)`] };
}

function expectWithin(weight: Weight, budget: number, what: string): void {
  console.log(`${what}: ${weight.kb.toFixed(1)} KB gzip JS before interaction (budget ${budget} KB)`);
  expect(weight.kb, `${what} over its ${budget} KB budget:\n${weight.files.join('\n')}`).toBeLessThanOrEqual(budget);
}

/** The dealer's Markdown pages without a form (a form is an island), and its blog index when it has posts. */
function contentPaths(site: BuiltSite): string[] {
  const dir = join(ROOT, 'tenants', site.slug, 'content', 'pages');
  const pages = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.md') && !/^form:/m.test(readFileSync(join(dir, name), 'utf8')))
        .map((name) => `/${name.replace(/\.md$/, '')}`)
    : [];
  const blog = join(ROOT, 'tenants', site.slug, 'content', 'blog');
  const hasPosts = existsSync(blog) && readdirSync(blog).some((name) => name.endsWith('.md'));
  return [...pages.slice(0, 3), ...(hasPosts ? ['/blog'] : [])];
}

for (const site of demoSites()) {
  test(`${site.slug}: the search page loads ≤ ${BUDGET_KB.search} KB of JS before interaction`, async ({ page }) => {
    const listing = site.slug === 'outback-motorcycles' ? '/used-car' : '/search';
    // Read as built: on the build's day, the platform agreeing with the build (search-wake.spec.ts
    // covers the island waking when either has moved since).
    const bundle = readBundle<BuiltStock>(site);
    await page.clock.setFixedTime(new Date(bundle.clock));
    await serveStatusAsBuilt(page, bundle);
    expectWithin(await jsWhileReading(page, `${site.origin}${listing}`), BUDGET_KB.search, `${site.slug} ${listing}`);
  });

  test(`${site.slug}: the home page loads ≤ ${BUDGET_KB.home} KB of JS before interaction`, async ({ page }) => {
    expectWithin(await jsWhileReading(page, `${site.origin}/`), BUDGET_KB.home, `${site.slug} /`);
  });

  test(`${site.slug}: lead form pages load ≤ ${BUDGET_KB.leadForm} KB of JS before interaction`, async ({ page }) => {
    // The forms hydrate on the shopper's first touch (client:interaction); a dealer may switch a page off.
    for (const path of ['/enquire', '/finance-enquiry', '/book-test-drive', '/trade-in']) {
      if ((await page.request.get(`${site.origin}${path}`)).status() !== 200) continue;
      expectWithin(await jsWhileReading(page, `${site.origin}${path}`), BUDGET_KB.leadForm, `${site.slug} ${path}`);
    }
  });

  test(`${site.slug}: content pages load no JavaScript`, async ({ page }) => {
    const paths = contentPaths(site);
    expect(paths.length).toBeGreaterThan(0);
    if (paths.includes('/blog')) {
      // A blog post, found the way a reader finds it (its route carries the post's category).
      await page.goto(`${site.origin}/blog`);
      const post = await page
        .locator('main a[href^="/blog/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').find((href) => href.split('/').filter(Boolean).length >= 3));
      expect(post, 'a blog post linked from /blog').toBeTruthy();
      paths.push(post!);
    }
    for (const path of paths) {
      const response = await page.request.get(`${site.origin}${path}`);
      expect(response.status(), path).toBe(200);
      expectWithin(await jsWhileReading(page, `${site.origin}${path}`), BUDGET_KB.content, `${site.slug} ${path}`);
    }
  });

  test(`${site.slug}: a vehicle page loads ≤ ${BUDGET_KB.vehicle} KB of JS before interaction and islands do not shift layout`, async ({ page }) => {
    test.setTimeout(60_000);
    const bundle = readBundle<{ vehicles: Array<{ slug: string; status: string; images: unknown[] }> }>(site);
    const car = bundle.vehicles.find((v) => v.status === 'in_stock' && v.images.length > 3)!;
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    expectWithin(await jsWhileReading(page, `${site.origin}/cars/${car.slug}`), BUDGET_KB.vehicle, `${site.slug} /cars/${car.slug}`);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThan(0.05);
  });
}
