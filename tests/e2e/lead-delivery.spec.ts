import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createPlatformServer, type PlatformServer } from '../../integrations/platform-api/server/create-platform-server.ts';
import { createLogger } from '../../integrations/platform-api/server/operations/logger.ts';
import { isPlatformApiPath } from '../../scripts/preview/api-proxy.ts';
import { startMailSink } from '../../scripts/preview/mail-sink.ts';
import { demoSite } from '../support/platform-api.ts';

/**
 * A lead sent from a built dealer site reaches the dealer: the form is submitted in Chromium, the
 * reference API (with its delivery worker) emails it through SMTP to the same mail catcher `npm start`
 * runs, and the catcher's page shows the dealer's email with its ADF document and the shopper's
 * confirmation. The API relays all mail to this test's catcher, as `npm start` does (the operator's
 * mail relay): the dealer folder is used as it is.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const nissan = demoSite('harbour-city-nissan');

let dir: string;
let sink: Awaited<ReturnType<typeof startMailSink>>;
let api: PlatformServer;
let apiUrl: string;

test.beforeAll(async () => {
  // Starts a server: sized for a cold 2-core machine.
  test.setTimeout(60_000);
  test.skip(!nissan?.apiBaseUrl, 'harbour-city-nissan is not built with a platform API');
  dir = mkdtempSync(join(tmpdir(), 'lead-delivery-e2e-'));
  sink = await startMailSink({ dir: join(dir, 'mail'), smtpPort: 0, httpPort: 0 });
  const tenantDir = join(dir, 'tenants', 'harbour-city-nissan');
  cpSync(join(ROOT, 'tenants', 'harbour-city-nissan', 'site.json'), join(tenantDir, 'site.json'));
  cpSync(join(ROOT, 'tenants', 'harbour-city-nissan', 'data'), join(tenantDir, 'data'), { recursive: true });
  api = await createPlatformServer({
    dbPath: join(dir, 'platform.sqlite'),
    tenantsDir: join(dir, 'tenants'),
    allowedOrigins: { '*': [nissan!.origin] },
    leadDelivery: { pollMs: 50, backoff: { baseMs: 200, maxMs: 1_000 } },
    outbound: { mailRelay: { host: '127.0.0.1', port: sink.smtpPort } },
    log: () => {},
    logger: createLogger(undefined, 'silent'),
  });
  apiUrl = (await api.listen(0, '127.0.0.1')).url;
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await api?.close();
  await sink?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The site's API calls go to this test's API (with its own mail catcher). */
async function toTestApi(page: Page): Promise<void> {
  const base = nissan!.apiBaseUrl!.replace(/\/+$/, '');
  await page.route(
    (url) => url.href.startsWith(`${base}/`) && isPlatformApiPath(url.pathname),
    async (route) => route.fulfill({ response: await route.fetch({ url: route.request().url().replace(base, apiUrl) }) }),
  );
}

test('a service enquiry sent from the site is emailed to the service team with its ADF, and the shopper gets a confirmation', async ({ page }) => {
  await toTestApi(page);

  await page.goto(`${nissan!.origin}/enquire`);
  // Lead forms hydrate on the shopper's first touch (client:interaction), as a shopper reaching for a field.
  await page.locator('.lead-form').first().hover();
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Servicebooker');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
  await page.getByRole('combobox', { name: 'Enquiry type' }).selectOption('Service Enquiry');
  await page.getByRole('textbox', { name: 'Message' }).fill('My Navara needs its 60,000 km service.');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/success/);

  // What the dealer sees: the catcher's list, then the message itself.
  await expect(async () => {
    await page.goto(sink.url);
    await expect(page.getByRole('row').filter({ hasText: 'service@harbourcitynissan.example' })).toContainText(
      'New service lead: Sam Servicebooker — Service Enquiry',
    );
    await expect(page.getByRole('row').filter({ hasText: 'sam@example.com' })).toContainText('We have your enquiry — Harbour City Nissan');
  }).toPass({ timeout: 20_000 });
  await page.getByRole('link', { name: 'New service lead: Sam Servicebooker — Service Enquiry' }).click();
  await expect(page.locator('pre').first()).toContainText('Message: My Navara needs its 60,000 km service.');
  await expect(page.getByRole('heading', { name: /\.adf\.xml$/ })).toBeVisible();
  await expect(page.locator('pre').nth(1)).toContainText('<name part="full">Sam Servicebooker</name>');
  await expect(page.locator('pre').nth(1)).toContainText('<vendorname>Harbour City Nissan</vendorname>');
});

test('a careers enquiry goes to the careers inbox, not to sales, and the dealer sees the marketing consent', async ({ page }) => {
  await toTestApi(page);
  await page.goto(`${nissan!.origin}/enquire`);
  await page.locator('.lead-form').first().hover();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Jobseeker');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 679');
  await page.getByRole('combobox', { name: 'Enquiry type' }).selectOption('Careers Enquiry');
  await page.getByRole('textbox', { name: 'Message' }).fill('I would like to apply for the sales consultant role.');
  await page.getByRole('checkbox', { name: 'Keep me up to date with offers and news' }).check();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/success/);

  await expect(async () => {
    await page.goto(sink.url);
    await expect(page.getByRole('row').filter({ hasText: 'careers@harbourcitynissan.example' })).toContainText(
      'New careers lead: Jo Jobseeker — General Enquiry',
    );
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: 'sales@harbourcitynissan.example' }).filter({ hasText: 'Jo Jobseeker' })).toHaveCount(0);
  await page.getByRole('link', { name: 'New careers lead: Jo Jobseeker — General Enquiry' }).click();
  await expect(page.locator('pre').first()).toContainText('Lead: careers — General Enquiry / Career Enquiry');
  await expect(page.locator('pre').first()).toContainText('Marketing consent: Yes — opted in to offers and news');
  await expect(page.locator('pre').nth(1)).toContainText('Marketing consent: Yes — opted in to offers and news');
});
