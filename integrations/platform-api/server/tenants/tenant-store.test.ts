import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../test-fixtures/start-test-server.ts';
import { createTenantStore } from './tenant-store.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function copyOfFixtures(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  dirs.push(dir);
  cpSync(FIXTURE_TENANTS_DIR, dir, { recursive: true });
  return dir;
}

describe('tenant store', () => {
  it('finds dealers by website id and reads their stock, skipping bad records with a warning', () => {
    const warnings: string[] = [];
    const store = createTenantStore(FIXTURE_TENANTS_DIR, (message) => warnings.push(message));
    const demo = store.byWebsiteId(101)!;
    expect(demo.site).toMatchObject({ slug: 'demo-motors', timeZone: 'Australia/Brisbane', features: { reserve: true } });
    expect(store.stock(demo).vehicles.map((vehicle) => vehicle.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(warnings.some((warning) => warning.includes('vehicles[4] skipped'))).toBe(true);
    expect(store.vehicleBySlug(store.byWebsiteId(202)!, '2021-toyota-corolla-ascent-sport')?.id).toBe(2001);
    expect(store.byWebsiteId(999)).toBeUndefined();
  });

  it('reads a changed stock file without a restart, and survives a broken one', () => {
    const dir = copyOfFixtures();
    const warnings: string[] = [];
    const store = createTenantStore(dir, (message) => warnings.push(message));
    const coastal = store.byWebsiteId(202)!;
    expect(store.stock(coastal).vehicles).toHaveLength(1);

    const stockPath = join(dir, 'coastal-cars', 'data', 'stock.json');
    writeFileSync(stockPath, '{"vehicles": [');
    utimesSync(stockPath, new Date(), new Date(Date.now() + 5_000));
    expect(store.stock(coastal).vehicles).toEqual([]);
    expect(warnings.at(-1)).toContain('unreadable');

    writeFileSync(stockPath, JSON.stringify({ vehicles: [] }));
    utimesSync(stockPath, new Date(), new Date(Date.now() + 10_000));
    expect(store.stock(coastal).vehicles).toEqual([]);
  });

  it('skips folders without a valid site.json, and finds dealers added later', async () => {
    const dir = copyOfFixtures();
    mkdirSync(join(dir, 'half-made'));
    writeFileSync(join(dir, 'half-made', 'site.json'), '{"id": "nope"}');
    const warnings: string[] = [];
    let clock = 0;
    const store = createTenantStore(dir, (message) => warnings.push(message), () => clock);
    expect(store.all()).toHaveLength(2);
    expect(warnings.some((warning) => warning.includes('half-made'))).toBe(true);

    mkdirSync(join(dir, 'late-dealer'));
    writeFileSync(join(dir, 'late-dealer', 'site.json'), JSON.stringify({ id: 303, slug: 'late-dealer', name: 'Late', url: 'https://late.example' }));
    expect(store.byWebsiteId(303), 'a miss rescans at most once a second').toBeUndefined();
    clock += 1_001;
    expect(store.byWebsiteId(303)?.site.name).toBe('Late');
    expect(store.stock(store.byWebsiteId(303)!).vehicles).toEqual([]);
  });
});
