import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createStaticServer } from '../../scripts/preview/static-server.ts';
import { FIXTURE_TENANTS } from '../support/build-dealers.ts';

/**
 * `npm run preview` builds with today's clock (docs/decisions/0007-time-on-the-shoppers-clock.md): an offer, a promo tile or a new-arrival tag
 * that had ended before the build is not in the built HTML at all, so a crawler or a visitor without
 * script never sees it, even though the dealer's stock snapshot is days older than the build.
 * The fixture's dates are written relative to the real today; the pages are read with script off.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const WORK = join(ROOT, '.build/build-date-e2e');
const SLUG = 'mini-motors';
const DAY = 86_400_000;
let server: Server;
let origin = '';

test.describe.configure({ mode: 'serial' });
test.use({ javaScriptEnabled: false });

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

test.beforeAll(() => {
  test.setTimeout(120_000);
  const now = Date.now();
  rmSync(WORK, { recursive: true, force: true });
  const tenant = join(WORK, 'tenants', SLUG);
  cpSync(join(ROOT, FIXTURE_TENANTS, SLUG), tenant, { recursive: true });
  mkdirSync(join(WORK, 'live'), { recursive: true });

  const site = JSON.parse(readFileSync(join(tenant, 'site.json'), 'utf8')) as Record<string, unknown>;
  site.experience = {
    promoTiles: [
      { id: 'ended', title: 'Ended promo tile', href: '/sell-your-car', expiry: new Date(now - DAY).toISOString(), positions: [1] },
      { id: 'running', title: 'Running promo tile', href: '/sell-your-car', positions: [2] },
    ],
  };
  writeFileSync(join(tenant, 'site.json'), JSON.stringify(site));

  const offer = (id: number, name: string, endsAt: string) => ({ id, name, starts_at: isoDay(now - 40 * DAY), ends_at: endsAt });
  // Two days back: over in every time zone. Both offers were running when the snapshot was read.
  writeFileSync(
    join(tenant, 'data/offers.json'),
    JSON.stringify([offer(1, 'Ended offer', isoDay(now - 2 * DAY)), offer(2, 'Running offer', isoDay(now + 30 * DAY))]),
  );

  // The snapshot was read 6 days ago: car 1 was 4 days old then (new) and is 10 days old today (past 8);
  // car 2 is 7 days old today, still new.
  const stockFile = join(tenant, 'data/stock.json');
  const stock = JSON.parse(readFileSync(stockFile, 'utf8')) as { generated_at: string; vehicles: Array<Record<string, unknown>> };
  stock.generated_at = new Date(now - 6 * DAY).toISOString();
  const created: Record<string, number> = { '2024-mazda-cx-5-maxx-1': 10, '2024-mazda-cx-5-maxx-2': 7 };
  for (const vehicle of stock.vehicles) {
    const days = created[String(vehicle.slug)];
    if (days !== undefined) vehicle.created_at = new Date(now - days * DAY).toISOString();
  }
  writeFileSync(stockFile, JSON.stringify(stock));

  // As a dealer runs it (npm run preview), without a clock of its own.
  execFileSync(
    process.execPath,
    [
      'scripts/preview.ts',
      '--tenant',
      SLUG,
      '--tenants-dir',
      join(WORK, 'tenants'),
      '--out',
      join(WORK, 'out'),
      '--live',
      `dir:${join(WORK, 'live')}`,
      // The live build's private state (docs/publishing.md): required beside a live site target.
      '--live-state',
      `dir:${join(WORK, 'live-state')}/{slug}`,
      '--no-serve',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
  );
});

test.beforeAll(async () => {
  server = createStaticServer(join(WORK, 'out', SLUG));
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((closed) => server?.close(closed));
});

test('an offer that ended before the build is not in the offers page, the home page or its own page', async ({ page }) => {
  await page.goto(`${origin}/special-offers`);
  await expect(page.getByRole('link', { name: 'Running offer' }).first()).toBeVisible();
  await expect(page.getByText('Ended offer')).toHaveCount(0);
  await page.goto(`${origin}/`);
  await expect(page.getByText('Running offer').first()).toBeVisible();
  await expect(page.getByText('Ended offer')).toHaveCount(0);
  expect((await page.goto(`${origin}/offers/1`))?.status()).toBe(404);
  expect((await page.goto(`${origin}/offers/2`))?.status()).toBe(200);
});

test('a promo tile past its expiry and a new-arrival tag past 8 days are not in the search page', async ({ page }) => {
  await page.goto(`${origin}/search`);
  await expect(page.getByText('Running promo tile')).toBeVisible();
  await expect(page.getByText('Ended promo tile')).toHaveCount(0);
  const card = (slug: string) => page.getByTestId('vehicle-card').filter({ has: page.locator(`a[href="/cars/${slug}"]`) });
  await expect(card('2024-mazda-cx-5-maxx-2').locator('.vehicle-card__tag')).toHaveText('New');
  await expect(card('2024-mazda-cx-5-maxx-1')).toHaveCount(1);
  await expect(card('2024-mazda-cx-5-maxx-1').locator('.vehicle-card__tag')).toHaveCount(0);
});
