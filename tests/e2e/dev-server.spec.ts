import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * `npm run dev -- --tenant <slug>`: Astro's dev server for one dealer. Editing the dealer's folder
 * reloads the open page with the change; a broken config keeps the last good version and says why.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_BASE_PORT ?? 4400) + 90;
const origin = `http://127.0.0.1:${PORT}`;
const tenantsDir = mkdtempSync(join(tmpdir(), 'dev-server-'));
const siteFile = join(tenantsDir, 'mini-motors/site.json');
let dev: ChildProcess;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000); // Vite's first dependency scan on a cold, shared 2-core machine
  cpSync(join(ROOT, 'tests/fixtures/tenants/mini-motors'), join(tenantsDir, 'mini-motors'), { recursive: true });
  dev = spawn(process.execPath, ['scripts/dev.ts', '--tenant', 'mini-motors', '--tenants-dir', tenantsDir, '--port', String(PORT)], {
    cwd: ROOT,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(async () => (await fetch(`${origin}/contact`).catch(() => undefined))?.status, { timeout: 170_000, intervals: [1000] }).toBe(200);
});

test.afterAll(() => {
  dev?.kill('SIGTERM');
  rmSync(tenantsDir, { recursive: true, force: true });
});

function editSite(change: (site: Record<string, unknown>) => Record<string, unknown>): void {
  writeFileSync(siteFile, JSON.stringify(change(JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>)));
}

test('the open page reloads with a change to the dealer config', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${origin}/contact`, { timeout: 90_000 });
  await expect(page.getByText('07 3000 1234').first()).toBeVisible();
  editSite((site) => ({ ...site, phone: '07 3999 0000' }));
  // No goto: the dev server tells the page to reload itself.
  await expect(page.getByText('07 3999 0000').first()).toBeVisible({ timeout: 60_000 });
});

test('a broken config is reported with its file and field; the last good version stays', async ({ page }) => {
  test.setTimeout(120_000);
  editSite((site) => ({ ...site, phonee: '07 0000 0000' }));
  await expect.poll(() => output, { timeout: 30_000 }).toMatch(/site\.json: \(root\): unknown key "phonee": did you mean "phone"\?/);
  expect(output).toContain('the last good version stays in use');
  await page.goto(`${origin}/contact`, { timeout: 90_000 });
  await expect(page.getByText('07 3999 0000').first()).toBeVisible();
});

test("the dealer's public files are served by the build's rule: pictures yes, scripts no", async ({ request }) => {
  mkdirPublic();
  expect((await request.get(`${origin}/dev-check.png`)).headers()['content-type']).toBe('image/png');
  const script = await request.get(`${origin}/dev-check.js`);
  expect(script.headers()['content-type'] ?? '').not.toContain('javascript');
});

function mkdirPublic(): void {
  const dir = join(tenantsDir, 'mini-motors/public');
  mkdirSync(dir, { recursive: true });
  // A 1×1 PNG and a script a dealer must never get onto a page.
  writeFileSync(
    join(dir, 'dev-check.png'),
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  );
  writeFileSync(join(dir, 'dev-check.js'), 'window.__pwned = 1;');
}
