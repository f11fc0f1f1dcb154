import { expect, test } from '@playwright/test';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * The filters dialog on a phone (issue 12, input → next paint): while it covers the screen, the results
 * under it are skipped (content-visibility), yet the page keeps its height, so closing it leaves the
 * shopper where they were; a ticked make shows at once and the results follow it when the dialog closes.
 */
const SLUG = 'harbour-city-nissan';
const site = demoSites().find((s) => s.slug === SLUG);
const bundle = site ? readBundle<{ config: { stock: { listingPath: string } } }>(site) : undefined;

test.skip(!site, `${SLUG} is not built`);
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test('the filters dialog keeps the page height and the results follow a ticked make', async ({ page }) => {
  await page.goto(`${site!.origin}${bundle!.config.stock.listingPath}`);
  await expect(page.locator('.search-page')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  const count = page.getByTestId('result-count');
  const before = await count.textContent();
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const pageHeight = await height();

  await page.getByRole('button', { name: /^Filters/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  // The results are skipped under the dialog, but their space is kept.
  expect(Math.abs((await height()) - pageHeight), 'the page height while the filters are open').toBeLessThan(300);

  const make = dialog.getByTestId('refinement-make').getByRole('checkbox').nth(1);
  await make.tap();
  await expect(make).toBeChecked();
  await expect(page).toHaveURL(/[?&]make=/);
  await page.getByRole('button', { name: 'Close filters' }).tap();
  await expect(dialog).toBeHidden();
  await expect(count).toBeVisible();
  await expect(count).not.toHaveText(before!);
  await expect(page.locator('.search-results--busy')).toHaveCount(0);
  await expect(page.locator('.active-refinements').getByRole('button').first()).toBeVisible();
});
