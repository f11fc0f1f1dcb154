import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../test-fixtures/start-test-server.ts';
import { createTenantStore } from './tenant-store.ts';
import { warmDealers } from './warm-dealers.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Whole seconds: the mtime is set back exactly after an overwrite.
const STAMP = 1_700_000_000;

/** Overwrites a file but keeps its mtime: a store that already parsed it has no reason to read it again. */
function replaceUnseen(path: string, body: string): void {
  writeFileSync(path, body);
  utimesSync(path, STAMP, STAMP);
}

describe('warming the dealers before traffic', () => {
  it('parses every dealer stock up front, so a request later reads the cache, not the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warm-dealers-'));
    dirs.push(dir);
    cpSync(FIXTURE_TENANTS_DIR, dir, { recursive: true });
    const stockPath = join(dir, 'coastal-cars', 'data', 'stock.json');
    utimesSync(stockPath, STAMP, STAMP);
    const store = createTenantStore(dir, () => {});
    let tick = 0;
    const warmed = warmDealers(store, () => (tick += 7));
    // Had the stock not been parsed during warming, the first request would read this broken file.
    replaceUnseen(stockPath, '{"vehicles": [');
    expect(store.stock(store.byWebsiteId(202)!).vehicles.map((vehicle) => vehicle.id)).toEqual([2001]);
    expect(warmed.dealers).toBe(store.all().length);
    expect(warmed.vehicles).toBe(store.all().reduce((sum, tenant) => sum + store.stock(tenant).vehicles.length, 0));
    expect(warmed.ms).toBe(7);

  });
});
