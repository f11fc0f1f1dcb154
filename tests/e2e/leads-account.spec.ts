import { demoSite, expect, needsApi, signIn, test } from '../support/platform-api.ts';

/** Sign-in gating (spec 02 §2) and the watchlist with its toasts (spec 01 §4, §8; spec 02 §4). */

const nissan = demoSite('harbour-city-nissan');

test('my-garage is gated: sign-in with redirect and back, then the visitor returns to it', async ({ page, api }) => {
  needsApi(nissan);
  void api;
  await page.goto(`${nissan.origin}/my-garage`, { referer: `${nissan.origin}/compare` });
  await expect(page).toHaveURL(`${nissan.origin}/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fcompare`);
  await expect(page.getByRole('heading', { name: 'Sign in to see your garage.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/compare');
  await signIn(page, '0412 555 601');
  await expect(page).toHaveURL(`${nissan.origin}/my-garage`);
  await expect(page.getByText('Signed in with 0412555601')).toBeVisible();
  await expect(page.getByText('No cars in your watchlist yet.')).toBeVisible();
});

test('a sign-in link cannot send the visitor to another site', async ({ page, api }) => {
  needsApi(nissan);
  void api;
  await page.goto(`${nissan.origin}/sign-in?type=watchlist&redirect=https%3A%2F%2Fevil.example%2F&back=%2F%2Fevil.example`);
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  await signIn(page, '0412 555 602');
  await expect(page).toHaveURL(`${nissan.origin}/`);
});

test('watchlist: save needs sign-in, then saves with a toast; removing shows "Car Removed"; sold cars cannot be saved', async ({ page, api }) => {
  needsApi(nissan);
  const listed = new Set(nissan.bundle.listedSlugs);
  const available = nissan.bundle.vehicles.filter((vehicle) => listed.has(vehicle.slug) && vehicle.status === 'in_stock').slice(0, 2);
  const sold = nissan.bundle.vehicles.find((vehicle) => listed.has(vehicle.slug) && vehicle.status === 'sold');
  const ids = [...available, ...(sold ? [sold] : [])].map((vehicle) => vehicle.id);
  await page.goto(`${nissan.origin}/compare?ids=${ids.join(',')}`);
  const first = available[0]!;
  await expect(page.getByTestId('compare-table')).toContainText(first.name);

  await page.getByRole('button', { name: `Save ${first.name} to your watchlist` }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fcompare%3Fids%3D/);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.join('%2C|,')}`));
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Car Saved In Watchlist');
  await expect(toast).toContainText(`${first.name} is now available in your watchlist`);
  await expect(toast.getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/my-garage');
  await expect(page.getByRole('button', { name: `Remove ${first.name} from your watchlist` })).toHaveAttribute('aria-pressed', 'true');
  const saved = () =>
    api.server.storage.sqlite!.prepare("SELECT car_id FROM watchlist JOIN users ON users.id = watchlist.user_id WHERE users.phone = '0412555666'").all();
  expect(saved().map((row) => Number(row.car_id))).toEqual([first.id]);
  if (sold) await expect(page.getByRole('button', { name: `Save ${sold.name} to your watchlist` })).toBeDisabled();

  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
  await toast.page().goto(`${nissan.origin}/my-garage`);
  await expect(page.getByTestId('watchlist')).toContainText(first.name);
  await page.getByRole('button', { name: `Remove ${first.name} from your watchlist` }).click();
  await expect(page.getByTestId('toast')).toContainText('Car Removed');
  await expect(page.getByTestId('toast')).toContainText(`${first.name} is no longer in your watchlist`);
  expect(saved()).toEqual([]);
});

test('a refused save is rolled back with an alert', async ({ page, api }) => {
  needsApi(nissan);
  const listed = new Set(nissan.bundle.listedSlugs);
  const car = nissan.bundle.vehicles.find((vehicle) => listed.has(vehicle.slug) && vehicle.status === 'in_stock')!;
  await page.goto(`${nissan.origin}/sign-in?type=watchlist&redirect=%2Fcompare%3Fids%3D${car.id}&back=%2F`);
  await signIn(page, '0412 777 888');
  await expect(page.getByTestId('compare-table')).toBeVisible();
  api.mode = 'error-500';
  await page.getByRole('button', { name: `Save ${car.name} to your watchlist` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Car not saved' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Save ${car.name} to your watchlist` })).toHaveAttribute('aria-pressed', 'false');
});
