import { demoSite, expect, needsApi, test } from '../support/platform-api.ts';
import type { Page } from '@playwright/test';

/** No lead lost, none duplicated: offline, 5xx, reload, next visit; and the failure alert. */

const nissan = demoSite('harbour-city-nissan');

async function fillEnquiry(page: Page, message: string) {
  // Lead forms hydrate on the shopper's first touch (client:interaction), as a shopper reaching for a field.
  await page.locator('.lead-form').first().hover();
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Robin Lee');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('robin@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 123 123');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
}

test('offline: the lead is saved in the browser, sent when the network returns, stored once', async ({ page, api }) => {
  needsApi(nissan);
  await page.goto(`${nissan.origin}/enquire`);
  await fillEnquiry(page, 'Sent while offline');
  api.mode = 'offline';
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('form-status')).toHaveText("Saved — we'll send it when you're back online");
  await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeDisabled();
  api.mode = 'online';
  await expect(page).toHaveURL(/\/success\?category=General\+Enquiry$/, { timeout: 20_000 });
  expect(api.leads(nissan.bundle.config.id).map((lead) => lead.payload.message)).toEqual(['Sent while offline']);
});

test('a page closed before the API answered: the next visit sends the lead, once', async ({ page, api }) => {
  needsApi(nissan);
  await page.goto(`${nissan.origin}/enquire`);
  await fillEnquiry(page, 'Left with the server failing');
  api.mode = 'error-500';
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('form-status')).toHaveText("Saved — we'll send it when you're back online");
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('forecourt:outbox:')).length);
  expect(stored).toBe(1);

  await page.goto('about:blank');
  api.mode = 'online';
  await page.goto(`${nissan.origin}/success`);
  await expect.poll(() => api.leads(nissan.bundle.config.id).length, { timeout: 20_000 }).toBe(1);
  await expect(page.getByTestId('outbox-status')).toHaveText('');
  const calls = api.calls.filter((call) => call === 'POST /api/leads');
  expect(calls.length).toBeGreaterThanOrEqual(2);
  expect(api.leads(nissan.bundle.config.id)[0]?.payload.message).toBe('Left with the server failing');
});

test('a request the API refuses shows the spec’s alert text and the server’s message', async ({ page, api }) => {
  needsApi(nissan);
  await page.goto(`${nissan.origin}/enquire`);
  await fillEnquiry(page, 'Refused');
  await page.route(`${nissan.apiBaseUrl}/api/leads`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': nissan.origin, 'Access-Control-Allow-Credentials': 'true' },
      body: JSON.stringify({ error: 'validation_failed', message: 'Please fix the following errors:', fields: { email: 'This address cannot receive mail.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('form-error')).toContainText('An error occurred when submitting this form');
  await expect(page.getByText('This address cannot receive mail.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  expect(api.leads(nissan.bundle.config.id)).toEqual([]);
});
