import type { Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import type { SearchWakePlan } from '../../src/site/search/search-wake.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { serveStatusAsBuilt } from '../support/fake-platform-api.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { demoSite, expect, needsApi, test } from '../support/platform-api.ts';
import { readBundle } from '../support/sites.ts';

/**
 * The search island hydrates on the shopper's first touch (docs/search.md, "Hydrating on the first
 * touch"): reading the page costs no React. It wakes by itself only when the built first page is no
 * longer true — a card sold, reserved or re-priced since the build, or a tag the shopper's clock ends.
 * The browser's clock is set to the build's unless a case moves it; the platform's answer is faked.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const nissan = demoSite('harbour-city-nissan');
const bundle = nissan ? readBundle<TenantBundle>(nissan) : undefined;
const DAY = 86_400_000;

/** React's client runtime, the chunk a hydrating island loads first. */
const isReactClient = (url: string) => /\/_astro\/client\.[\w-]+\.js$/.test(url);

function scriptsLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

async function wakePlan(page: Page): Promise<SearchWakePlan> {
  return JSON.parse((await page.locator('script[data-search-wake]').textContent()) ?? '{}') as SearchWakePlan;
}

/** A plain car (in stock, not reserved, a shown price) among the first page's cards. */
function plainCard(plan: SearchWakePlan): Vehicle {
  const car = plan.cards
    .map((card) => bundle!.vehicles.find((vehicle) => vehicle.id === card.id))
    .find((vehicle) => vehicle && vehicle.status === 'in_stock' && !vehicle.reserved && vehicle.price > 1000);
  if (!car) throw new Error('no plain car on the first page');
  return car;
}

test('reading the search page loads no React; the first tap wakes it and does what was tapped', async ({ page }) => {
  needsApi(nissan);
  const health = watchPageHealth(page);
  await page.clock.setFixedTime(new Date(bundle!.clock));
  const calls = await serveStatusAsBuilt(page, bundle!);
  const scripts = scriptsLoaded(page);
  await page.goto(`${nissan!.origin}/search`);
  // The platform agreed with the build: the live status was asked once, and the island sleeps.
  await expect.poll(() => calls.length).toBe(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.search-page')).toHaveAttribute('data-hydrated', 'false');
  expect(scripts.filter(isReactClient)).toEqual([]);

  // The first tap, on Filters, wakes the island and opens the dialog it asked for.
  await page.getByRole('button', { name: /^Filters/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.search-page')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.filter(isReactClient)).toHaveLength(1);
  await dialog.getByTestId('refinement-make').getByRole('checkbox').nth(1).tap();
  await expect(page).toHaveURL(/[?&]make=/);
  // Awake, the island reuses the status answer the wake script had: still one call.
  expect(calls).toHaveLength(1);
  expect(health.problems()).toEqual([]);
});

test('a card sold since the build wakes the island without a touch, and the card shows it', async ({ page }) => {
  needsApi(nissan);
  await page.clock.setFixedTime(new Date(bundle!.clock));
  // Which car is plain is read from the page's own plan, as built.
  await page.goto(`${nissan!.origin}/search`);
  const sold = plainCard(await wakePlan(page));

  const calls = await serveStatusAsBuilt(page, bundle!, new Map([[sold.id, { status: 'sold' }]]));
  const scripts = scriptsLoaded(page);
  await page.reload();
  await expect(page.locator('.search-page')).toHaveAttribute('data-hydrated', 'true');
  const card = page.getByTestId('vehicle-card').filter({ has: page.locator(`a[href="/cars/${sold.slug}"]`) });
  await expect(card.locator('.vehicle-card__tag')).toHaveText(bundle!.config.stock.justSoldText);
  expect(scripts.filter(isReactClient)).toHaveLength(1);
  expect(calls).toHaveLength(1);
});

test("a New tag the shopper's clock has ended wakes the island, and the tag goes", async ({ page }) => {
  needsApi(nissan);
  await page.clock.setFixedTime(new Date(bundle!.clock));
  await serveStatusAsBuilt(page, bundle!);
  await page.goto(`${nissan!.origin}/search`);
  const plan = await wakePlan(page);
  const fresh = plan.tags.filter((tag) => tag.kind === 'new-arrival');
  expect(fresh.length, 'the first page shows New tags at the build').toBeGreaterThan(0);
  const newTags = page.locator('.vehicle-card__tag', { hasText: bundle!.config.stock.newArrivalLabel });
  await expect(newTags).toHaveCount(fresh.length);
  await expect(page.locator('.search-page')).toHaveAttribute('data-hydrated', 'false');

  // Weeks later, with no rebuild in between: the island wakes by itself and drops every stale tag.
  const latest = Math.max(...fresh.map((tag) => Date.parse(tag.createdAt) + tag.newArrivalDays * DAY));
  await page.clock.setFixedTime(new Date(latest + DAY));
  await page.reload();
  await expect(page.locator('.search-page')).toHaveAttribute('data-hydrated', 'true');
  await expect(newTags).toHaveCount(0);
});
