import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { categoryLabels, itemTypeLabel } from '../../src/domain/vehicle-categories.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle, type BuiltSite } from '../support/sites.ts';
import { searchLive } from '../support/islands.ts';

/**
 * Spec 01 §3's `item_type` and `categories` refinements, on the built demo dealers: the
 * filter panel offers them, ticking one narrows to the cars whose feed says so (counted over the bundle
 * the site was built from), the URL carries the state, and a URL value outside the vocabulary is ignored.
 */

function dealer(slug: string): { site: BuiltSite; listed: Vehicle[] } | undefined {
  const site = demoSites().find((s) => s.slug === slug);
  if (!site) return undefined;
  const bundle = readBundle<TenantBundle>(site);
  const slugs = new Set(bundle.listedSlugs);
  return { site, listed: bundle.vehicles.filter((v) => slugs.has(v.slug)) };
}

const nissan = dealer('harbour-city-nissan');
const bikes = dealer('outback-motorcycles');

async function openSearch(page: Page, site: BuiltSite, search = ''): Promise<void> {
  const path = site.slug === 'outback-motorcycles' ? '/used-car' : '/search';
  await page.goto(`${site.origin}${path}${search}`);
  await searchLive(page);
  await expect(page.locator('.search-results--busy')).toHaveCount(0);
}

const found = (count: number, noun: RegExp) => new RegExp(`^${count.toLocaleString('en-AU')} ${noun.source} found$`);

test('Vehicle type (item_type): Light commercial narrows to the utes, vans and cab chassis the feed calls so', async ({ page }) => {
  test.skip(!nissan, 'harbour-city-nissan is not built');
  const { site, listed } = nissan!;
  const commercial = listed.filter((v) => itemTypeLabel(v.item_type) === 'Light commercial').length;
  expect(commercial).toBeGreaterThan(0);
  expect(commercial).toBeLessThan(listed.length);
  await openSearch(page, site);
  const box = page.getByTestId('refinement-item_type').getByRole('checkbox', { name: /^Light commercial \(\d+\)$/ });
  await box.check();
  await expect(page).toHaveURL(/[?&]item_type=Light\+commercial/);
  await expect(page.getByTestId('result-count')).toHaveText(found(commercial, /cars?/));
  const href = await page.getByTestId('vehicle-card').first().getByRole('heading').getByRole('link').getAttribute('href');
  expect(itemTypeLabel(listed.find((v) => `/cars/${v.slug}` === href)?.item_type)).toBe('Light commercial');

  // A reload keeps the state.
  await page.reload();
  await expect(page.getByTestId('result-count')).toHaveText(found(commercial, /cars?/));
  await expect(page.getByTestId('refinement-item_type').getByRole('checkbox', { name: /^Light commercial/ })).toBeChecked();
});

test('Category (categories): a URL in any spelling reads as the vocabulary; unknown values are ignored', async ({ page }) => {
  test.skip(!nissan, 'harbour-city-nissan is not built');
  const { site, listed } = nissan!;
  const family = listed.filter((v) => categoryLabels(v.categories).includes('Family')).length;
  const work = listed.filter((v) => categoryLabels(v.categories).some((c) => c === 'Family' || c === 'Work')).length;
  expect(family).toBeGreaterThan(0);
  await openSearch(page, site, '?categories=family');
  await expect(page.getByTestId('result-count')).toHaveText(found(family, /cars?/));
  await expect(page.getByTestId('refinement-categories').getByRole('checkbox', { name: /^Family \(\d+\)$/ })).toBeChecked();

  await page
    .getByTestId('refinement-categories')
    .getByRole('checkbox', { name: /^Work \(\d+\)$/ })
    .check();
  await expect(page.getByTestId('result-count')).toHaveText(found(work, /cars?/));

  await openSearch(page, site, '?categories=Spaceships&item_type=%3Cscript%3E');
  await expect(page.getByTestId('result-count')).toHaveText(found(listed.length, /cars?/));
});

test('a motorcycle dealer: LAMS approved in Category; one vehicle type only, so no Vehicle type filter', async ({ page }) => {
  test.skip(!bikes, 'outback-motorcycles is not built');
  const { site, listed } = bikes!;
  // the dealer opens its listing with its default refinement (in stock: site.json search.defaultRefinements)
  const lams = listed.filter((v) => categoryLabels(v.categories).includes('LAMS approved') && v.status === 'in_stock').length;
  expect(lams).toBeGreaterThan(0);
  await openSearch(page, site);
  await expect(page.getByTestId('refinement-item_type')).toHaveCount(0);
  await page
    .getByTestId('refinement-categories')
    .getByRole('checkbox', { name: /^LAMS approved \(\d+\)$/ })
    .check();
  await expect(page).toHaveURL(/categories=LAMS\+approved/);
  await expect(page.getByTestId('result-count')).toHaveText(found(lams, /bikes?/));
});
