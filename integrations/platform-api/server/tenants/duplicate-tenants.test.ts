import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, FIXTURE_TENANTS_DIR, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { createTenantStore } from './tenant-store.ts';

/**
 * The API applies the build's rule (src/tenant/duplicate-dealers.ts): a folder claiming a dealer that
 * another folder had first is refused, naming both; every other dealer is served, also while it runs.
 */

const dirs: string[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tenantsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'duplicate-dealers-'));
  dirs.push(dir);
  cpSync(FIXTURE_TENANTS_DIR, dir, { recursive: true });
  return dir;
}

/** A copy of coastal-cars under another folder name, as its own dealer unless `overrides` reuse another's identity. */
function addDealer(dir: string, folder: string, overrides: Record<string, unknown>): void {
  cpSync(join(FIXTURE_TENANTS_DIR, 'coastal-cars'), join(dir, folder), { recursive: true });
  const site = JSON.parse(readFileSync(join(dir, folder, 'site.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(dir, folder, 'site.json'), JSON.stringify({ ...site, id: 303, slug: folder, url: `https://${folder}.example`, ...overrides }));
}

async function start(dir: string): Promise<TestServer> {
  const server = await startTestServer({ tenantsDir: dir });
  servers.push(server);
  return server;
}

/** Whether the API serves a website: a signed-out session check answers 401 for a known one, 400 "unknown website" otherwise. */
const serves = async (server: TestServer, websiteId: number) => (await fetch(`${server.baseUrl}/api/session?website_id=${websiteId}`)).status === 401;

describe('two folders claiming one dealer', () => {
  it('serves the first and refuses the newcomer at start, naming both folders', { timeout: SERVER_START_TIMEOUT_MS }, async () => {
    const dir = tenantsCopy();
    addDealer(dir, 'impostor', { id: DEMO.websiteId });
    const server = await start(dir);
    expect(server.logs.join('\n')).toContain(`${join(dir, 'impostor')} claims dealer id "101", which ${join(dir, 'demo-motors')} already has`);
    expect(await serves(server, DEMO.websiteId)).toBe(true);
    expect(await serves(server, 202)).toBe(true);
  });

  it('while running: a newcomer copying a served dealer is refused, and a new dealer added beside it is served', () => {
    const dir = tenantsCopy();
    const logs: string[] = [];
    let clock = 0;
    const store = createTenantStore(dir, (message) => logs.push(message), () => clock);
    expect(store.byWebsiteId(DEMO.websiteId)?.dir).toBe(join(dir, 'demo-motors'));
    // "aaa-…" comes first by name: being served already is what keeps demo-motors its dealer.
    addDealer(dir, 'aaa-impostor', { id: DEMO.websiteId });
    addDealer(dir, 'new-motors', { id: 404 });
    clock += 1_001;
    expect(store.byWebsiteId(404)?.site.slug).toBe('new-motors');
    expect(store.byWebsiteId(DEMO.websiteId)?.dir).toBe(join(dir, 'demo-motors'));
    expect(logs).toEqual([`platform-api: ${join(dir, 'aaa-impostor')} claims dealer id "101", which ${join(dir, 'demo-motors')} already has: ${join(dir, 'aaa-impostor')} is refused until it has its own id; ${join(dir, 'demo-motors')} carries on as before (docs/security.md "Dealer folders")`]);
    // Said once, not again at every rescan.
    clock += 1_001;
    expect(store.byWebsiteId(999)).toBeUndefined();
    expect(logs).toHaveLength(1);
  });

  it('refuses a reused slug or site origin the same way', { timeout: SERVER_START_TIMEOUT_MS }, async () => {
    const dir = tenantsCopy();
    addDealer(dir, 'slug-copy', { slug: 'demo-motors' });
    addDealer(dir, 'origin-copy', { id: 505, url: 'https://DEMO-motors.example.com.au/other' });
    const server = await start(dir);
    const logs = server.logs.join('\n');
    expect(logs).toContain(`claims dealer slug "demo-motors", which ${join(dir, 'demo-motors')} already has`);
    expect(logs).toContain(`claims dealer origin "https://demo-motors.example.com.au", which ${join(dir, 'demo-motors')} already has`);
    expect(await serves(server, 505)).toBe(false);
    expect(await serves(server, DEMO.websiteId)).toBe(true);
  });
});
