import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Budgets on what a shopper's browser really fetches before touching the page (issue 3, issue 4):
 * JavaScript loaded on arrival, measured as gzip bytes of every script response. Deterministic for
 * a given build, so it may be asserted; timings never are.
 */
const BUDGET_KB = { search: 100, vehicle: 80 } as const;

async function jsBeforeInteraction(page: Page, url: string): Promise<{ kb: number; files: string[] }> {
  const bodies: Array<Promise<{ url: string; bytes: number }>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript/.test(type) || response.url().endsWith('.js')) {
      bodies.push(response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body, { level: 6 }).length })));
    }
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const files = await Promise.all(bodies);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').filter((t) => !t.trim().startsWith('{')).join(''),
  );
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0) + gzipSync(Buffer.from(inline)).length;
  return { kb: bytes / 1000, files: files.map((f) => `${f.url} ${f.bytes}`) };
}

for (const site of demoSites()) {
  test(`${site.slug}: the search page loads ≤ ${BUDGET_KB.search} KB of JS before interaction`, async ({ page }) => {
    const listing = site.slug === 'outback-motorcycles' ? '/used-car' : '/search';
    const { kb, files } = await jsBeforeInteraction(page, `${site.origin}${listing}`);
    console.log(`${site.slug} search page: ${kb.toFixed(1)} KB gzip JS`);
    expect(kb, files.join('\n')).toBeLessThanOrEqual(BUDGET_KB.search);
  });

  test(`${site.slug}: a vehicle page loads ≤ ${BUDGET_KB.vehicle} KB of JS before interaction and islands do not shift layout`, async ({ page }) => {
    const bundle = readBundle<{ vehicles: Array<{ slug: string; status: string; images: unknown[] }> }>(site);
    const car = bundle.vehicles.find((v) => v.status === 'in_stock' && v.images.length > 3)!;
    const { kb, files } = await jsBeforeInteraction(page, `${site.origin}/cars/${car.slug}`);
    console.log(`${site.slug} vehicle page: ${kb.toFixed(1)} KB gzip JS`);
    expect(kb, files.join('\n')).toBeLessThanOrEqual(BUDGET_KB.vehicle);

    // Scroll through the page so every client:visible island hydrates, then read layout shifts.
    await page.evaluate(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: false });
    });
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThan(0.05);
  });
}
