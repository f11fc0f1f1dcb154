import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/page-checks.ts';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { thinSoldRuns } from '../../src/domain/sold-runs.ts';
import { byRank } from '../../src/site/search/listing-routes.ts';
import { facetValueLabel } from '../../src/site/search/facet-options.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { demoSites, readBundle } from '../support/sites.ts';
import { searchLive } from '../support/islands.ts';

/**
 * Stock search on the 2,000-car group dealer, checked against an independent count over the bundle
 * the site was built from: refinements, disjunctive facet counts, URL state, back/forward, reload,
 * nonsense parameters, the no-JavaScript first page, mobile filters, pagination, empty state.
 */

const SLUG = 'southern-cross-auto-group';
const site = demoSites().find((s) => s.slug === SLUG);
const bundle = site ? readBundle<TenantBundle>(site) : undefined;
const listedSlugs = new Set(bundle?.listedSlugs ?? []);
const listed: Vehicle[] = (bundle?.vehicles ?? []).filter((v) => listedSlugs.has(v.slug));
const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();
const count = (predicate: (v: Vehicle) => boolean) => listed.filter(predicate).length;

/** The make and, within it, the body with the most cars: a refinement that always has results. */
function busiest(values: Array<string | null | undefined>): string {
  const tally = new Map<string, number>();
  for (const value of values) if (value) tally.set(value, (tally.get(value) ?? 0) + 1);
  // '' when the dealer is not built: beforeAll then fails with a message instead of collection crashing
  return [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}
const make = busiest(listed.map((v) => v.make));
const body = busiest(listed.filter((v) => same(v.make, make)).map((v) => v.simple_body));
const otherMake = busiest(listed.filter((v) => !same(v.make, make)).map((v) => v.make));

async function openSearch(page: Page, path = '/search'): Promise<void> {
  await page.goto(`${site!.origin}${path}`);
  // the island marks itself once hydrated and its effects have run (typing earlier could race hydration)
  await searchLive(page);
  await expect(page.locator('.search-results--busy')).toHaveCount(0);
}

async function expectCount(page: Page, expected: number): Promise<void> {
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${expected.toLocaleString('en-AU')} cars? found$`));
}

/** A facet checkbox; its accessible name is 'Toyota (367)'. */
const checkboxName = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`);

function option(page: Page, param: string, label: string) {
  return page.getByTestId(`refinement-${param}`).getByRole('checkbox', { name: checkboxName(label) });
}

function optionCount(page: Page, param: string, label: string) {
  const row = page
    .getByTestId(`refinement-${param}`)
    .locator('.refinement__option')
    .filter({ has: page.getByRole('checkbox', { name: checkboxName(label) }) });
  return row.getByTestId('facet-count');
}

test.describe('stock search', () => {
  test.beforeAll(() => {
    expect(site, `${SLUG} must be built into dist/ (node scripts/build-tenants.ts --tenant ${SLUG})`).toBeDefined();
    expect(listed.length).toBeGreaterThan(1999);
  });

  test('make, body and price range update the URL and the results, counted independently', async ({ page }) => {
    const health = watchPageHealth(page);
    await openSearch(page);
    await expectCount(page, listed.length);

    await option(page, 'make', make).check();
    await expect(page).toHaveURL(new RegExp(`[?&]make=${encodeURIComponent(make)}(&|$)`));
    await expectCount(
      page,
      count((v) => same(v.make, make)),
    );

    await option(page, 'body', facetValueLabel('body', body)).check();
    await expect(page).toHaveURL(new RegExp(`body=${encodeURIComponent(body)}`));
    const makeAndBody = (v: Vehicle) => same(v.make, make) && same(v.simple_body, body);
    await expectCount(page, count(makeAndBody));

    // Keyboard on the price slider's lower thumb; the refinement lands in the URL as min:max.
    const minPrice = page.getByTestId('range-price').getByRole('slider', { name: 'Minimum price' });
    await minPrice.focus();
    for (let i = 0; i < 5; i++) await minPrice.press('ArrowRight');
    await expect(page).toHaveURL(/[?&]price=\d+:\d+/);
    const [min, max] = new URL(page.url()).searchParams.get('price')!.split(':').map(Number) as [number, number];
    expect(min).toBeGreaterThan(0);
    expect(min % 1000 === 0 || min === max).toBe(true);
    await expectCount(
      page,
      count((v) => makeAndBody(v) && v.price >= min && v.price <= max),
    );
    const names = await page.locator('.vehicle-card__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain(make.toLowerCase());

    await page.waitForLoadState('networkidle');
    expect(health.problems()).toEqual([]);
  });

  test('facet counts stay disjunctive', async ({ page }) => {
    await openSearch(page, `/search?make=${encodeURIComponent(make)}&body=${encodeURIComponent(body)}`);
    // Another make still shows its own count for the chosen body, not 0.
    await expect(optionCount(page, 'make', otherMake)).toHaveText(String(count((v) => same(v.make, otherMake) && same(v.simple_body, body))));
    await expect(option(page, 'make', otherMake)).not.toBeChecked();
    // Bodies count within the chosen make, whatever body is ticked.
    const otherBody = busiest(listed.filter((v) => same(v.make, make) && !same(v.simple_body, body)).map((v) => v.simple_body));
    await expect(optionCount(page, 'body', facetValueLabel('body', otherBody))).toHaveText(
      String(count((v) => same(v.make, make) && same(v.simple_body, otherBody))),
    );
    // Ticking the other make adds its cars (OR within a facet).
    await option(page, 'make', otherMake).check();
    await expectCount(
      page,
      count((v) => (same(v.make, make) || same(v.make, otherMake)) && same(v.simple_body, body)),
    );
  });

  test('back restores the previous state and reload reproduces it', async ({ page }) => {
    await openSearch(page);
    await option(page, 'make', make).check();
    await expectCount(
      page,
      count((v) => same(v.make, make)),
    );
    await option(page, 'body', facetValueLabel('body', body)).check();
    await expectCount(
      page,
      count((v) => same(v.make, make) && same(v.simple_body, body)),
    );

    await page.goBack();
    await expect(page).not.toHaveURL(/body=/);
    await expectCount(
      page,
      count((v) => same(v.make, make)),
    );
    await expect(option(page, 'body', facetValueLabel('body', body))).not.toBeChecked();
    await expect(option(page, 'make', make)).toBeChecked();

    await page.goForward();
    await expectCount(
      page,
      count((v) => same(v.make, make) && same(v.simple_body, body)),
    );

    await page.reload();
    await expect(option(page, 'body', facetValueLabel('body', body))).toBeChecked();
    await expectCount(
      page,
      count((v) => same(v.make, make) && same(v.simple_body, body)),
    );
  });

  test('nonsense URL parameters are ignored: results shown, no error', async ({ page }) => {
    const health = watchPageHealth(page);
    await openSearch(page, '/search?page=-3&price=abc&sortBy=%3Cscript%3Ealert(1)%3C%2Fscript%3E&vin=ABC123&dealercomments=x&make=&km=1:2:3&year=soon&foo=bar');
    await expectCount(page, listed.length);
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    await page.waitForLoadState('networkidle');
    expect(health.problems()).toEqual([]);
  });

  test('when the stock list cannot load, the previous results stay and Try again recovers', async ({ page }) => {
    await page.route('**/search-index.json*', (route) => route.fulfill({ status: 503, body: 'down' }));
    await openSearch(page);
    await option(page, 'make', make).check();
    await expect(page.getByRole('alert')).toContainText('We couldn’t update the results.');
    await expectCount(page, listed.length);
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
    await page.unroute('**/search-index.json*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectCount(
      page,
      count((v) => same(v.make, make)),
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a shared URL with a price range and page reproduces its results', async ({ page }) => {
    await openSearch(page, `/search?make=${encodeURIComponent(make)}&price=20000:60000&page=2`);
    const expected = count((v) => same(v.make, make) && v.price >= 20000 && v.price <= 60000);
    await expectCount(page, expected);
    await expect(page.getByRole('navigation', { name: 'Results pages' }).locator('[aria-current="page"]')).toHaveText(/2/);
  });

  test('pagination moves through pages and back', async ({ page }) => {
    await openSearch(page);
    const first = await page.locator('.vehicle-card__name').first().textContent();
    await page.getByRole('navigation', { name: 'Results pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator('.vehicle-card__name').first()).not.toHaveText(first!);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.locator('.vehicle-card__name').first()).toHaveText(first!);
  });

  test('lowest price first leaves out unpriced cars on this dealer', async ({ page }) => {
    await openSearch(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/sortBy=price-asc/);
    await expectCount(
      page,
      count((v) => v.price > 0),
    );
  });

  test('no results shows the empty state; Clear Filters keeps the persisted state and the sort', async ({ page }) => {
    const state = busiest(listed.map((v) => v.state));
    await openSearch(page, `/search?state=${state}&sortBy=latest`);
    await page.getByTestId('search-directory-input').fill('zzqxwv nothingmatches');
    await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
    await expect(page.getByText('No results found for your search at this time. Please try adjusting the filters for more results.')).toBeVisible();
    await expect(page).toHaveURL(/query=zzqxwv/);
    await page.getByTestId('empty-state').getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).not.toHaveURL(/query=/);
    await expect(page).toHaveURL(new RegExp(`state=${state}`));
    await expect(page).toHaveURL(/sortBy=latest/);
    await expectCount(
      page,
      count((v) => same(v.state, state)),
    );
  });

  test('the text box searches after typing stops', async ({ page }) => {
    await openSearch(page);
    const allStock = await page.getByTestId('result-count').textContent();
    await page.getByTestId('search-directory-input').pressSequentially(make.toLowerCase(), { delay: 30 });
    await expect(page).toHaveURL(new RegExp(`query=${make.toLowerCase()}`));
    // The URL moves with the box at once; the engine's answer (from its worker) renders after it.
    const mostlyThatMake = async () => {
      const names = await page.locator('.vehicle-card__name').allTextContents();
      return names.length > 0 && names.filter((n) => n.toLowerCase().includes(make.toLowerCase())).length > names.length / 2;
    };
    await expect(page.getByTestId('result-count')).not.toHaveText(allStock ?? '');
    await expect.poll(mostlyThatMake).toBe(true);
  });

  test('phones get the filters in a dialog; Show me N cars closes it at the top of the results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSearch(page);
    await expect(page.getByTestId('refinement-make')).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await option(page, 'make', make).check();
    const expected = count((v) => same(v.make, make));
    await expect(dialog.getByTestId('show-results')).toHaveText(`Show me ${expected.toLocaleString('en-AU')} cars`);
    await dialog.getByTestId('show-results').click();
    await expect(dialog).toBeHidden();
    await expectCount(page, expected);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  });

  test('the make list shows 7 makes until expanded', async ({ page }) => {
    await openSearch(page);
    const makes = page.getByTestId('refinement-make').getByRole('checkbox');
    await expect(makes).toHaveCount(7);
    await page.getByRole('button', { name: 'Show all makes' }).click();
    await expect(makes).toHaveCount(new Set(listed.map((v) => v.make)).size);
    await page.getByRole('button', { name: 'Hide extra makes' }).click();
    await expect(makes).toHaveCount(7);
  });

  test('make and model routes start refined and stay so', async ({ page }) => {
    const model = busiest(listed.filter((v) => same(v.make, make)).map((v) => v.model));
    const slug = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    await openSearch(page, `/search/${slug(make)}/${slug(model)}`);
    await expectCount(
      page,
      count((v) => same(v.make, make) && same(v.model, model)),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/search/${slug(make)}/${slug(model)}$`));
    await option(page, 'body', facetValueLabel('body', busiest(listed.filter((v) => same(v.model, model)).map((v) => v.simple_body)))).check();
    await expect(page).toHaveURL(new RegExp(`/search/${slug(make)}/${slug(model)}\\?body=`));
  });

  test('the search page has no axe violations, filters open or closed', async ({ page }) => {
    await openSearch(page, `/search?make=${encodeURIComponent(make)}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^Filters/ }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('stock search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first page of results, title, description and canonical are in the HTML', async ({ page }) => {
    expect(site).toBeDefined();
    const slug = make.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await page.goto(`${site!.origin}/search/${slug}`);
    const expected = count((v) => same(v.make, make));
    await expect(page.getByTestId('result-count')).toHaveText(`${expected.toLocaleString('en-AU')} cars found`);
    // page 1 in rank order (custom rank descending, ties in feed order), sold runs thinned to one car
    const firstPage = thinSoldRuns(byRank(listed.filter((v) => same(v.make, make))).slice(0, 21), { enabled: true });
    await expect(page.locator('.vehicle-card__name')).toHaveText(firstPage.map((v) => v.name));
    await expect(page).toHaveTitle(new RegExp(`${make}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`${expected.toLocaleString('en-AU')} ${make}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/search/${slug}$`));
    // crawlable links to the models, which are how a visitor narrows without JavaScript
    await expect(
      page
        .getByRole('navigation', { name: `${make} models` })
        .getByRole('link')
        .first(),
    ).toBeVisible();
  });
});
