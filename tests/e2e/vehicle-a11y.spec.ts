import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/page-checks.ts';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/** axe-core on vehicle pages with every panel open: disclosures expanded, each tab, fullscreen, spin. */

const sites = demoSites().map((site) => ({ site, bundle: readBundle<TenantBundle>(site) }));

async function expandEverything(page: Page): Promise<void> {
  const collapsed = page.locator('[data-disclosure-toggle][aria-expanded="false"]:visible').first();
  for (let i = 0; i < 20 && (await collapsed.count()) > 0; i++) await collapsed.click();
  // Bring every lazy island in (similar cars, calculators) by scrolling through the page.
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState('networkidle');
}

function pickCar(bundle: TenantBundle, predicate: (v: Vehicle) => boolean): Vehicle | undefined {
  return bundle.vehicles.find(predicate);
}

for (const { site, bundle } of sites) {
  test.describe(site.slug, () => {
    const rich = pickCar(bundle, (v) => isAvailable(v) && v.images.length > 3 && v.standardEquipment.length > 8 && Boolean(v.dealercomments));
    const sold = pickCar(bundle, (v) => !isAvailable(v));
    const spin = pickCar(bundle, (v) => v.spin_images.length > 1);

    test('an available car with every panel open has no axe violations', async ({ page }) => {
      test.skip(!rich, 'no matching car');
      test.setTimeout(120_000);
      await page.goto(`${site.origin}/cars/${rich!.slug}`);
      await expandEverything(page);
      expect(await axeViolations(page)).toEqual([]);
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await page
          .locator('[data-disclosure-toggle][aria-expanded="false"]:visible')
          .click({ timeout: 500 })
          .catch(() => undefined);
        // The rest of the page was checked above; each further tab only changes the tabs block.
        expect(await axeViolations(page, '.vehicle-tabs'), await tab.innerText()).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const open = page.locator('.gallery__open').first();
      if ((await open.count()) > 0 && (await open.isVisible())) {
        await open.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
      }
    });

    test('a sold car page has no axe violations', async ({ page }) => {
      test.skip(!sold, 'no matching car');
      await page.goto(`${site.origin}/cars/${sold!.slug}`);
      await expandEverything(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the 360 views have no axe violations', async ({ page }) => {
      test.skip(!spin, 'no matching car');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${site.origin}/cars/${spin!.slug}`);
      const views = page.getByRole('group', { name: 'Choose a view' });
      for (const view of await views.getByRole('button').all()) {
        await view.click();
        const dot = page.locator('.hotspot:not([hidden]) .hotspot__dot:visible').first();
        if ((await dot.count()) > 0) await dot.click();
        expect(await axeViolations(page), await view.innerText()).toEqual([]);
      }
    });
  });
}
