import type { Page } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { demoSite, expect, needsApi, signIn, test, type TestApi } from '../support/platform-api.ts';

/**
 * The vehicle page's Save button tells the truth (spec 01 §4): for a signed-in shopper
 * it shows the saved state from the first paint (the session's watchlist, without waiting for a touch
 * or the island's script), each tap changes it at once (optimistic) and sends exactly one request, and
 * opening the page sends none. Phone viewport with touch, the real reference API.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const nissan = demoSite('harbour-city-nissan');
const watchlistCalls = (api: TestApi) => api.calls.filter((call) => call.includes('/api/watchlist'));

async function signedIn(page: Page, phone: string): Promise<void> {
  await page.goto(`${nissan!.origin}/sign-in?type=watchlist&redirect=%2Fmy-garage&back=%2F`);
  await signIn(page, phone);
  await expect(page).toHaveURL(`${nissan!.origin}/my-garage`);
  await expect(page.getByText('No cars in your watchlist yet.')).toBeVisible();
}

test('signed in: Save shows Saved at once and sends one save; Remove one remove; the page load sends none', async ({ page, api }) => {
  needsApi(nissan);
  const car = nissan.bundle.vehicles.find((v) => isAvailable(v) && nissan.bundle.listedSlugs.includes(v.slug))!;
  await signedIn(page, '0412 777 001');
  api.calls.length = 0;

  await page.goto(`${nissan.origin}/cars/${car.slug}`);
  const button = page.getByTestId('watchlist-button');
  await expect(button).toHaveText('Save');
  await button.tap();
  await expect(button).toHaveText('Saved');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('toast')).toContainText('Car Saved In Watchlist');
  await expect(button).toBeEnabled();
  await expect(button).toHaveText('Saved');
  expect(watchlistCalls(api)).toEqual(['POST /api/watchlist/save-car']);

  await button.tap();
  await expect(button).toHaveText('Save');
  await expect(page.getByTestId('toast').filter({ hasText: 'Car Removed' })).toBeVisible();
  await expect(button).toBeEnabled();
  expect(watchlistCalls(api)).toEqual(['POST /api/watchlist/save-car', 'POST /api/watchlist/remove-car']);
  await button.tap();
  await expect(button).toHaveText('Saved');
  await expect.poll(() => watchlistCalls(api).length).toBe(3);
  await expect(button).toBeEnabled();
  expect(watchlistCalls(api)).toEqual(['POST /api/watchlist/save-car', 'POST /api/watchlist/remove-car', 'POST /api/watchlist/save-car']);
  const saved = api.server.storage
    .sqlite!.prepare("SELECT car_id FROM watchlist JOIN users ON users.id = watchlist.user_id WHERE users.phone = '0412777001'")
    .all();
  expect(saved).toEqual([{ car_id: car.id }]);
});

test("a saved car's page shows Saved from the first paint, before any script of the button runs, and asks nothing", async ({ page, api }) => {
  needsApi(nissan);
  const car = nissan.bundle.vehicles.filter((v) => isAvailable(v) && nissan.bundle.listedSlugs.includes(v.slug))[1]!;
  await signedIn(page, '0412 777 003');
  await page.goto(`${nissan.origin}/cars/${car.slug}`);
  await page.getByTestId('watchlist-button').tap();
  await expect(page.getByTestId('toast')).toContainText('Car Saved In Watchlist');

  // Reopened with the button's island script never arriving: the HTML and its first paint say Saved.
  await page.route('**/_astro/VehicleWatchlist*.js', (route) => route.abort());
  api.calls.length = 0;
  await page.goto(`${nissan.origin}/cars/${car.slug}`);
  const button = page.getByTestId('watchlist-button');
  await expect(button).toHaveText('Saved');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAccessibleName(`Remove ${car.name} from your watchlist`);
  // Another car stays Save.
  const other = nissan.bundle.vehicles.filter((v) => isAvailable(v) && nissan.bundle.listedSlugs.includes(v.slug))[2]!;
  await page.goto(`${nissan.origin}/cars/${other.slug}`);
  await expect(page.getByTestId('watchlist-button')).toHaveText('Save');
  expect(watchlistCalls(api)).toEqual([]);
});

test('signed out, Save goes to sign-in and the save is done once on the way back', async ({ page, api }) => {
  needsApi(nissan);
  const car = nissan.bundle.vehicles.filter((v) => isAvailable(v) && nissan.bundle.listedSlugs.includes(v.slug))[3]!;
  await page.goto(`${nissan.origin}/cars/${car.slug}`);
  await page.getByTestId('watchlist-button').tap();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
  await signIn(page, '0412 777 002');
  await expect(page).toHaveURL(`${nissan.origin}/cars/${car.slug}`);
  // No touch needed: the save the shopper asked for completes on return.
  await expect(page.getByTestId('toast')).toContainText('Car Saved In Watchlist');
  await expect(page.getByTestId('watchlist-button')).toHaveText('Saved');
  expect(api.calls.filter((call) => call === 'POST /api/watchlist/save-car')).toHaveLength(1);
});
