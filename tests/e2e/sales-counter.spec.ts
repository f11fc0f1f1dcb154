import { expect, test } from '@playwright/test';
import { salesCount, soldThisMonth } from '../../src/domain/sales-counter.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * The home page's "cars sold this month": the figure is in the HTML at build time,
 * so a shopper without JavaScript (or before it runs) reads a complete sentence, never a blank number.
 */
test.use({ javaScriptEnabled: false });

for (const site of demoSites()) {
  const bundle = readBundle<TenantBundle>(site);
  const { config } = bundle;
  if (!config.features.salesCounter) continue;
  const mode = config.experience.salesCounterMode;

  test(`${site.slug}: the sales counter (${mode}) shows its figure without JavaScript`, async ({ page }) => {
    const buildClock = new Date(bundle.clock);
    const expected = mode === 'formula' ? salesCount(buildClock) : soldThisMonth(bundle.vehicles, buildClock, config.timeZone);
    await page.goto(`${site.origin}/`);
    const counter = page.getByTestId('sales-counter');
    await expect(counter).toHaveText(`${expected.toLocaleString('en-AU')} ${config.vehicleNoun.plural} sold this month`);
    await expect(counter).toHaveAttribute('data-sales-counter', mode);
    if (mode === 'sold-this-month') expect(expected).toBeGreaterThan(0); // the demo snapshot has sales this month
  });
}
