import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { signIn } from '../support/platform-api.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * The README's quick start as a newcomer follows it: `npm start` (here with --no-build over the suite's
 * build, on spare ports), then the URLs it prints — the index, a dealer — and sign-in with the demo code,
 * Save, and the gated pages. Sign-in must hold on exactly those localhost URLs: the API
 * is reached on each site's own origin, so its session cookie is first-party.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const INDEX_PORT = Number(process.env.E2E_BASE_PORT ?? 4400) + 70;
const dbDir = mkdtempSync(join(tmpdir(), 'quick-start-'));
let start: ChildProcess | undefined;
let output = '';

function freePort(): Promise<number> {
  return new Promise((ready, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ready(port));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const env = {
    ...process.env,
    PORT: String(INDEX_PORT),
    PLATFORM_API_PORT: String(await freePort()),
    PLATFORM_API_DB: join(dbDir, 'platform.sqlite'),
    MAIL_PORT: String(await freePort()),
    MAIL_SMTP_PORT: String(await freePort()),
  };
  start = spawn(process.execPath, ['scripts/start.ts', '--no-build', '--out', process.env.E2E_DIST ?? 'dist'], { cwd: ROOT, env });
  start.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 50_000 }).toContain('Delivered mail:');
});

test.afterAll(() => {
  start?.kill('SIGTERM');
  rmSync(dbDir, { recursive: true, force: true });
});

/** The URL `npm start` printed for a line's label ("Forecourt preview", a dealer's name). */
function printed(label: string): string {
  const line = output.split('\n').find((text) => text.trim().startsWith(`${label}:`));
  const url = line?.slice(line.indexOf(':') + 1).trim();
  if (!url) throw new Error(`npm start printed no URL for ${label}:\n${output}`);
  return url;
}

test('signed in on the printed localhost URLs: Save keeps the car, the gated pages open', async ({ page }) => {
  test.setTimeout(90_000);
  const nissan = demoSites().find((site) => site.slug === 'harbour-city-nissan');
  test.skip(!nissan, 'harbour-city-nissan is not built');
  const bundle = readBundle<TenantBundle>(nissan!);
  const car = bundle.vehicles.find((v) => isAvailable(v) && bundle.listedSlugs.includes(v.slug))!;

  const index = printed('Forecourt preview');
  expect(index).toBe(`http://localhost:${INDEX_PORT}`);
  await page.goto(index);
  await page.getByRole('link', { name: bundle.config.name }).click();
  const site = printed(bundle.config.name);
  expect(site).toMatch(/^http:\/\/localhost:\d+\/$/);
  await expect(page).toHaveURL(site);

  await page.goto(`${site}cars/${car.slug}`);
  const save = page.getByTestId('watchlist-button');
  await save.click();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
  await signIn(page);
  await expect(page).toHaveURL(`${site}cars/${car.slug}`);
  // The save asked for before signing in is done on the way back, with the session the sign-in set.
  await save.hover();
  await expect(page.getByText('Car Saved In Watchlist')).toBeVisible();
  await expect(save).toHaveText('Saved');
  await expect(page.getByText('Please sign in to continue')).toHaveCount(0);

  const gated = { 'spin-to-win': 'Spin the wheel', 'online-payment': 'Continue to payment', myharbourcity: 'Sign out' };
  for (const [path, button] of Object.entries(gated)) {
    await page.goto(`${site}${path}`);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await expect(page).toHaveURL(`${site}${path}`);
  }
  await page.goto(`${site}my-garage`);
  await expect(page).toHaveURL(`${site}my-garage`);
  await expect(page.getByText(car.name).first()).toBeVisible();
});

test('an enquiry sent on the printed site origin is delivered to the local mail catcher', async () => {
  test.setTimeout(60_000);
  const nissan = demoSites().find((site) => site.slug === 'harbour-city-nissan');
  test.skip(!nissan, 'harbour-city-nissan is not built');
  const bundle = readBundle<TenantBundle>(nissan!);
  const site = printed(bundle.config.name);
  const marker = `quick-start-mail-check-${Date.now()}`;
  const sent = await fetch(`${site}api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(site).origin, 'Idempotency-Key': marker },
    body: JSON.stringify({
      website_id: bundle.config.id,
      form_type: 'general-enquiry',
      category: 'General Enquiry',
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      message: marker,
    }),
  });
  expect(sent.status).toBe(201);
  const { lead_id: leadId } = (await sent.json()) as { lead_id: string };

  // The delivery worker runs in the started process; the catcher lists what it received (its folder,
  // .data/mail, keeps earlier runs' mail too: this run's message is the one with this lead's id).
  const mail = printed('Delivered mail').replace(/\/?$/, '/');
  const caught = async (): Promise<string> => {
    const index = await (await fetch(mail)).text();
    const files = [...index.matchAll(/href="\/([^"]+\.eml)"/g)].map((match) => decodeURIComponent(match[1] ?? '')).slice(0, 10);
    for (const file of files) {
      const raw = await (await fetch(`${mail}${encodeURIComponent(file)}?raw`)).text();
      if (raw.toLowerCase().includes(`x-forecourt-lead-id: ${leadId.toLowerCase()}`)) return raw;
    }
    return '';
  };
  await expect.poll(caught, { timeout: 30_000 }).not.toBe('');
  const raw = await caught();
  expect(raw).toMatch(/^To: .*sales@harbourcitynissan\.example/m);
});
