import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishDealer, RefusedSnapshotError } from '../../scripts/publish/publish-dealer.ts';
import { decodeStockSnapshot } from '../../src/search/stock-snapshot.ts';
import { simulateStockChange } from '../../scripts/publish/simulate-stock-change.ts';
import { directoryTarget } from '../../scripts/publish/targets/directory-target.ts';
import { createBundleTenantStore } from '../../integrations/platform-api/server/tenants/bundle-tenant-store.ts';
import { createTenantStore } from '../../integrations/platform-api/server/tenants/tenant-store.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'tests/fixtures/tenants/mini-motors');
const BUILD_TIMEOUT_MS = 300_000;
const work = mkdtempSync(join(tmpdir(), 'stock-update-'));
const tenantsDir = join(work, 'tenants');
const liveDir = join(work, 'live');
// The dealer's private state target: one folder per dealer under <work>/state, what --dealers-from reads.
const stateRoot = join(work, 'state');
const stateDir = join(stateRoot, 'mini-motors');
const place = { site: directoryTarget(liveDir), state: directoryTarget(stateDir) };
const stockFile = join(tenantsDir, 'mini-motors/data/stock.json');
// The report is not what these tests read; a build error still shows.
const quiet = { log: () => {}, warn: () => {}, error: console.error };

/** Every file of a folder with its content hash: equal trees compare equal. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

function feed(name: string, body: unknown): string {
  const file = join(work, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
}

const original = JSON.parse(readFileSync(join(FIXTURE, 'data/stock.json'), 'utf8')) as { vehicles: Array<Record<string, unknown>> };

/** A VIN per car id (the fixture has none; the Google feed advertises only cars with one). */
const vinOf = (id: unknown) => `JM1NDAM70R0${String(id).padStart(6, '0')}`;

beforeAll(async () => {
  cpSync(FIXTURE, join(tenantsDir, 'mini-motors'), { recursive: true });
  // The Google vehicle listings feed on, so a stock change is seen to reach it.
  const siteFile = join(tenantsDir, 'mini-motors/site.json');
  writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(readFileSync(siteFile, 'utf8')), feeds: { googleVehicleListings: { enabled: true } } }));
  await publishDealer({ slug: 'mini-motors', tenantsDir, place, from: feed('first.json', original), log: quiet });
}, BUILD_TIMEOUT_MS);

describe('a refused snapshot', () => {
  const cases: Array<[string, unknown, RegExp]> = [
    ['not a snapshot at all', [{ id: 1 }], /not a stock snapshot/],
    ['empty when the live site has cars', { vehicles: [] }, /holds no vehicles, the live site has 6/],
    ['mostly invalid records', { vehicles: original.vehicles.map((v, i) => (i < 4 ? { ...v, price: 'call us' } : v)) }, /5 of 7 vehicle records are invalid/],
  ];

  it.each(cases)(
    '(%s) leaves the live site and the dealer folder byte-for-byte unchanged',
    async (_name, body, message) => {
      const liveBefore = tree(liveDir);
      const folderBefore = readFileSync(stockFile);
      const attempt = publishDealer({
        slug: 'mini-motors',
        tenantsDir,
        place,
        from: feed('bad.json', body),
        rules: { maxInvalidShare: 0.2, emptyRefusedAbove: 5 },
        log: quiet,
      });
      await expect(attempt).rejects.toBeInstanceOf(RefusedSnapshotError);
      await expect(attempt).rejects.toThrow(message);
      expect(tree(liveDir)).toEqual(liveBefore);
      expect(readFileSync(stockFile)).toEqual(folderBefore);
    },
    60_000,
  );

  it('makes the command exit non-zero with the reason', async () => {
    const run = promisify(execFile);
    const failure = await run(
      process.execPath,
      [
        join(ROOT, 'scripts/stock-update.ts'),
        '--tenant',
        'mini-motors',
        '--tenants-dir',
        tenantsDir,
        '--from',
        feed('shape.json', { cars: [] }),
        '--target',
        `dir:${liveDir}`,
        '--state',
        `dir:${stateRoot}/{slug}`,
      ],
      { cwd: ROOT },
    ).catch((e: { code: number; stderr: string }) => e);
    expect('code' in failure && failure.code).toBe(3);
    expect('stderr' in failure && failure.stderr).toMatch(/snapshot refused: .*not a stock snapshot.*\n.*live site is unchanged/);
  }, 60_000);
});

