import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startPreparedSite } from '../support/prepared-site.ts';
import { searchLive } from '../support/islands.ts';

/**
 * A stock change, end to end: the mini-motors fixture dealer is published to a directory target,
 * then a new snapshot (one car sold, one re-priced, one new) goes through the stock-change pipeline;
 * the published folder is served like a CDN origin and checked in Chromium.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const WORK = join(ROOT, '.build/e2e-stock');
interface Car {
  slug: string;
  name: string;
  price: number;
}
type Change = { siteDir: string; stateDir: string; added: Car; sold: Car; repriced: Car };
let change: Change;
let origin = '';
let close = () => Promise.resolve();
const aud = (n: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }).format(n);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000); // two cold builds of a small dealer on a shared 2-core machine
  ({ result: change, origin, close } = await startPreparedSite<Change>('scripts/test/prepare-stock-change-site.ts', WORK, 'change.json', (c) => c.siteDir));
});

test.afterAll(() => close());

test('a car sold in the feed shows as sold on its page', async ({ page }) => {
  await page.goto(`${origin}/cars/${change.sold.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(change.sold.name);
  await expect(page.getByTestId('vehicle-sold')).toContainText('SOLD');
});

test('a re-priced car shows its new price', async ({ page }) => {
  await page.goto(`${origin}/cars/${change.repriced.slug}`);
  // `price` is the new one (the simulated feed took $1,000 off)
  await expect(page.getByTestId('vehicle-price')).toContainText(aud(change.repriced.price));
  await expect(page.getByTestId('vehicle-price')).not.toContainText(aud(change.repriced.price + 1000));
});

test('a new car is found by search and opens its page', async ({ page }) => {
  await page.goto(`${origin}/search`);
  await searchLive(page);
  await page.getByPlaceholder(/by make, model or keyword/).fill('roadster');
  await page.getByPlaceholder(/by make, model or keyword/).press('Enter');
  await expect(page).toHaveURL(/[?&]query=roadster/);
  await expect(page.getByTestId('result-count')).toHaveText(/^1 car found$/);
  await page
    .getByRole('link', { name: new RegExp(change.added.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/cars/${change.added.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(change.added.name);
});

test('the change report is kept in the private state, and the public site serves no publish state', async ({ request }) => {
  const report = JSON.parse(readFileSync(join(change.stateDir, 'mini-motors/change-report.json'), 'utf8')) as {
    added: Car[];
    sold: Car[];
    priceChanges: Array<{ to: number }>;
  };
  expect(report.added.map((c) => c.slug)).toEqual([change.added.slug]);
  expect(report.sold.map((c) => c.slug)).toEqual([change.sold.slug]);
  expect(report.priceChanges.map((c) => c.to)).toEqual([change.repriced.price]);
  // The live snapshot and the platform bundle carry the dealer's lead routing: a shopper gets none of it.
  for (const file of ['snapshot.json', 'platform-bundle.json', 'change-report.json']) {
    expect((await request.get(`${origin}/_forecourt/${file}`)).status(), file).toBe(404);
  }
});
