import { expect, test } from '@playwright/test';
import { demoSites, readBundle } from '../support/sites.ts';
import { watchPageHealth } from '../support/page-health.ts';

interface Bundle {
  vehicles: Array<{ slug: string; name: string; status: string; price: number }>;
  listedSlugs: string[];
  locations: Array<{ slug: string; name: string; visible: boolean }>;
}

const sites = demoSites();

test('the demo dealers are built', () => {
  expect(sites.length).toBeGreaterThanOrEqual(3);
});

for (const site of sites) {
  test.describe(site.slug, () => {
    const bundle = readBundle<Bundle>(site);
    const inStock = bundle.vehicles.find((v) => v.status === 'in_stock' && v.price > 10)!;
    const location = bundle.locations.find((l) => l.visible)!;

    test('home renders with the dealer name and no errors', async ({ page }) => {
      const health = watchPageHealth(page);
      await page.goto(`${site.origin}/`);
      await expect(page).toHaveTitle(new RegExp(site.name));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(site.name);
      await expect(page.locator('.vehicle-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(health.problems()).toEqual([]);
    });

    test('a vehicle page shows the car, its price and the dealer', async ({ page }) => {
      const health = watchPageHealth(page);
      await page.goto(`${site.origin}/cars/${inStock.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(inStock.name);
      await expect(page.getByTestId('vehicle-price')).toContainText('$');
      await expect(page).toHaveTitle(new RegExp(site.name));
      await page.waitForLoadState('networkidle');
      expect(health.problems()).toEqual([]);
    });

    test('a location page shows the location and opening hours', async ({ page }) => {
      const health = watchPageHealth(page);
      await page.goto(`${site.origin}/locations/${location.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.name);
      await expect(page.getByRole('heading', { name: /opening hours/i })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(site.name));
      await page.waitForLoadState('networkidle');
      expect(health.problems()).toEqual([]);
    });
  });
}
