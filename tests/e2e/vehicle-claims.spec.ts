import { expect, test } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import { dealerStatsFor } from '../../src/site/dealer/dealer-stats.ts';
import { vehicleTabs } from '../../src/site/vehicle/tabs.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * No invented claims: what a vehicle page says about the dealer comes from the dealer's
 * data or config, on every demo dealer; the price gauge names the source of its market range.
 */

const sites = demoSites().map((site) => ({ site, bundle: readBundle<TenantBundle>(site) }));
const listedAvailable = (v: Vehicle, b: TenantBundle) => b.listedSlugs.includes(v.slug) && isAvailable(v);

for (const { site, bundle } of sites) {
  test(`${site.slug}: stats banner and tabs say only what the dealer's data and config state`, async ({ page }) => {
    const vehicle = bundle.vehicles.find((v) => listedAvailable(v, bundle) && v.car_type === 'used') ?? bundle.vehicles.find((v) => listedAvailable(v, bundle));
    test.skip(!vehicle, 'no listed car');
    await page.goto(`${site.origin}/cars/${vehicle!.slug}`);

    const stats = dealerStatsFor(bundle);
    const banner = page.getByTestId('stats-banner');
    await expect(banner.getByRole('listitem')).toHaveText(stats.map((stat) => `${stat.value} ${stat.label}`));
    await expect(page.locator('main')).not.toContainText('50+');
    await expect(page.locator('main')).not.toContainText('Years Est.');

    const expected = vehicleTabs(vehicle!, bundle.config, { hasFeatures: vehicle!.standardEquipment.length > 0, reserveHref: '', enquireHref: '' });
    const tabs = page.getByRole('tablist', { name: 'About this vehicle' });
    await expect(tabs.getByRole('tab')).toHaveText(expected.map((tab) => tab.label));
    if (bundle.config.experience.whyBuyYears === null) await expect(page.locator('main')).not.toContainText('mechanical protection');
    const included = expected.find((tab) => tab.id === 'included');
    if (included) {
      await tabs.getByRole('tab', { name: "What's Included" }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveText(included.points);
    }
  });
}

test('the price gauge names the source of its market range', async ({ page }) => {
  const found = sites
    .map(({ site, bundle }) => ({ site, bundle, vehicle: bundle.vehicles.find((v) => listedAvailable(v, bundle) && v.price > 0) }))
    .find((entry) => entry.vehicle && entry.bundle.config.features.autogauge && entry.bundle.config.integrations.platformApi.baseUrl);
  test.skip(!found, 'no dealer with the gauge');
  const { site, bundle, vehicle } = found!;
  const source = 'Demo data from the reference platform server: not a market valuation.';
  const price = vehicle!.price;
  await fakePlatformApi(page, bundle.config.integrations.platformApi.baseUrl!, ({ pathname }) =>
    pathname.endsWith('/autogauge')
      ? {
          json: {
            fill: 0.7,
            listing_price: price,
            market_range_min: price - 2000,
            market_range_max: price + 3000,
            confidence: 0.8,
            description: 'Priced below the average.',
            source,
          },
        }
      : undefined,
  );
  await page.goto(`${site.origin}/cars/${vehicle!.slug}`);
  await page.locator('.price-comparison__anchor').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('gauge-source')).toHaveText(`Source: ${source}`);
});
