import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { demoSites, readBundle, type BuiltSite } from '../support/sites.ts';

/**
 * The car view model as a shopper meets it (docs/architecture.md "Car view model"): a car's search
 * card, its column on /compare and its summary on a lead form say the same name, price, condition and
 * place. The group dealer has cars at several yards, so its place labels differ from car to car.
 */

const PREFERRED = ['southern-cross-auto-group', 'harbour-city-nissan'];
const site: BuiltSite | undefined = PREFERRED.map((slug) => demoSites().find((s) => s.slug === slug)).find(Boolean);

interface CardWords {
  name: string;
  slug: string;
  priceLine: string;
  condition: string;
  place: string;
}

async function cardWords(card: Locator): Promise<CardWords> {
  const link = card.locator('.vehicle-card__name a');
  const parts = await card.locator('.vehicle-card__price').locator('.price-label, .price, .price-type').allInnerTexts();
  const condition = await card.locator('.vehicle-card__facts li').first().innerText();
  const place = card.locator('.vehicle-card__location');
  return {
    name: (await link.innerText()).trim(),
    slug: ((await link.getAttribute('href')) ?? '').replace(/^\/cars\//, '').replace(/\/$/, ''),
    priceLine: parts.map((part) => part.trim()).join(' '),
    condition: condition.replace(/^Condition:\s*/, '').trim(),
    place: (await place.count()) > 0 ? (await place.innerText()).trim() : '—',
  };
}

async function firstCards(page: Page, count: number): Promise<CardWords[]> {
  // The cards ask the platform API for their live status; the test waits for it before it leaves the page.
  const liveStatus = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cars/status');
  await page.goto(`${site!.origin}/search`);
  const cards = page.getByTestId('vehicle-card');
  await expect(cards.first()).toBeVisible();
  const words: CardWords[] = [];
  for (let i = 0; i < count; i += 1) words.push(await cardWords(cards.nth(i)));
  expect((await liveStatus).ok()).toBe(true);
  return words;
}

test.describe('one car, one wording', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!site, 'a demo dealer with search must be built');
    await page.clock.setFixedTime(new Date(readBundle<TenantBundle>(site!).clock));
  });

  test('search cards, the compare table and the lead form car agree on name, price, condition and place', async ({ page }) => {
    const health = watchPageHealth(page);
    const bundle = readBundle<TenantBundle>(site!);
    const cards = await firstCards(page, 3);
    const ids = cards.map((card) => bundle.vehicles.find((vehicle) => vehicle.slug === card.slug)!.id);
    // Different cars really differ somewhere, so an empty or constant column could not pass.
    expect(new Set(cards.map((card) => card.name)).size).toBe(3);

    await page.goto(`${site!.origin}/compare?ids=${ids.join(',')}`);
    const table = page.getByTestId('compare-table');
    await expect(table.locator('thead th')).toHaveCount(3);
    const row = (label: string) =>
      table
        .locator('tbody tr')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
        .locator('td');
    await expect(table.locator('thead th a')).toHaveText(cards.map((card) => card.name));
    await expect(row('Price')).toHaveText(cards.map((card) => card.priceLine));
    await expect(row('Condition')).toHaveText(cards.map((card) => card.condition));
    await expect(row('Location')).toHaveText(cards.map((card) => card.place));
    await page.waitForLoadState('networkidle');

    const [first] = cards;
    await page.goto(`${site!.origin}/enquire?car_id=${ids[0]}`);
    const leadCar = page.getByTestId('lead-car');
    await expect(leadCar.locator('.lead-car__name')).toHaveText(first!.name);
    await expect(leadCar.locator('.lead-car__meta')).toContainText(first!.priceLine.replace(/^Subscription /, ''));
    expect(health.problems()).toEqual([]);
  });
});
