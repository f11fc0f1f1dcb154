import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { toStockDocument, type StockDocument } from '../../src/search/stock-document.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle, type BuiltSite } from '../support/sites.ts';
import { searchLive } from '../support/islands.ts';

/**
 * Refinements in the search UI: status, badge, location_name, make_model and
 * price_range are filters a shopper can tick, with counts (checked against the bundle the site was built
 * from), and the URL carries them; the motorcycle dealer opens its listing with its default sort and
 * refinement, a URL overrides them and a shopper can clear them; a URL range off the 1,000 grid is snapped.
 * Phone viewport, filters dialog.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

function dealer(slug: string): { site: BuiltSite; listed: Vehicle[]; documents: StockDocument[]; bundle: TenantBundle } | undefined {
  const site = demoSites().find((s) => s.slug === slug);
  if (!site) return undefined;
  const bundle = readBundle<TenantBundle>(site);
  const slugs = new Set(bundle.listedSlugs);
  const listed = bundle.vehicles.filter((v) => slugs.has(v.slug));
  // each car as the search index holds it (its price band, its location name), by the build's own code
  return { site, bundle, listed, documents: listed.map((v) => toStockDocument(v, bundle.config, new Date(bundle.clock))) };
}

const nissan = dealer('harbour-city-nissan');
const bikes = dealer('outback-motorcycles');
// one location only at the Nissan dealer, so no Location list there: the group's locations
const group = dealer('southern-cross-auto-group');

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await searchLive(page);
  await expect(page.locator('.search-results--busy')).toHaveCount(0);
}

async function filters(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).tap();
  return page.getByRole('dialog', { name: 'Filters' });
}

const found = (count: number, noun: string) => new RegExp(`^${count.toLocaleString('en-AU')} ${noun}s? found$`);

test.describe('the refinements spec 01 §3 names, in the filter panel', () => {
  test.beforeEach(() => test.skip(!nissan || !group, 'harbour-city-nissan and southern-cross-auto-group must be built'));

  for (const param of ['status', 'badge', 'location_name', 'make_model', 'price_range'] as const) {
    test(`${param}: ticking a value narrows to the cars that have it, counted; the URL carries it`, async ({ page }) => {
      const { site, documents } = param === 'location_name' ? group! : nissan!;
      await open(page, `${site.origin}/search`);
      const dialog = await filters(page);
      const list = dialog.getByTestId(`refinement-${param}`);
      await expect(list).toBeVisible();
      // the second option the list shows: a real facet value, not the biggest
      const box = list.getByRole('checkbox').nth(1);
      const value = (await box.getAttribute('value')) ?? '';
      const expected = documents.filter((d) => d[param] === value).length;
      expect(expected, `${param}=${value} in the bundle`).toBeGreaterThan(0);
      expect(expected).toBeLessThan(documents.length);
      await expect(box).toHaveAccessibleName(new RegExp(`\\(${expected}\\)$`));
      await box.check();
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=`));
      expect(new URL(page.url()).searchParams.getAll(param)).toEqual([value]);
      await expect(page.getByTestId('result-count')).toHaveText(found(expected, 'car'));
      // a reload reads the same state back
      await open(page, page.url());
      await expect(page.getByTestId('result-count')).toHaveText(found(expected, 'car'));
    });
  }

  test('price_range lists its bands cheapest first, and the snapshot carries no band', async ({ page, request }) => {
    const { site } = nissan!;
    await open(page, `${site.origin}/search`);
    const dialog = await filters(page);
    const labels = await dialog
      .getByTestId('refinement-price_range')
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('value')));
    const edge = (label: string | null) =>
      Number(
        (label ?? '')
          .replace(/^Under /, '$0 to ')
          .match(/\$([\d,]+)/)?.[1]
          ?.replace(/,/g, ''),
      );
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.map(edge)).toEqual(labels.map(edge).sort((a, b) => a - b));
    const snapshot = await request.get(`${site.origin}/search-index.json`);
    expect(await snapshot.text()).not.toContain('price_range');
  });
});

test.describe('range sliders: the URL is snapped to the 1,000 grid', () => {
  test.beforeEach(() => test.skip(!nissan, 'harbour-city-nissan is not built'));

  test('a URL minimum off the grid is read snapped: filter, thumb, label and chip agree', async ({ page }) => {
    const { site, listed } = nissan!;
    await open(page, `${site.origin}/search?price=12500:40400`);
    const expected = listed.filter((v) => v.price >= 13_000 && v.price <= 40_000).length;
    await expect(page.getByTestId('result-count')).toHaveText(found(expected, 'car'));
    const dialog = await filters(page);
    const slider = dialog.getByTestId('range-price');
    await expect(slider.getByRole('slider', { name: 'Minimum price' })).toHaveValue('13000');
    await expect(slider.getByRole('slider', { name: 'Maximum price' })).toHaveValue('40000');
    await expect(slider.locator('.range-slider__values')).toHaveText('$13,000 – $40,000');
  });

  test('keyboard steps move by the 1,000 the values snap to, from a snapped URL value', async ({ page }) => {
    const { site } = nissan!;
    await open(page, `${site.origin}/search?price=2500:`);
    const dialog = await filters(page);
    const minimum = dialog.getByTestId('range-price').getByRole('slider', { name: 'Minimum price' });
    await expect(minimum).toHaveValue('3000');
    await expect(minimum).toHaveAttribute('step', '1000');
    await minimum.focus();
    await minimum.press('ArrowRight');
    await expect(minimum).toHaveValue('4000');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('price'))
      .toBe('4000:' + (await dialog.getByTestId('range-price').getByRole('slider', { name: 'Maximum price' }).inputValue()));
    await minimum.press('ArrowLeft');
    await minimum.press('ArrowLeft');
    await expect(minimum).toHaveValue('2000');
    await expect.poll(() => new URL(page.url()).searchParams.get('price')?.split(':')[0]).toBe('2000');
  });

  test('nonsense range parameters are ignored', async ({ page }) => {
    const { site, listed } = nissan!;
    await open(page, `${site.origin}/search?price=abc:1e9&km=-5:`);
    await expect(page.getByTestId('result-count')).toHaveText(found(listed.length, 'car'));
  });
});

test.describe("the motorcycle dealer's default sort and refinement (spec 01 §4)", () => {
  test.beforeEach(() => test.skip(!bikes, 'outback-motorcycles is not built'));

  test('a bare listing opens in stock, cheapest first; a URL overrides; a shopper clears them, across a reload', async ({ page }) => {
    const { site, listed, bundle } = bikes!;
    expect(bundle.config.search.defaultSortBy).toBe('price-asc');
    expect(bundle.config.search.defaultRefinements).toEqual({ status: ['in_stock'] });
    const inStock = listed.filter((v) => v.status === 'in_stock').length;
    expect(inStock).toBeLessThan(listed.length);
    await open(page, `${site.origin}/used-car`);
    await expect(page.getByTestId('result-count')).toHaveText(found(inStock, 'bike'));
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    const prices = await page
      .getByTestId('vehicle-card')
      .evaluateAll((cards) => cards.map((card) => Number((card.textContent ?? '').match(/\$([\d,]+)/)?.[1]?.replace(/,/g, '') ?? NaN)));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dialog = await filters(page);
    await expect(dialog.getByTestId('refinement-status').getByRole('checkbox', { name: /^In stock/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Close filters' }).tap();

    // a URL that says what it wants wins
    await open(page, `${site.origin}/used-car?status=coming_soon&sortBy=latest`);
    await expect(page.getByTestId('result-count')).toHaveText(found(listed.filter((v) => v.status === 'coming_soon').length, 'bike'));
    await expect(page.getByLabel('Sort by')).toHaveValue('latest');

    // Clear Filters drops the default refinement (the sort stays), and the URL says so
    await open(page, `${site.origin}/used-car`);
    await page.getByRole('button', { name: 'Clear Filters' }).tap();
    await expect(page.getByTestId('result-count')).toHaveText(found(listed.length, 'bike'));
    await expect(page).toHaveURL(/\/used-car\/?\?filters=none$/);
    await open(page, page.url());
    await expect(page.getByTestId('result-count')).toHaveText(found(listed.length, 'bike'));
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  });
});
