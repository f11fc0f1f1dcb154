import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createStaticServer } from '../../scripts/preview/static-server.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { buildDealers, FIXTURE_TENANTS } from '../support/build-dealers.ts';

/**
 * A dealer with no platform API (tests/fixtures/tenants/mini-motors: `integrations.platformApi.baseUrl`
 * left null) hides every API-backed part cleanly: no views, gauge, delivery or PDF, no failed request.
 * Built outside dist/ so the demo dealers' ports never shift, and served here.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, '.build/e2e-sites');
let server: Server;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  buildDealers(FIXTURE_TENANTS, ['mini-motors'], OUT);
  server = createStaticServer(join(OUT, 'mini-motors'));
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((closed) => server?.close(closed));
});

test('a vehicle page shows no API parts and makes no failing request', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto(`${origin}/cars/2024-mazda-cx-5-maxx-2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2024 Mazda CX-5 Maxx 2');
  await expect(page.getByTestId('vehicle-price')).toContainText('$32,990');
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('price-gauge')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Delivery estimate' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Print PDF' })).toHaveCount(0);
  await expect(page.locator('[data-views]')).toHaveCount(0);
  await expect(page.getByTestId('watchlist-button')).toHaveCount(0);
  expect(health.problems()).toEqual([]);
});

test('the malformed stock record is skipped and every valid car has its page', async ({ page }) => {
  for (const slug of ['2024-mazda-cx-5-maxx-1', '2024-mazda-cx-5-maxx-6']) {
    const response = await page.goto(`${origin}/cars/${slug}`);
    expect(response?.status()).toBe(200);
  }
  expect((await page.goto(`${origin}/cars/bad`))?.status()).toBe(404);
});
