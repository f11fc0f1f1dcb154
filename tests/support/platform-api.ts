import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { createPlatformServer, type PlatformServer } from '../../integrations/platform-api/server/create-platform-server.ts';
import { createLogger } from '../../integrations/platform-api/server/operations/logger.ts';
import { isPlatformApiPath } from '../../scripts/preview/api-proxy.ts';
import { apiBaseFor, demoSites, readBundle, type BuiltSite } from './sites.ts';

/**
 * The real reference platform API for end-to-end tests: one server per Playwright worker, on a free
 * port over a fresh SQLite file and the demo dealers. The built sites call the API on their own
 * origin (site.json baseUrl "/", as under `npm start`); each test's page routes those paths to its worker's server, so
 * workers run in parallel without sharing a port or a database. `api.mode` lets a test take the API
 * "offline" (requests fail at the network) or make it answer 500, to exercise the lead outbox.
 */

const ROOT = resolve(import.meta.dirname, '../..');

export interface LeadRow {
  public_id: string;
  website_id: number;
  form_type: string;
  category: string;
  subcategory: string | null;
  name: string;
  last_name: string | null;
  postcode: string | null;
  email: string | null;
  phone: string | null;
  car_id: number | null;
  location_id: number | null;
  appointment_at: string | null;
  idempotency_key: string;
  payload: Record<string, unknown>;
}

export type ApiMode = 'online' | 'offline' | 'error-500';

export interface TestApi {
  url: string;
  server: PlatformServer;
  /** How this test's page reaches the API from now on. */
  mode: ApiMode;
  /** Requests the page made to the API, as "METHOD /path". */
  calls: string[];
  leads(websiteId: number): LeadRow[];
  leadSteps(publicId: string): Array<{ step: string; request: Record<string, unknown> }>;
  miscellaneous(websiteId: number): Array<{ column_name: string; lead_public_id: string | null; value: Record<string, unknown> }>;
}

export interface DemoSite extends BuiltSite {
  bundle: DemoBundle;
  apiBaseUrl: string | null;
}

export interface DemoBundle {
  config: {
    id: number;
    name: string;
    defaultState: string;
    features: Record<string, boolean>;
    integrations: { platformApi: { baseUrl: string | null }; valuation: boolean; saveValuationColumn: boolean };
    experience: { checkoutPath: string; gatedRoutes: Record<string, boolean> };
    dealerships: Array<{ slug: string }>;
  };
  vehicles: Array<{
    id: number;
    slug: string;
    name: string;
    status: string;
    car_type: string;
    reserved: boolean;
    price: number;
    tag?: string | null;
    stocknum?: string | null;
    make: string;
    model: string;
    dealership_slug: string;
    location?: { id: number; distribution_locations: Array<{ id: number }> };
  }>;
  listedSlugs: string[];
  locations: Array<{ id: number; name: string; visible: boolean; location_type: string }>;
}

export function demoSite(slug: string): DemoSite | undefined {
  const site = demoSites().find((candidate) => candidate.slug === slug);
  if (!site) return undefined;
  const bundle = readBundle<DemoBundle>(site);
  return { ...site, bundle, apiBaseUrl: apiBaseFor(bundle.config.integrations.platformApi.baseUrl, site.origin) };
}

interface WorkerServer {
  url: string;
  server: PlatformServer;
}

function rows<T>(server: PlatformServer, sql: string, ...params: Array<string | number>): T[] {
  return server.storage.sqlite!.prepare(sql).all(...params) as T[];
}

