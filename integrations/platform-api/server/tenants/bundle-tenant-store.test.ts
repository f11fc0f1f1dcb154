import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COASTAL, DEMO, FIXTURE_TENANTS_DIR, newKey, postJson, SERVER_START_TIMEOUT_MS, startTestServer, validLead } from '../../test-fixtures/start-test-server.ts';
import { scrapeMetrics } from '../../test-fixtures/metrics-scrape.ts';
import { createBundleTenantStore } from './bundle-tenant-store.ts';
import { bundleOfFolder, PLATFORM_BUNDLE_NAME, type PlatformBundle } from './platform-bundle.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const NOW = new Date('2026-03-02T00:00:00Z');

/** A publish target root holding the fixture dealers' bundles, as the publish step writes them. */
function publishedBundles(): { dir: string; write(slug: string, body: string): void; bundle(slug: string): PlatformBundle } {
  const dir = mkdtempSync(join(tmpdir(), 'dealer-bundles-'));
  dirs.push(dir);
  const write = (slug: string, body: string) => {
    mkdirSync(join(dir, slug), { recursive: true });
    writeFileSync(join(dir, slug, PLATFORM_BUNDLE_NAME), body);
  };
  for (const slug of ['demo-motors', 'coastal-cars']) write(slug, JSON.stringify(bundleOfFolder(join(FIXTURE_TENANTS_DIR, slug), slug, NOW)));
  return { dir, write, bundle: (slug) => JSON.parse(readFileSync(join(dir, slug, PLATFORM_BUNDLE_NAME), 'utf8')) as PlatformBundle };
}

