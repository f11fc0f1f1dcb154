import { expect, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { paths } from '../../src/site/routes.ts';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { pickVehicle } from '../support/pick-vehicle.ts';

/**
 * Similar cars (spec 01 §4, §9): six placeholders until the block comes within
 * 500 px, then the cars still in stock by the platform's live status — a car sold since the build is
 * not offered with Reserve or Get Finance. Phone viewport; the platform's replies are route fixtures.
 */

test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const found = pickVehicle(
  (v, b) =>
    b.config.features.similarCars &&
    b.config.search.engine.type !== 'meilisearch' &&
    Boolean(b.config.integrations.platformApi.baseUrl) &&
    isAvailable(v) &&
    b.listedSlugs.includes(v.slug) &&
    // Enough similar cars that one sold still leaves some.
    b.vehicles.filter(
      (o) => o.id !== v.id && o.status === 'in_stock' && o.make === v.make && Math.abs(o.price - v.price) < 5000 && b.listedSlugs.includes(o.slug),
    ).length >= 3,
);

test('placeholders until near, then the cars in stock; a car sold since the build is not offered', async ({ page, browser }) => {
  test.skip(!found, 'no demo vehicle with similar cars');
  const { site, bundle, vehicle } = found!;
  const url = `${site.origin}/cars/${vehicle.slug}`;

  // Without JavaScript the block offers the make's filtered search; no placeholders, no cards.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });
  const plain = await noScript.newPage();
  await plain.goto(url);
  await expect(plain.locator('#similar').getByRole('link', { name: `See ${vehicle.make} ${bundle.config.vehicleNoun.plural} in stock` })).toBeVisible();
  await expect(plain.locator('#similar').getByTestId('similar-placeholder').first()).toBeHidden();
  await expect(plain.locator('#similar').getByTestId('vehicle-card')).toHaveCount(0);
  // The page names its similar cars by id only; each card is its own file, shared by every page.
  const block = JSON.parse((await plain.locator('#similar [data-similar]').getAttribute('data-similar'))!) as { cars: number[] };
  const builtIds = block.cars;
  expect(builtIds.length).toBeGreaterThan(1);
  expect(builtIds.length).toBeLessThanOrEqual(6);
  await noScript.close();
  const carIds = (items: { getAttribute(name: string): Promise<string | null> }[]) =>
    Promise.all(items.map(async (li) => Number(await li.getAttribute('data-car-id'))));

  const sold = bundle.vehicles.find((v) => v.id === builtIds[0])!;
  const asked: string[] = [];
  await fakePlatformApi(page, bundle.config.integrations.platformApi.baseUrl!, (requested) => {
    if (requested.pathname !== '/api/cars/status') return undefined;
    asked.push(requested.search);
    const ids = (requested.searchParams.get('ids') ?? '').split(',').map(Number);
    const cars = ids.map((id) => {
      const car = bundle.vehicles.find((v) => v.id === id)!;
      return { id, slug: car.slug, status: id === sold.id ? 'sold' : car.status, reserved: car.reserved === true, price: car.price, reserved_until: null };
    });
    return { json: { cars } };
  });
  await page.goto(url);
  const similar = page.locator('#similar');
  // Far from the block: six placeholders, nothing asked.
  await expect(similar.getByTestId('similar-placeholder')).toHaveCount(6);
  await expect(similar.getByTestId('vehicle-card')).toHaveCount(0);
  expect(asked).toEqual([]);

  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByTestId('similar-placeholder')).toHaveCount(0);
  const cards = similar.getByTestId('vehicle-card');
  await expect(cards.first()).toBeVisible();
  expect(asked).toHaveLength(1);
  // The sold car is gone; the others stay, in the build's order, and never the car itself.
  const shownIds = await carIds(await similar.locator('li[data-car-id]').all());
  expect(shownIds).toEqual(builtIds.slice(1));
  expect(shownIds).not.toContain(vehicle.id);
  await expect(cards).toHaveCount(builtIds.length - 1);
  // Nothing links to the sold car, so nothing offers its Reserve or Get Finance.
  await expect(similar.locator(`a[href="/cars/${sold.slug}"], a[href*="${sold.id}"]`)).toHaveCount(0);
  // A card file is a fragment for the page, served as HTML and kept out of search results.
  const file = await page.request.get(`${site.origin}/cards/${shownIds[0]}.html`);
  expect(file.headers()['content-type']).toContain('text/html');
  expect(file.headers()['x-robots-tag']).toBe('noindex');
});

test("card files unreachable: logged, and the block offers the make's search instead", async ({ page }) => {
  test.skip(!found, 'no demo vehicle with similar cars');
  const { site, bundle, vehicle } = found!;
  const cardFiles: string[] = [];
  await page.route(`${site.origin}/cards/**`, (route) => {
    cardFiles.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  await fakePlatformApi(page, bundle.config.integrations.platformApi.baseUrl!, () => undefined);
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  const similar = page.locator('#similar');
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByTestId('similar-failed')).toContainText(`Similar ${bundle.config.vehicleNoun.plural} could not be loaded right now.`);
  await expect(similar.getByTestId('similar-failed').getByRole('link', { name: `Browse all ${bundle.config.vehicleNoun.plural}` })).toHaveAttribute(
    'href',
    paths.make(bundle.config, vehicle.make),
  );
  await expect(similar.getByTestId('similar-placeholder')).toHaveCount(0);
  expect(cardFiles.length).toBeGreaterThan(0);
  expect(cardFiles.every((path) => /^\/cards\/\d+\.html$/.test(path))).toBe(true);
});