describe('an accepted stock change', () => {
  const change = simulateStockChange(original, { add: 1, sell: 1, reprice: 1 }, new Date('2026-11-21T02:00:00Z'), (car) => ({
    ...car,
    model: 'MX-5',
    name: '2024 Mazda MX-5 Roadster',
  }));
  for (const car of change.stock.vehicles as Array<Record<string, unknown>>) car['vin'] = vinOf(car['id']);
  let report: Awaited<ReturnType<typeof publishDealer>>['report'];

  beforeAll(async () => {
    ({ report } = await publishDealer({ slug: 'mini-motors', tenantsDir, place, from: feed('change.json', change.stock), log: quiet }));
  }, BUILD_TIMEOUT_MS);

  it('reports the change against the live snapshot', () => {
    expect(report.added.map((v) => v.name)).toEqual(['2024 Mazda MX-5 Roadster']);
    expect(report.sold.map((v) => v.id)).toEqual([change.sold[0]!['id']]);
    expect(report.priceChanges).toEqual([expect.objectContaining({ id: change.repriced[0]!['id'], from: 32990, to: 31990 })]);
    const kept = JSON.parse(readFileSync(join(stateDir, 'change-report.json'), 'utf8'));
    expect(kept.added).toEqual(report.added);
  });

  it('publishes the inventory feed of the new stock: the new car in, the sold one out, the new price', () => {
    const feed = readFileSync(join(liveDir, 'feeds/google-vehicle-listings.csv'), 'utf8');
    expect(feed).toContain(vinOf(change.added[0]!['id']));
    expect(feed).not.toContain(vinOf(change.sold[0]!['id']));
    const repriced = feed.split('\r\n').find((line) => line.includes(vinOf(change.repriced[0]!['id'])));
    expect(repriced).toContain('31990 AUD');
  });

  it('publishes the new car page and the folder now holds the new snapshot', () => {
    const slug = String(change.added[0]!['slug']);
    expect(readFileSync(join(liveDir, 'cars', slug, 'index.html'), 'utf8')).toContain('Mazda MX-5 Roadster');
    expect(JSON.parse(readFileSync(stockFile, 'utf8')).vehicles).toHaveLength(original.vehicles.length + 1);
    const live = JSON.parse(readFileSync(join(stateDir, 'snapshot.json'), 'utf8'));
    expect(live.vehicles.map((v: { id: number }) => v.id)).toContain(change.added[0]!['id']);
  });

  it('keeps the publish state out of the public site: no snapshot, bundle or change report a shopper can fetch', () => {
    for (const name of ['snapshot.json', 'platform-bundle.json', 'change-report.json']) {
      expect(existsSync(join(stateDir, name)), name).toBe(true);
      expect(existsSync(join(liveDir, '_forecourt', name)), name).toBe(false);
    }
  });

  it('publishes the platform bundle the API serves the dealer from (--dealers-from): the new stock with the site', () => {
    // The dealer's state target is <work>/state/mini-motors: a directory of them is what --dealers-from reads.
    const warnings: string[] = [];
    const dealers = createBundleTenantStore(stateRoot, { warn: (message) => warnings.push(message) });
    const dealer = dealers.all().find((tenant) => tenant.site.slug === 'mini-motors');
    expect(dealer, warnings.join('\n')).toBeDefined();
    expect(dealers.stock(dealer!).vehicles.map((vehicle) => vehicle.id)).toContain(change.added[0]!['id']);
    // Exactly what the API would read from the dealer's folder after the change.
    const folder = createTenantStore(tenantsDir, () => {});
    const fromFolder = folder.all().find((tenant) => tenant.site.slug === 'mini-motors')!;
    expect(dealers.stock(dealer!)).toEqual(folder.stock(fromFolder));
    expect(dealer!.site).toEqual(fromFolder.site);
    expect(dealers.locations(dealer!)).toEqual(folder.locations(fromFolder));
  });
});

describe('one clock for the whole publish', () => {
  // A car sold 3 days minus a minute before the clock: listed ("Just Sold") at that clock, gone a minute later.
  // The build, the search snapshot and the state the API reads must all say so; a second read of the clock
  // (or the system's, weeks after the fixture's) lists it in one and not the other.
  const clockAt = new Date('2026-11-21T02:00:00Z');
  const soldAt = Math.floor(clockAt.getTime() / 1000) - 3 * 86_400 + 60;
  const stock = { ...original, vehicles: original.vehicles.map((v) => (v['status'] === 'sold' ? { ...v, sold_date_timestamp: soldAt } : v)) };
  const soldId = Number(stock.vehicles.find((v) => v['status'] === 'sold')!['id']);

  it(
    'lists a car whose sold window ends during the build in the site, the search snapshot and the state alike',
    async () => {
      let reads = 0;
      // Each read of the clock is a minute later than the one before, as the wall clock moves during a build.
      const clock = () => new Date(clockAt.getTime() + 60_000 * reads++);
      await publishDealer({ slug: 'mini-motors', tenantsDir, place, from: feed('one-clock.json', stock), clock, log: quiet });
      expect(reads).toBe(1);
      const index = decodeStockSnapshot(JSON.parse(readFileSync(join(liveDir, 'search-index.json'), 'utf8')));
      expect(index.map((d) => d.id)).toContain(soldId);
      const live = JSON.parse(readFileSync(join(stateDir, 'snapshot.json'), 'utf8')) as {
        listedSlugs: string[];
        vehicles: Array<{ id: number; slug: string }>;
      };
      expect(live.listedSlugs).toContain(live.vehicles.find((v) => v.id === soldId)!.slug);
    },
    BUILD_TIMEOUT_MS,
  );
});
