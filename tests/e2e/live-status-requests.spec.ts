import type { Page } from '@playwright/test';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { demoSite, expect, needsApi, test } from '../support/platform-api.ts';
import { searchLive } from '../support/islands.ts';

/**
 * The search page's live status (GET /api/cars/status) is asked once per set of cards shown
 * (docs/decisions/0008-live-status-over-the-static-page.md): a search change renders its results more than once, and a shopper going back to a page of
 * cards seen moments ago gets the answer already had — no identical call twice. Phone.
 * Checked against a build with the answer reuse off (fetch-live-cards.ts REUSE_MS = 0, 2 Dec): the
 * filter-change test fails there (page 1's ids asked twice: 3 calls, 2 distinct); the paging test
 * passes with or without it (paging alone never repeated a call).
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const nissan = demoSite('harbour-city-nissan');

async function toPage(page: Page, n: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Results pages' })
    .getByRole('link', { name: new RegExp(`^Page\\s*${n}$`) })
    .tap();
  if (n === 1) await expect(page).not.toHaveURL(/[?&]page=[2-9]/);
  else await expect(page).toHaveURL(new RegExp(`[?&]page=${n}\\b`));
  await expect(page.locator('.search-results--busy')).toHaveCount(0);
}

test('one status call per set of cards: paging on and back asks nothing twice', async ({ page }) => {
  needsApi(nissan);
  const calls: string[] = [];
  await fakePlatformApi(page, nissan.bundle.config.integrations.platformApi.baseUrl!, (url) => {
    if (url.pathname !== '/api/cars/status') return undefined;
    calls.push(url.searchParams.get('ids') ?? '');
    return { json: { cars: [] } };
  });
  await page.goto(`${nissan.origin}/search`);
  await searchLive(page);
  await expect.poll(() => calls.length).toBe(1);
  await toPage(page, 2);
  await expect.poll(() => calls.length).toBe(2);
  // Back to the first page's cards: answered from the first call.
  await toPage(page, 1);
  await toPage(page, 3);
  // Page 3's call comes after any page 1 would have made (each waits the same settle time).
  await expect.poll(() => calls.length).toBeGreaterThanOrEqual(3);
  expect(new Set(calls).size).toBe(calls.length);
  expect(calls).toHaveLength(3);
});

/** Ticks or unticks the n-th make in the phone's filter dialog and waits for the answer. */
async function toggleMake(page: Page, n: number): Promise<void> {
  await page.getByRole('button', { name: /^Filters/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByTestId('refinement-make').getByRole('checkbox').nth(n).tap();
  await page.getByRole('button', { name: 'Close filters' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.search-results--busy')).toHaveCount(0);
}

test('a filter change, and going back to the cards just seen, ask nothing twice', async ({ page }) => {
  needsApi(nissan);
  const calls: string[] = [];
  await fakePlatformApi(page, nissan.bundle.config.integrations.platformApi.baseUrl!, (url) => {
    if (url.pathname !== '/api/cars/status') return undefined;
    calls.push(url.searchParams.get('ids') ?? '');
    return { json: { cars: [] } };
  });
  await page.goto(`${nissan.origin}/search`);
  await searchLive(page);
  await expect.poll(() => calls.length).toBe(1);
  await toggleMake(page, 1);
  await expect(page).toHaveURL(/[?&]make=/);
  await expect.poll(() => calls.length).toBeGreaterThanOrEqual(2);
  // Back to every make: the first page's cards again, answered from the first call.
  await toggleMake(page, 1);
  await expect(page).not.toHaveURL(/[?&]make=/);
  await toPage(page, 2);
  // Page 2's call comes after any the changes before it would have made (each waits the same settle time).
  await expect.poll(() => calls.length).toBeGreaterThanOrEqual(3);
  expect(new Set(calls).size, calls.join('\n')).toBe(calls.length);
  expect(calls).toHaveLength(3);
});