export const test = base.extend<{ api: TestApi }, { workerServer: WorkerServer }>({
  workerServer: [
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'leads-e2e-'));
      const server = await createPlatformServer({
        dbPath: join(dir, 'platform.sqlite'),
        tenantsDir: join(ROOT, 'tenants'),
        allowedOrigins: { '*': demoSites().map((site) => site.origin) },
        // The demo dealers, with the development flag: sign-in codes are 123456 and shown on the page.
        signInMode: 'demo',
        allowDemoSignIn: true,
        // Every test request comes from 127.0.0.1: per-address limits would refuse whole test runs.
        leadRateLimit: { max: 100_000, windowMs: 60_000 },
        limits: {
          countersPerAddress: { max: 100_000, windowMs: 60_000 },
          signInPerAddress: { max: 100_000, windowMs: 60_000 },
          reservationsPerAddress: { max: 100_000, windowMs: 60_000 },
          signInTriesPerPhoneAddress: { max: 100_000, windowMs: 60_000 },
          unpaidHoldsPerAddress: 100_000,
          unpaidHoldsPerPhone: 100_000,
        },
        log: () => {},
        logger: createLogger(undefined, 'silent'),
      });
      const { url } = await server.listen(0, '127.0.0.1');
      await use({ url, server });
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],

  api: async ({ page, workerServer }, use) => {
    // The worker's database outlives a test: each test sees only the rows it made.
    const maxId = (table: string) => Number(workerServer.server.storage.sqlite!.prepare(`SELECT COALESCE(MAX(rowid), 0) AS n FROM ${table}`).get()?.n ?? 0);
    const since = { leads: maxId('leads'), miscellaneous: maxId('miscellaneous') };
    const api: TestApi = {
      url: workerServer.url,
      server: workerServer.server,
      mode: 'online',
      calls: [],
      leads: (websiteId) =>
        rows<Omit<LeadRow, 'payload'> & { payload_json: string }>(
          workerServer.server,
          'SELECT * FROM leads WHERE website_id = ? AND id > ? ORDER BY id',
          websiteId,
          since.leads,
        ).map(({ payload_json, ...row }) => ({ ...row, payload: JSON.parse(payload_json) as Record<string, unknown> })),
      leadSteps: (publicId) =>
        rows<{ step: string; request_json: string }>(
          workerServer.server,
          'SELECT step, request_json FROM lead_steps WHERE lead_id = (SELECT id FROM leads WHERE public_id = ?) ORDER BY id',
          publicId,
        ).map((row) => ({ step: row.step, request: JSON.parse(row.request_json) as Record<string, unknown> })),
      miscellaneous: (websiteId) =>
        rows<{ column_name: string; lead_public_id: string | null; value_json: string }>(
          workerServer.server,
          'SELECT column_name, lead_public_id, value_json FROM miscellaneous WHERE website_id = ? AND id > ? ORDER BY id',
          websiteId,
          since.miscellaneous,
        ).map((row) => ({ column_name: row.column_name, lead_public_id: row.lead_public_id, value: JSON.parse(row.value_json) as Record<string, unknown> })),
    };
    const bases = new Set(
      demoSites()
        .map((site) => apiBaseFor(readBundle<DemoBundle>(site).config.integrations.platformApi.baseUrl, site.origin))
        .filter((url): url is string => typeof url === 'string'),
    );
    const forward = (baseUrl: string) => async (route: Route) => {
      const request = route.request();
      api.calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
      if (api.mode === 'offline') return route.abort('internetdisconnected');
      if (api.mode === 'error-500') {
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"internal_error","message":"Something went wrong on our side. Please try again."}',
          headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin, 'Access-Control-Allow-Credentials': 'true' },
        });
      }
      try {
        const response = await route.fetch({ url: request.url().replace(baseUrl, workerServer.url) });
        return await route.fulfill({ response });
      } catch (error) {
        // The page navigated or closed while the call was in flight: Playwright disposes the answer and
        // nobody is waiting for it. Anything else is a real failure.
        if (PAGE_MOVED_ON.test(String(error))) return;
        throw error;
      }
    };
    for (const baseUrl of bases) {
      await page.route((url) => url.href.startsWith(`${baseUrl}/`) && isPlatformApiPath(url.pathname), forward(baseUrl));
    }
    await use(api);
  },
});

export { expect } from '@playwright/test';

/** Playwright's words for a route whose page has gone away before the answer came back. */
const PAGE_MOVED_ON = /Fetch response has been disposed|Target page, context or browser has been closed|Route is already handled|Request context disposed/;

/** Keeps every analytics event the pages push, across navigations, for the test to read. */
export async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'e2e:dataLayer';
    const holder = window as unknown as { dataLayer?: unknown[] };
    const layer: unknown[] = [];
    const original = layer.push.bind(layer);
    layer.push = (...events: unknown[]) => {
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...seen, ...events]));
      return original(...events);
    };
    holder.dataLayer = layer;
  });
}

export async function dataLayerEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:dataLayer') ?? '[]') as Array<Record<string, unknown>>);
}

/** Skips the test where the demo dealer was built without a platform API (its base URL). */
export function needsApi(site: DemoSite | undefined): asserts site is DemoSite {
  test.skip(!site?.apiBaseUrl, 'the demo dealer has no platform API base URL (integrations.platformApi.baseUrl)');
}

/** Signs in on the sign-in page with the demo code the reference API shows in development mode. */
export async function signIn(page: Page, phone = '0412 555 666'): Promise<void> {
  await expect(page.getByTestId('sign-in-submit')).toBeEnabled();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByTestId('demo-code')).toContainText('123456');
  await page.getByRole('textbox', { name: 'Code' }).fill('123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
}
