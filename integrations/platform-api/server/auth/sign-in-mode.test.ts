import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR, postJson, startTestServer, temporaryDbPath, type TestServer } from '../../test-fixtures/start-test-server.ts';

/** Demo sign-in (every code 123456) only with the development flag and only for demo dealers. */

const cleanUps: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

function tenantsCopy(demoSlugs: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'sign-in-mode-'));
  cpSync(FIXTURE_TENANTS_DIR, dir, { recursive: true });
  for (const slug of demoSlugs) writeFileSync(join(dir, slug, 'demo.json'), '{}');
  cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const { dbPath, cleanUp } = temporaryDbPath();
  cleanUps.push(cleanUp);
  const t = await startTestServer({ dbPath, ...options });
  cleanUps.push(() => t.close({ keepFiles: true }));
  return t;
}

describe('sign-in mode', () => {
  it('log is the default: the reply never carries the code', async () => {
    const t = await start({});
    const reply = await postJson(t.baseUrl, '/api/sign-in/code', { website_id: 101, phone: '0412345678' });
    expect(reply.json).toEqual({ sent: true, expires_in_seconds: 600 });
    expect(t.lastCode('0412345678')).toMatch(/^\d{6}$/);
  });

  it('demo is refused without the development flag', async () => {
    await expect(start({ tenantsDir: tenantsCopy(['demo-motors', 'coastal-cars']), signInMode: 'demo' })).rejects.toThrow(/--dev-demo-sign-in/);
  });

  it('demo is refused when any dealer served is not a demo dealer, naming it', async () => {
    const dir = tenantsCopy(['demo-motors']);
    await expect(start({ tenantsDir: dir, signInMode: 'demo', allowDemoSignIn: true })).rejects.toThrow(join(dir, 'coastal-cars'));
  });

  it('with the flag and only demo dealers, the reply says it is demo (code 123456)', async () => {
    const t = await start({ tenantsDir: tenantsCopy(['demo-motors', 'coastal-cars']), signInMode: 'demo', allowDemoSignIn: true });
    const reply = await postJson(t.baseUrl, '/api/sign-in/code', { website_id: 101, phone: '0412345678' });
    expect(reply.json).toEqual({ sent: true, expires_in_seconds: 600, demo_code: '123456' });
    expect(t.sms).toEqual([]);
    expect((await postJson(t.baseUrl, '/api/sign-in/verify', { website_id: 101, phone: '0412345678', code: '123456' })).status).toBe(200);
  });

  it('sign-in attempts are limited per address across phones (429 with Retry-After)', async () => {
    const t = await start({ limits: { signInPerAddress: { max: 3, windowMs: 600_000 } } });
    const statuses = [];
    for (const phone of ['0411000001', '0411000002', '0411000003', '0411000004']) {
      statuses.push((await postJson(t.baseUrl, '/api/sign-in/code', { website_id: 101, phone })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const verify = await postJson(t.baseUrl, '/api/sign-in/verify', { website_id: 101, phone: '0411000001', code: t.lastCode('0411000001') });
    expect([verify.status, Number(verify.headers.get('retry-after')) > 0]).toEqual([429, true]);
  });

  it('a phone gets only a few codes an hour', async () => {
    let now = new Date('2026-03-02T00:00:00Z');
    const t = await start({ now: () => now, limits: { signInCodesPerPhone: { max: 2, windowMs: 3_600_000 } } });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await postJson(t.baseUrl, '/api/sign-in/code', { website_id: 101, phone: '0412345678' })).status);
      now = new Date(now.getTime() + 31_000);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
