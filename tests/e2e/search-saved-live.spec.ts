import type { Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { financeOffer, weeklyEstimateText } from '../../src/domain/finance/finance-offer.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../src/domain/finance/vehicle-offer.ts';
import { formatAud } from '../../src/domain/format.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { demoSite, expect, needsApi, signIn, test } from '../support/platform-api.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { readBundle } from '../support/sites.ts';
import { searchLive } from '../support/islands.ts';

/**
 * The search page's cards: one saved-cars list — the card heart and the vehicle page's Save
 * read and write the platform watchlist, so they always agree — and live status, one batch request for
 * the cards shown, so a car sold, reserved or re-priced since the build shows so.
 */

const nissan = demoSite('harbour-city-nissan');
const bundle = nissan ? readBundle<TenantBundle>(nissan) : undefined;

async function openSearch(page: Page, search = ''): Promise<void> {
  await page.goto(`${nissan!.origin}/search${search}`);
  await searchLive(page);
  await expect(page.locator('.search-results--busy')).toHaveCount(0);
}

/** A card button's accessible name: its label, then the car's name from a visually hidden span. */
const named = (label: string, car: Vehicle) => new RegExp(`^${label}\\s*:\\s*${car.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The card of a car on the page. */
const cardOf = (page: Page, car: Vehicle) =>
  page.getByTestId('vehicle-card').filter({ has: page.locator(`h2 a[href="/cars/${car.slug}"], h3 a[href="/cars/${car.slug}"]`) });

/** The car behind the n-th card. */
async function cardCar(page: Page, index: number): Promise<Vehicle> {
  const href = await page.getByTestId('vehicle-card').nth(index).getByRole('heading').getByRole('link').getAttribute('href');
  const vehicle = bundle!.vehicles.find((v) => `/cars/${v.slug}` === href);
  expect(vehicle, `card ${index} (${href})`).toBeDefined();
  return vehicle!;
}

test("one saved-cars list: a heart on a card is the page's Saved, and removing on the page clears the heart", async ({ page, api }) => {
  needsApi(nissan);
  const phone = '0412 555 718';
  const saved = () =>
    api.server.storage
      .sqlite!.prepare("SELECT car_id FROM watchlist JOIN users ON users.id = watchlist.user_id WHERE users.phone = '0412555718'")
      .all()
      .map((row) => Number(row.car_id));
  await openSearch(page);
  // The first card with a heart (spec 01 §5 decides which cards have one).
  const cards = page.getByTestId('vehicle-card');
  const withHeart = await cards.evaluateAll((list) => list.findIndex((card) => card.querySelector('.vehicle-card__favourite') !== null));
  expect(withHeart).toBeGreaterThanOrEqual(0);
  const car = await cardCar(page, withHeart);

  // Signed out, the heart asks for sign-in (spec 01 §6) and the save happens on the way back.
  await cardOf(page, car)
    .getByRole('button', { name: `Save ${car.name}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch/);
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/search/);
  // Hydration, the watchlist, the save and the toast view's first load: allow for a slow machine.
  await expect(page.getByTestId('toast')).toContainText(`${car.name} is now available in your watchlist`, { timeout: 15_000 });
  await expect(cardOf(page, car).getByRole('button', { name: `Remove ${car.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
  expect(saved()).toContain(car.id);

  // The vehicle page's Save reads the same list.
  await page.goto(`${nissan!.origin}/cars/${car.slug}`);
  const pageButton = page.getByTestId('watchlist-button');
  await pageButton.hover();
  await expect(pageButton).toHaveAttribute('aria-pressed', 'true');
  await expect(pageButton).toHaveText('Saved');
  await pageButton.click();
  await expect(page.getByTestId('toast')).toContainText(`${car.name} is no longer in your watchlist`);
  await expect(pageButton).toHaveText('Save');
  expect(saved()).not.toContain(car.id);

  // And back on the search page the heart is empty again; a heart click saves with no sign-in now.
  await openSearch(page);
  const heart = cardOf(page, car).getByRole('button', { name: `Save ${car.name}`, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(cardOf(page, car).getByRole('button', { name: `Remove ${car.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(saved).toContain(car.id);
  await page.goto(`${nissan!.origin}/cars/${car.slug}`);
  await page.getByTestId('watchlist-button').hover();
  await expect(page.getByTestId('watchlist-button')).toHaveText('Saved');
});

interface LiveFields {
  status: string;
  reserved: boolean;
  price: number;
}

/** Answers the batch status call from the build's facts, with `changes` applied per car id; counts the calls. */
async function serveLiveStatus(page: Page, changes: Map<number, Partial<LiveFields>>): Promise<string[]> {
  const calls: string[] = [];
  await fakePlatformApi(page, bundle!.config.integrations.platformApi.baseUrl!, (url) => {
    if (url.pathname !== '/api/cars/status') return undefined;
    calls.push(url.search);
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    const cars = ids.flatMap((id) => {
      const v = bundle!.vehicles.find((vehicle) => vehicle.id === id);
      if (!v) return [];
      const live = { status: v.status, reserved: v.reserved, price: v.price, ...changes.get(id) };
      return [
        {
          id,
          slug: v.slug,
          reserved_until: null,
          available: live.status === 'in_stock' && !live.reserved,
          photos_count: v.images.length,
          updated_at: null,
          ...live,
        },
      ];
    });
    return { json: { cars } };
  });
  return calls;
}

test('live status on cards: sold, reserved and re-priced since the build, from one batch request for the page', async ({ page, browser }) => {
  needsApi(nissan);
  // Without JavaScript the page is the build's truth: read the cards it shows.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const noScriptPage = await noScript.newPage();
  await noScriptPage.goto(`${nissan!.origin}/search`);
  const cardCount = await noScriptPage.getByTestId('vehicle-card').count();
  const built = await Promise.all(Array.from({ length: cardCount }, (_, i) => cardCar(noScriptPage, i)));
  const plain = (car: Vehicle) => car.status === 'in_stock' && !car.reserved && car.price > 1000 && !car.offer_price && !car.subscription_price;
  const plainCars = built.map((car, index) => ({ car, index })).filter(({ car }) => plain(car));
  expect(plainCars.length).toBeGreaterThanOrEqual(3);
  const [sold, reserved, repriced] = plainCars;
  await expect(
    noScriptPage
      .getByTestId('vehicle-card')
      .nth(sold!.index)
      .getByRole('link', { name: named('View Details', sold!.car) }),
  ).toBeVisible();
  await noScript.close();
  const newPrice = repriced!.car.price - 1000;

  const calls = await serveLiveStatus(
    page,
    new Map([
      [sold!.car.id, { status: 'sold' }],
      [reserved!.car.id, { reserved: true }],
      [repriced!.car.id, { price: newPrice }],
    ]),
  );
  await openSearch(page);
  const cards = page.getByTestId('vehicle-card');
  const soldCard = cards.nth(sold!.index);
  await expect(soldCard.locator('.vehicle-card__tag')).toHaveText(bundle!.config.stock.justSoldText);
  await expect(soldCard.getByRole('link', { name: named('Find Me Something Similar', sold!.car) })).toBeVisible();
  await expect(soldCard.getByRole('link', { name: named('View Details', sold!.car) })).toHaveCount(0);
  // A sold car cannot be saved: its heart goes.
  await expect(soldCard.getByRole('button', { name: `Save ${sold!.car.name}`, exact: true })).toHaveCount(0);
  await expect(cards.nth(reserved!.index).locator('.vehicle-card__tag')).toHaveText(/reserved/i);
  await expect(cards.nth(reserved!.index).getByRole('link', { name: named('Reserve', reserved!.car) })).toHaveCount(0);
  await expect(cards.nth(repriced!.index).locator('.price')).toHaveText(formatAud(newPrice));

  // One request for the page's cards, every card's id in it.
  expect(calls).toHaveLength(1);
  const asked = new URLSearchParams(calls[0]).get('ids')!.split(',').map(Number);
  expect(asked.length).toBeLessThanOrEqual(48);
  for (const car of built) expect(asked).toContain(car.id);
});

test("the reference platform answers the cards' batch status: one call a page, nothing failed, cards as built", async ({ page, api }) => {
  needsApi(nissan);
  const health = watchPageHealth(page);
  await openSearch(page);
  const statusCalls = () => api.calls.filter((call) => call === 'GET /api/cars/status').length;
  await expect.poll(statusCalls).toBe(1);
  const first = await cardCar(page, 0);
  await expect(cardOf(page, first).getByRole('link', { name: named('View Details', first) })).toBeVisible();
  // The next page asks again, once.
  await page
    .getByRole('navigation', { name: 'Results pages' })
    .getByRole('link', { name: /^Page\s*2$/ })
    .click();
  await expect.poll(statusCalls).toBe(2);
  expect(health.problems()).toEqual([]);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

  test('a live re-price moves every figure on the card: price, weekly finance figure and Get Finance stay', async ({ page }) => {
    needsApi(nissan);
    const b = bundle!;
    const offerOf = (car: Vehicle) => vehicleFinanceOffer(car, financeOfferSettings(b.config), new Date(b.clock));
    const changes = new Map<number, Partial<LiveFields>>();
    await serveLiveStatus(page, changes);
    await openSearch(page);
    // A card with a finance offer and a plain price (no offer price, no subscription): the re-price moves both.
    const count = await page.getByTestId('vehicle-card').count();
    let car: Vehicle | undefined;
    for (let i = 0; i < count && !car; i++) {
      const candidate = await cardCar(page, i);
      if (!candidate.offer_price && !candidate.subscription_price && (offerOf(candidate)?.weekly.payment ?? 0) > 25) car = candidate;
    }
    expect(car, 'a card with a finance offer').toBeDefined();
    const before = offerOf(car!)!;
    const newPrice = car!.price - 2000;
    const after = financeOffer(newPrice, before, before.roundUp);
    expect(weeklyEstimateText(after)).not.toBe(weeklyEstimateText(before));

    changes.set(car!.id, { price: newPrice });
    await page.reload();
    await searchLive(page);
    const card = cardOf(page, car!);
    await expect(card.locator('.price')).toHaveText(formatAud(newPrice));
    await expect(card.getByTestId('card-finance-estimate')).toHaveText(`Finance from ${weeklyEstimateText(after)}*`);
    await expect(card.getByRole('link', { name: named(b.config.texts.financeButton, car!) })).toHaveAttribute('href', `/finance-enquiry?car_id=${car!.id}`);
  });
});