/** The demo dealer's bundle with a new name and only its first car: settings and stock both changed. */
function changedDemo(): string {
  const demo = join(FIXTURE_TENANTS_DIR, 'demo-motors');
  const fresh = bundleOfFolder(demo, 'demo-motors', new Date('2026-03-03T00:00:00Z'));
  const stock = fresh.stock as { vehicles: unknown[] };
  const site = { ...(fresh.site as Record<string, unknown>), name: 'Demo Motors Renamed' };
  const content = { ...fresh, site, stock: { ...stock, vehicles: stock.vehicles.slice(0, 1) } };
  // Rebuilt through the writer so the hash covers the new content.
  const dir = mkdtempSync(join(tmpdir(), 'changed-demo-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'data'));
  writeFileSync(join(dir, 'site.json'), JSON.stringify(content.site));
  writeFileSync(join(dir, 'data', 'stock.json'), JSON.stringify(content.stock));
  writeFileSync(join(dir, 'data', 'locations.json'), readFileSync(join(demo, 'data', 'locations.json')));
  return JSON.stringify(bundleOfFolder(dir, 'demo-motors', new Date('2026-03-03T00:00:00Z')));
}

describe('dealers from platform bundles', () => {
  it('serves each dealer from its bundle: settings, stock (bad cars skipped with a warning), locations', () => {
    const bundles = publishedBundles();
    const warnings: string[] = [];
    const store = createBundleTenantStore(bundles.dir, { warn: (message) => warnings.push(message) });
    const demo = store.byWebsiteId(DEMO.websiteId)!;
    expect(demo.site).toMatchObject({ slug: 'demo-motors', timeZone: 'Australia/Brisbane', features: { reserve: true } });
    expect(store.stock(demo).vehicles.map((vehicle) => vehicle.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(warnings.some((warning) => warning.includes('vehicles[4] skipped'))).toBe(true);
    expect(store.locations(demo).length).toBeGreaterThan(0);
    expect(store.byWebsiteId(COASTAL.websiteId)?.site.name).toBe('Coastal Cars');
    expect(store.all()).toHaveLength(2);
  });

  it('a half-written bundle is refused with why, and the previous one stays served until a whole one arrives', () => {
    const bundles = publishedBundles();
    const warnings: string[] = [];
    let refused = 0;
    const store = createBundleTenantStore(bundles.dir, { warn: (message) => warnings.push(message), onRefused: () => (refused += 1), clock: () => 0 });
    const next = changedDemo();

    bundles.write('demo-motors', next.slice(0, Math.floor(next.length / 2)));
    const [why] = store.reload();
    expect(why).toMatch(/demo-motors\/platform-bundle\.json refused: not JSON \(cut short\?\).*keeping the bundle generated 2026-03-02T00:00:00.000Z/);
    expect(warnings).toContain(why);
    expect(refused).toBe(1);
    expect(store.byWebsiteId(DEMO.websiteId)?.site.name).toBe('Demo Motors');
    expect(store.stock(store.byWebsiteId(DEMO.websiteId)!).vehicles).toHaveLength(4);
    // The same broken file is not read nor told again.
    expect(store.reload()).toEqual([]);

    bundles.write('demo-motors', next);
    expect(store.reload()).toEqual([]);
    expect(store.byWebsiteId(DEMO.websiteId)?.site.name).toBe('Demo Motors Renamed');
    expect(store.stock(store.byWebsiteId(DEMO.websiteId)!).vehicles.map((vehicle) => vehicle.id)).toEqual([1001]);
  });

  it('refuses a whole file whose content does not match its hash, or that breaks the schema, keeping the previous', () => {
    const bundles = publishedBundles();
    const store = createBundleTenantStore(bundles.dir, { warn: () => {}, clock: () => 0 });
    const edited = bundles.bundle('coastal-cars');
    (edited.stock as { vehicles: unknown[] }).vehicles = [];
    bundles.write('coastal-cars', JSON.stringify(edited));
    expect(store.reload()).toEqual([expect.stringContaining('sha256 does not match its content (incomplete or edited copy); keeping the bundle')]);
    expect(store.stock(store.byWebsiteId(COASTAL.websiteId)!).vehicles).toHaveLength(1);

    const wrongFormat = { ...bundles.bundle('coastal-cars'), format: 2 };
    bundles.write('coastal-cars', JSON.stringify(wrongFormat));
    expect(store.reload()).toEqual([expect.stringContaining('not a platform bundle')]);
    expect(store.byWebsiteId(COASTAL.websiteId)?.site.name).toBe('Coastal Cars');
  });

  it('swaps atomically: settings and stock change together, and one bad bundle does not hold back the others', () => {
    const bundles = publishedBundles();
    const store = createBundleTenantStore(bundles.dir, { warn: () => {}, clock: () => 0 });
    const view = () => {
      const demo = store.byWebsiteId(DEMO.websiteId)!;
      return { name: demo.site.name, cars: store.stock(demo).vehicles.length, coastal: store.byWebsiteId(COASTAL.websiteId)?.site.name };
    };
    bundles.write('demo-motors', changedDemo());
    bundles.write('coastal-cars', '{"format": 1, "slug": "coastal-ca');
    // Written, not yet read: the old set, whole.
    expect(view()).toEqual({ name: 'Demo Motors', cars: 4, coastal: 'Coastal Cars' });
    expect(store.reload()).toHaveLength(1);
    expect(view()).toEqual({ name: 'Demo Motors Renamed', cars: 1, coastal: 'Coastal Cars' });
  });

  it('a dealer whose first bundle is bad is not served (and said so); a bundle claiming a served id is refused', () => {
    const bundles = publishedBundles();
    bundles.write('late-dealer', '{');
    const impostor = { ...bundles.bundle('coastal-cars') };
    const warnings: string[] = [];
    const store = createBundleTenantStore(bundles.dir, { warn: (message) => warnings.push(message), clock: () => 0 });
    expect(warnings.filter((warning) => warning.includes('late-dealer'))).toEqual([
      expect.stringMatching(/late-dealer.*refused: not JSON.*the dealer is not served until it reads/),
    ]);
    expect(store.all()).toHaveLength(2);

    const site = { ...(impostor.site as Record<string, unknown>), slug: 'impostor', url: 'https://impostor.example' };
    const dir = mkdtempSync(join(tmpdir(), 'impostor-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
    bundles.write('impostor', JSON.stringify(bundleOfFolder(dir, 'impostor', NOW)));
    expect(store.reload()).toEqual([expect.stringContaining('claims dealer id "202"')]);
    expect(store.byWebsiteId(COASTAL.websiteId)?.site.slug).toBe('coastal-cars');
  });
});

describe('a server with --dealers-from', () => {
  it('takes leads for bundle dealers; a refused bundle is logged and counted, the dealer stays served', async () => {
    const bundles = publishedBundles();
    const t = await startTestServer({ dealersFrom: bundles.dir });
    try {
      const lead = await postJson(t.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': newKey('bundle') });
      expect(lead.status).toBe(201);
      expect((await fetch(`${t.baseUrl}/api/ready`)).status).toBe(200);

      bundles.write('coastal-cars', '{"format": 1');
      expect(t.server.tenants.reload?.()).toHaveLength(1);
      expect(t.logs.some((line) => line.includes('coastal-cars/platform-bundle.json refused'))).toBe(true);
      const metrics = await scrapeMetrics(t.baseUrl);
      expect(metrics.value('forecourt_dealer_bundle_refusals_total')).toBe(1);
      expect(metrics.value('forecourt_dealers_loaded')).toBe(2);
      const coastal = await postJson(t.baseUrl, '/api/leads', validLead({ website_id: COASTAL.websiteId, car_id: 2001 }), { 'Idempotency-Key': newKey('bundle'), Origin: COASTAL.origin });
      expect(coastal.status).toBe(201);
    } finally {
      await t.close();
    }
  }, SERVER_START_TIMEOUT_MS);
});
