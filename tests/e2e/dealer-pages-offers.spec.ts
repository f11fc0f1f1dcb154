import { expect, test } from '@playwright/test';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { dealerStatsFor } from '../../src/site/dealer/dealer-stats.ts';
import { axeViolations, status, moduleScripts, visit } from '../support/page-checks.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Offers (visibility, search, truncation toggles, empty state, offer pages) and brand and model
 * pages on every demo dealer, checked against the dealer's data files.
 */

for (const site of demoSites()) {
  test.describe(`${site.slug} offers and brands`, () => {
    const bundle = readBundle<TenantBundle>(site);
    const { config } = bundle;
    const today = bundle.clock.slice(0, 10);
    const isGroup = config.template === 'group';

    test('offers: search, truncation toggles, empty state and the offer pages', async ({ page }) => {
      const health = watchPageHealth(page);
      const running = bundle.offers.filter(
        (o) => (!o.excluded_website_ids.includes(config.id) || config.experience.offerExceptionIds.includes(o.id)) && (!o.ends_at || o.ends_at >= today),
      );
      // Offers end on the shopper's clock; this checks the build's list, so read it at the build's clock.
      await page.clock.setFixedTime(new Date(bundle.clock));
      await page.goto(`${site.origin}/special-offers`);
      await page.locator('astro-island:has(.offers-search):not([ssr])').waitFor();
      await expect(page.getByTestId('offer-card')).toHaveCount(Math.min(21, running.length));
      for (const hidden of bundle.offers.filter((o) => !running.includes(o))) {
        await expect(page.locator(`.offer-card__name a[href$="/${hidden.id}"]`)).toHaveCount(0);
      }
      // Long descriptions (over 200 characters) start truncated with View more; the full text shows on demand.
      const card = page
        .getByTestId('offer-card')
        .filter({ has: page.locator('summary', { hasText: 'View more' }) })
        .first();
      if (await card.count()) {
        const description = card.locator('.offer-card__description');
        await expect(description.locator('.toggle-text__short')).toBeVisible();
        await expect(description.locator('.toggle-text__full')).toBeHidden();
        await description.locator('summary').click();
        await expect(description.locator('.toggle-text__full')).toBeVisible();
        await expect(description.locator('.toggle-text__short')).toBeHidden();
        await expect.poll(() => description.locator('summary').innerText()).toBe('View less');
        await description.locator('summary').click();
        await expect(description.locator('.toggle-text__short')).toBeVisible();
        await expect.poll(() => description.locator('summary').innerText()).toBe('View more');
      }
      const disclaimer = page
        .locator('.offer-card__disclaimer')
        .filter({ has: page.locator('summary') })
        .first();
      if (await disclaimer.count()) {
        await expect.poll(() => disclaimer.locator('summary').innerText()).toBe('View full disclaimer');
        await disclaimer.locator('summary').click();
        await expect.poll(() => disclaimer.locator('summary').innerText()).toBe('View less disclaimer');
        await expect(disclaimer.locator('.toggle-text__full')).toBeVisible();
      }
      // Search narrows in place and lives in the URL; no match shows the spec's empty state.
      const first = running[0]!;
      await page.getByRole('searchbox', { name: 'Search offers' }).fill(first.name);
      await expect(page).toHaveURL(/\?q=/);
      await expect(page.getByTestId('offer-card').first()).toContainText(first.name);
      await page.getByRole('searchbox', { name: 'Search offers' }).fill('zzzz no such offer');
      await expect(page.getByText('There appears to be no offers currently available that meet the conditions of your search')).toBeVisible();
      await page.getByRole('link', { name: 'Clear Filters' }).click();
      await expect(page.getByTestId('offer-card')).toHaveCount(Math.min(21, running.length));
      await page.waitForLoadState('networkidle');
      expect(health.problems()).toEqual([]);
      // The offer page: /offers/{id} and /offers/{manufacturer}/{id}, canonical on the latter.
      await visit(page.context(), `${site.origin}/offers/${first.id}`, async (offerPage) => {
        await expect(offerPage.getByRole('heading', { level: 1 })).toHaveText(first.name);
        if (first.ends_at) await expect(offerPage.getByText(/^Offer ends \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
        const canonical = await offerPage.locator('link[rel="canonical"]').getAttribute('href');
        expect(await status(offerPage, site.origin, new URL(canonical!).pathname)).toBe(200);
        expect(await moduleScripts(offerPage)).toBe(0);
      });
    });

    test('the offers page has no axe violations', async ({ page }) => {
      await page.goto(`${site.origin}/special-offers`);
      await page.locator('astro-island:has(.offers-search):not([ssr])').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('brand pages, brand logos and model pages', async ({ context, page }) => {
      test.setTimeout(90_000);
      for (const brand of bundle.brands) {
        const path = `/${brand.slug}/overview`;
        if (brand.externalUrl || brand.skipPage) {
          expect(await status(page, site.origin, path), path).toBe(404);
          continue;
        }
        const model = brand.models.find((m) => !m.override_url);
        await visit(context, `${site.origin}${path}`, async (overview) => {
          await expect(overview.getByRole('heading', { level: 1 })).toHaveText(brand.title);
          if (!brand.logoSrc) await expect(overview.getByRole('img', { name: `${brand.title} logo: image not found` })).toBeVisible();
          if (model) await expect(overview.getByRole('link', { name: model.name, exact: true }).first()).toHaveAttribute('href', `/${model.slug}`);
        });
        if (model) {
          await visit(context, `${site.origin}/${model.slug}`, async (modelPage) => {
            await expect(modelPage.getByRole('heading', { level: 1 })).toHaveText(`${brand.title} ${model.name}`);
          });
        }
      }
      if (isGroup) {
        await visit(context, `${site.origin}/brands`, async (brands) => {
          // The dealer's own figures, no invented "50+ Locations".
          for (const stat of dealerStatsFor(bundle)) await expect(brands.locator('.stats-banner')).toContainText(`${stat.value} ${stat.label}`);
          for (const kind of new Set(bundle.brands.map((b) => b.kind))) {
            const title = { car: 'Car Brands', motorcycle: 'Motorcycle Brands', truck: 'Truck Brands', our: 'Our Brands' }[kind];
            await expect(brands.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
          }
        });
      }
    });
  });
}
