import { demoSite, expect, needsApi, signIn, test } from '../support/platform-api.ts';

/**
 * Saved searches: a shopper saves the search page's URL state (signing in on the way),
 * finds it in My Garage under the name its refinements give it, re-opens it, turns on alert email,
 * removes the search, and deletes the account with everything it saved.
 */

const nissan = demoSite('harbour-city-nissan');
const SEARCH = '/search?make=Nissan&body=suv&price=:40000';
const NAME = 'Nissan · SUV · under $40,000';

// Hydration waits are long: the shared 2-core machine runs several browsers at once.
const HYDRATED = { timeout: 30_000 };

test.describe.configure({ timeout: 120_000 });

test('save a search (signing in on the way), see it in My Garage, re-open it, remove it', async ({ page, api }) => {
  needsApi(nissan);
  await page.goto(`${nissan.origin}${SEARCH}`);
  const count = await page.locator('#search-results-title').innerText();
  await page.getByRole('button', { name: 'Save this search' }).click(HYDRATED);
  await expect(page).toHaveURL(/\/sign-in\?type=saved-search&redirect=%2Fsearch%3Fmake%3DNissan/);
  await expect(page.getByRole('heading', { name: 'Sign in to save this search and hear when new cars match it.' })).toBeVisible(HYDRATED);
  await signIn(page, '0412 555 801');

  // Back on the search it was saving: the save finishes by itself and says under which name.
  await expect(page).toHaveURL(`${nissan.origin}${SEARCH}`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(`Saved “${NAME}” to your garage.`, HYDRATED);
  expect(api.calls).toContain('POST /api/saved-searches');

  await page.goto(`${nissan.origin}/my-garage`);
  const saved = page.getByTestId('saved-searches');
  const link = saved.getByRole('link', { name: NAME });
  await expect(link).toHaveAttribute('href', SEARCH, HYDRATED);
  await link.click();
  await expect(page).toHaveURL(`${nissan.origin}${SEARCH}`);
  await expect(page.locator('#search-results-title')).toHaveText(count);
  await expect(page.getByRole('list', { name: 'Chosen filters' })).toContainText('Nissan');

  await page.goto(`${nissan.origin}/my-garage`);
  await page.getByRole('button', { name: `Remove saved search ${NAME}` }).click(HYDRATED);
  await expect(page.getByText('No saved searches yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No saved searches yet.')).toBeVisible(HYDRATED);
});

test('alert email is kept with the account; deleting the account removes what it saved and says so', async ({ page, api }) => {
  needsApi(nissan);
  void api;
  await page.goto(`${nissan.origin}/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F`);
  await signIn(page, '0412 555 802');
  await expect(page).toHaveURL(`${nissan.origin}/my-garage`);

  await page.getByRole('textbox', { name: 'Email for alerts' }).fill('shopper@example.com', HYDRATED);
  await page.getByRole('button', { name: 'Turn on alerts' }).click();
  await expect(page.getByText('Alerts go to shopper@example.com.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Alerts go to shopper@example.com.')).toBeVisible();

  await page.goto(`${nissan.origin}${SEARCH}`);
  await page.getByRole('button', { name: 'Save this search' }).click(HYDRATED);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(NAME, HYDRATED);

  await page.goto(`${nissan.origin}/my-garage`);
  await expect(page.getByTestId('saved-searches').getByRole('link', { name: NAME })).toBeVisible(HYDRATED);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByRole('status')).toContainText('is deleted: 0 watched cars, 1 saved search, your alert email and your sign-in were removed.');

  // Signed out: the garage asks to sign in again, and the same phone starts an empty account.
  await page.goto(`${nissan.origin}/my-garage`);
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);
  await signIn(page, '0412 555 802');
  await expect(page.getByText('No saved searches yet.')).toBeVisible();
  await expect(page.getByText(/Alerts are off/)).toBeVisible();
});

test('My Garage says when saved searches cannot be loaded instead of showing none', async ({ page, api }) => {
  needsApi(nissan);
  await page.goto(`${nissan.origin}/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F`);
  await signIn(page, '0412 555 803');
  await expect(page.getByText('No saved searches yet.')).toBeVisible(HYDRATED);
  api.mode = 'error-500';
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'saved searches' })).toHaveText(
    'Your saved searches could not be loaded just now. Please reload the page to try again.',
    HYDRATED,
  );
  await expect(page.getByText('No saved searches yet.')).toHaveCount(0);
});
