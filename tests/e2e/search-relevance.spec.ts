import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle } from '../support/sites.ts';
import { searchLive } from '../support/islands.ts';

/**
 * Text search on a built dealer's search page (`/used-car`, this dealer's listing path) (embedded engine over the snapshot), checked against an
 * independent count over the bundle: a misspelt model, filler stop words and a quoted phrase find the
 * same bikes as the model name itself, and the closest match is listed first.
 */

const SLUG = 'outback-motorcycles';
const site = demoSites().find((s) => s.slug === SLUG);
const bundle = site ? readBundle<TenantBundle>(site) : undefined;
const listedSlugs = new Set(bundle?.listedSlugs ?? []);
const listed: Vehicle[] = (bundle?.vehicles ?? []).filter((v) => listedSlugs.has(v.slug));
const MODEL = 'Africa Twin';
const withModel = listed.filter((v) => v.model === MODEL);

async function searchFor(page: Page, query: string): Promise<void> {
  await page.goto(`${site!.origin}/used-car?query=${encodeURIComponent(query)}`);
  await searchLive(page);
  await expect(page.locator('.search-results--busy')).toHaveCount(0);
}

async function expectCount(page: Page, expected: number): Promise<void> {
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${expected} \\w+ found$`));
}

test.describe('text search relevance', () => {
  test.beforeAll(() => {
    expect(site, `${SLUG} must be built (node scripts/build-tenants.ts --tenant ${SLUG})`).toBeDefined();
    expect(withModel.length, `${SLUG} lists ${MODEL} bikes`).toBeGreaterThan(1);
  });

  for (const query of [MODEL, 'afrika twin', 'the africa twin', `"${MODEL}"`]) {
    test(`"${query}" finds the ${MODEL} bikes, first`, async ({ page }) => {
      await searchFor(page, query);
      // 'last' matching strategy: every bike with both words, then those with "africa" only (none here)
      await expectCount(page, listed.filter((v) => /africa/i.test(`${v.name} ${v.model}`)).length);
      const first = page.getByTestId('results').locator('article, .card').first();
      await expect(first).toContainText(MODEL);
    });
  }
});
