import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createStaticServer } from '../../scripts/preview/static-server.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { buildDealers, FIXTURE_TENANTS } from '../support/build-dealers.ts';
import { searchLive } from '../support/islands.ts';

/**
 * A dealer configured for Meilisearch whose host is dead (tests/fixtures/tenants/meili-dead-host):
 * the search page must fall back to the embedded snapshot, say so discreetly, and keep working.
 * The fixture is built outside dist/ (so it never shifts the demo dealers' ports) and served here.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, '.build/e2e-sites');
const SITE = join(OUT, 'meili-dead-host');
const DEAD_HOST = 'https://search.meili-dead-host.invalid';

let server: Server;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!existsSync(join(SITE, 'search/index.html'))) {
    buildDealers(FIXTURE_TENANTS, ['meili-dead-host'], OUT);
  }
  server = createStaticServer(SITE);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((closed) => server?.close(closed));
});

test('a dead Meilisearch host falls back to the embedded snapshot and says so', async ({ page }) => {
  const health = watchPageHealth(page);
  const asked: string[] = [];
  await page.route(`${DEAD_HOST}/**`, (route) => {
    asked.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await page.goto(`${origin}/search`);
  await searchLive(page);
  await expect(page.getByTestId('result-count')).toHaveText('12 cars found');
  await expect(page.getByTestId('search-fallback-notice')).toHaveCount(0);

  await page
    .getByTestId('refinement-make')
    .getByRole('checkbox', { name: /^Toyota \(\d+\)$/ })
    .check();
  await expect(page.getByTestId('result-count')).toHaveText('4 cars found');
  await expect(page.getByTestId('search-fallback-notice')).toContainText('Live search is unavailable right now');
  expect(asked.some((url) => url.endsWith('/multi-search'))).toBe(true);

  // Later searches go straight to the snapshot: no second wait on the dead host.
  const before = asked.length;
  await page
    .getByTestId('refinement-body')
    .getByRole('checkbox', { name: /^Ute \(\d+\)$/ })
    .check();
  await expect(page.getByTestId('result-count')).toHaveText('1 car found');
  expect(asked.length).toBe(before);
  await expect(page).toHaveURL(/make=Toyota&body=ute/);

  // The aborted requests are the point of the test; anything else is a real problem.
  const problems = health.problems().filter((p) => !p.includes(DEAD_HOST) && !/Failed to load resource: net::ERR_CONNECTION_REFUSED/.test(p));
  expect(problems).toEqual([]);
});
