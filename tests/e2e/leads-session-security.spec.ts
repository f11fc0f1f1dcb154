import { demoSite, expect, needsApi, test } from '../support/platform-api.ts';
import type { Page } from '@playwright/test';

/**
 * Lead and session security in the browser: the session is an HttpOnly cookie no page script can read; a 429 keeps
 * the lead and sends it later; a test-drive time taken by someone else is explained by the form.
 */

const nissan = demoSite('harbour-city-nissan');

async function fillContact(page: Page, message: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Robin Lee');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('robin@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 123 123');
  const text = page.getByRole('textbox', { name: 'Message' });
  if (await text.count()) await text.fill(message);
}

test('signing in sets an HttpOnly, Secure, SameSite=Lax cookie for this dealer only; no script can read the token', async ({ page, api }) => {
  needsApi(nissan);
  void api;
  await page.goto(`${nissan.origin}/sign-in?type=watchlist&redirect=%2Fmy-garage&back=%2F`);
  await expect(page.getByTestId('sign-in-submit')).toBeEnabled();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0412 555 777');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByTestId('demo-code')).toContainText('123456');
  await page.getByRole('textbox', { name: 'Code' }).fill('123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${nissan.origin}/my-garage`);
  await expect(page.getByText('Signed in with 0412555777')).toBeVisible();

  const websiteId = nissan.bundle.config.id;
  const cookies = await page.context().cookies(nissan.apiBaseUrl ?? undefined);
  const session = cookies.find((cookie) => cookie.name === `fc_session_${websiteId}`);
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  const visible = await page.evaluate(() => ({ cookie: document.cookie, storage: JSON.stringify({ ...localStorage }) }));
  expect(visible.cookie).not.toContain('fc_session');
  expect(visible.storage).not.toContain(session?.value ?? 'no-session');
  // Reloaded, the page is still signed in: the API recognises the cookie.
  await page.reload();
  await expect(page.getByText('Signed in with 0412555777')).toBeVisible();
  await expect(page.getByText('No cars in your watchlist yet.')).toBeVisible();
});

test('the API refusing with 429: the lead is kept and sent after Retry-After, once', async ({ page, api }) => {
  needsApi(nissan);
  await page.goto(`${nissan.origin}/enquire`);
  // Lead forms hydrate on the shopper's first touch (client:interaction), as a shopper reaching for a field.
  await page.locator('.lead-form').first().hover();
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
  await fillContact(page, 'Sent after a 429');
  let refused = 0;
  await page.route(`${nissan.apiBaseUrl}/api/leads`, async (route) => {
    if (refused > 0) return route.fallback();
    refused += 1;
    return route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: {
        'Retry-After': '2',
        'Access-Control-Allow-Origin': nissan.origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Expose-Headers': 'Retry-After',
      },
      body: JSON.stringify({ error: 'too_many_requests', message: 'Your enquiry will be sent again shortly.' }),
    });
  });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('form-status')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/success\?category=General\+Enquiry$/, { timeout: 20_000 });
  expect(refused).toBe(1);
  expect(api.leads(nissan.bundle.config.id).map((lead) => lead.payload.message)).toEqual(['Sent after a 429']);
});

test('a test-drive time booked by someone else meanwhile: the form says so and keeps what was typed', async ({ page, api }) => {
  needsApi(nissan);
  await page.goto(`${nissan.origin}/book-test-drive`);
  // Lead forms hydrate on the shopper's first touch (client:interaction), as a shopper reaching for a field.
  await page.locator('.lead-form').first().hover();
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
  await fillContact(page, 'Test drive please');
  const day = page.getByRole('combobox', { name: 'Day' });
  await expect(day.getByRole('option').nth(1)).toBeAttached();
  await day.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Time' }).selectOption({ index: 1 });
  const chosen = await page.getByRole('combobox', { name: 'Time' }).inputValue();
  const terms = page.getByRole('checkbox', { name: /driver licence/ });
  if (await terms.count()) await terms.check();

  // Another shopper books the same time first, straight through the API.
  const picker = page.getByRole('combobox', { name: 'Test drive location' });
  const location = (await picker.count()) > 0 ? await picker.inputValue() : '';
  const other = await fetch(`${api.url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `other-shopper-${Date.now()}` },
    body: JSON.stringify({
      website_id: nissan.bundle.config.id,
      form_type: 'test-drive',
      category: 'Test Drive',
      name: 'Other Shopper',
      email: 'other@example.com',
      appointment_at: chosen,
      ...(location ? { location_id: Number(location) } : {}),
    }),
  });
  expect(other.status).toBe(201);

  await page.getByRole('button', { name: 'Book test drive' }).click();
  await expect(page.getByTestId('form-error')).toContainText('Sorry, that time has just been booked. Please choose another time.');
  await expect(page).toHaveURL(/\/book-test-drive/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Robin Lee');
  // The form asked for the free times again: the taken one is no longer offered.
  await expect(page.getByRole('combobox', { name: 'Time' }).locator(`option[value="${chosen}"]`)).toHaveCount(0);
  expect(api.leads(nissan.bundle.config.id).map((lead) => lead.name)).toEqual(['Other Shopper']);
});
