import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle } from '../support/sites.ts';
import { searchLive } from '../support/islands.ts';

/**
 * Cards (spec 01 §2 "Vehicle card"): the views count, and the compare toggle with its tray — at most
 * three cars, the fourth refused with a message, the choice kept across pages (localStorage), and
 * /compare listing the chosen cars with their facts. Phone viewport with touch; built demo dealers.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const site = demoSites().find((candidate) => candidate.slug === 'harbour-city-nissan');
const bundle = site ? readBundle<TenantBundle>(site) : undefined;

const cards = (page: Page) => page.getByTestId('vehicle-card');
const carOfCard = async (page: Page, index: number): Promise<Vehicle> => {
  const href = await cards(page).nth(index).locator('h2 a, h3 a').getAttribute('href');
  const car = bundle!.vehicles.find((v) => `/cars/${v.slug}` === href);
  expect(car, `the car of card ${index} (${href})`).toBeDefined();
  return car!;
};
const viewsText = (views: number) => `${views.toLocaleString('en-AU')} ${views === 1 ? 'view' : 'views'}`;

test.beforeEach(() => {
  test.skip(!bundle, 'harbour-city-nissan is not built');
});

test('search cards show the feed’s views count, on the first page and on the next', async ({ page }) => {
  await page.goto(`${site!.origin}/search`);
  const first = await carOfCard(page, 0);
  expect(first.views, 'the demo feed counts views').toBeGreaterThan(0);
  await expect(cards(page).first().getByTestId('card-views')).toHaveText(viewsText(first.views!));

  // Page 2 comes from the embedded engine, whose snapshot leaves the counts to /card-views.json.
  await searchLive(page);
  await page.getByRole('navigation', { name: 'Results pages' }).getByRole('link', { name: 'Next page' }).first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page).first().locator('h2 a, h3 a')).not.toHaveAttribute('href', `/cars/${first.slug}`);
  const second = await carOfCard(page, 0);
  if (second.views) await expect(cards(page).first().getByTestId('card-views')).toHaveText(viewsText(second.views));
  else await expect(cards(page).first().getByTestId('card-views')).toHaveCount(0);
  const shown = await Promise.all([0, 1, 2, 3].map((i) => carOfCard(page, i)));
  for (const [i, car] of shown.entries()) {
    if (car.views) await expect(cards(page).nth(i).getByTestId('card-views'), car.slug).toHaveText(viewsText(car.views));
  }
});

test('the vehicle page counts on from the views its card shows', async ({ page }) => {
  await page.goto(`${site!.origin}/search`);
  const car = await carOfCard(page, 0);
  expect(car.views, 'the demo feed counts views').toBeGreaterThan(0);
  await cards(page).first().locator('h2 a, h3 a').click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}`));
  const shown = page.locator('[data-views] [data-views-text]');
  await expect(shown).toHaveText(/^[\d,]+ views?$/);
  // This visit is counted, and other specs may have opened the page too: never fewer than the card's count.
  const count = Number((await shown.innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThan(car.views!);
});

test('compare: toggle on cards, the tray lists them, a fourth is refused, the choice follows the shopper to /compare', async ({ page }) => {
  await page.goto(`${site!.origin}/search`);
  const toggle = (i: number) =>
    cards(page)
      .nth(i)
      .getByRole('button', { name: /^Compare / });
  const tray = page.getByTestId('compare-tray');
  const chosen = await Promise.all([0, 1, 2, 3].map((i) => carOfCard(page, i)));

  await expect(toggle(0)).toHaveAttribute('aria-pressed', 'false');
  // The first tap takes effect (the tray loads on it), exactly once.
  await toggle(0).tap();
  await expect(toggle(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(tray).toBeVisible();
  await expect(tray.getByRole('heading')).toHaveText('Compare 1 of 3 cars');
  // The fixed tray never hides the page's end: the page scrolls it clear.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const trayTop = (await tray.boundingBox())!.y;
  const footerBottom = await page
    .locator('body > footer, footer')
    .last()
    .evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(footerBottom).toBeLessThanOrEqual(trayTop + 1);
  await expect(tray.getByRole('link', { name: chosen[0]!.name })).toHaveAttribute('href', `/cars/${chosen[0]!.slug}`);

  await toggle(1).tap();
  await toggle(2).tap();
  await expect(tray.getByRole('heading')).toHaveText('Compare 3 of 3 cars');
  await toggle(3).tap();
  await expect(tray.getByRole('alert')).toHaveText('You can compare up to 3 cars. Remove one first.');
  await expect(toggle(3)).toHaveAttribute('aria-pressed', 'false');
  await expect(tray.getByRole('listitem')).toHaveCount(3);
  // The toggles and the tray, with its message showing, pass axe.
  const axe = await new AxeBuilder({ page }).include('.compare-tray-host').include('.vehicle-card').analyze();
  expect(axe.violations).toEqual([]);

  // Tapping a chosen car's toggle again takes it out.
  await toggle(2).tap();
  await expect(toggle(2)).toHaveAttribute('aria-pressed', 'false');
  await expect(tray.getByRole('alert')).toBeHidden();
  await toggle(3).tap();
  await expect(tray.getByRole('listitem')).toHaveCount(3);

  // Another page: the tray is there before any tap, with the same cars.
  await page.goto(`${site!.origin}/`);
  await expect(tray).toBeVisible();
  await expect(tray.getByRole('listitem')).toHaveText([chosen[0]!.name, chosen[1]!.name, chosen[3]!.name].map((name) => new RegExp(name)));
  await tray.getByRole('button', { name: `Remove ${chosen[1]!.name} from compare` }).tap();
  await expect(tray.getByRole('listitem')).toHaveCount(2);

  await page.goto(`${site!.origin}/search`);
  await expect(toggle(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(1)).toHaveAttribute('aria-pressed', 'false');
  await tray.getByRole('link', { name: 'Compare now' }).tap();

  await expect(page).toHaveURL(/\/compare$/);
  const table = page.getByTestId('compare-table');
  for (const car of [chosen[0]!, chosen[3]!]) {
    await expect(table.getByRole('columnheader', { name: new RegExp(car.name) }).first()).toBeVisible();
    await expect(table).toContainText(car.stocknum ?? '');
    await expect(table).toContainText(`${car.km.toLocaleString('en-AU')} km`);
  }
  await expect(table.getByRole('row', { name: /Odometer/ })).toBeVisible();
  await expect(table).not.toContainText(chosen[1]!.name);

  await page.getByRole('button', { name: 'Clear comparison' }).tap();
  await expect(table).toBeHidden();
  await page.goto(`${site!.origin}/search`);
  await expect(toggle(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(tray).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home rows offer no compare toggle that could do nothing', async ({ page }) => {
    await page.goto(`${site!.origin}/`);
    const toggles = page.locator('.vehicle-card__compare');
    expect(await toggles.count(), 'the home rows carry compare toggles for scripting visitors').toBeGreaterThan(0);
    for (const toggle of await toggles.all()) await expect(toggle).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
  });
});
