import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { startFakeSiteverify, type FakeSiteverify } from '../../integrations/platform-api/test-fixtures/fake-siteverify.ts';
import { createPlatformServer, type PlatformServer } from '../../integrations/platform-api/server/create-platform-server.ts';
import { createLogger } from '../../integrations/platform-api/server/operations/logger.ts';
import { createStaticServer } from '../../scripts/preview/static-server.ts';
import { environmentSecrets } from '../../src/operator/secret-sources.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { buildDealers, FIXTURE_TENANTS } from '../support/build-dealers.ts';
import { afterIdle } from '../support/page-settled.ts';

/**
 * Outside services as ports, in Chromium: the fixture dealer integration-motors names a
 * Podium token, a Tag Manager container and a GA4 id, a Turnstile site key and the demonstration
 * valuation stand-in; mini-motors names none. There is no internet here, so each vendor's script is a
 * small local fake served with page.route; the page must load it only when it should, and the
 * dealer's CSP must allow it (any violation fails the page-health check and the run). Leads go to a
 * real reference API started here, which verifies Turnstile tokens against a local siteverify.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, '.build/e2e-integrations');
const API_ORIGIN = 'http://127.0.0.1:8787';
const DEALER_ID = 930;
let staticServer: Server;
let bareServer: Server;
let site = '';
let bare = '';
let api: PlatformServer;
let apiUrl = '';
let siteverify: FakeSiteverify;
let dbDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  buildDealers(FIXTURE_TENANTS, ['integration-motors', 'mini-motors'], OUT);
  const listen = async (root: string) => {
    const server = createStaticServer(root);
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const main = await listen(join(OUT, 'integration-motors'));
  staticServer = main.server;
  site = main.origin;
  const other = await listen(join(OUT, 'mini-motors'));
  bare = other.origin;
  bareServer = other.server;
  siteverify = await startFakeSiteverify('e2e-turnstile-secret');
  dbDir = mkdtempSync(join(tmpdir(), 'integrations-e2e-'));
  api = await createPlatformServer({
    dbPath: join(dbDir, 'platform.sqlite'),
    tenantsDir: join(ROOT, 'tests/fixtures/tenants'),
    allowedOrigins: { [String(DEALER_ID)]: [site] },
    captcha: { siteverifyUrl: siteverify.url },
    secrets: environmentSecrets({ [`FORECOURT_${DEALER_ID}_TURNSTILE_SECRET`]: 'e2e-turnstile-secret' }),
    // Every test request comes from 127.0.0.1: the per-address lead limit would refuse a whole run.
    leadRateLimit: { max: 10_000, windowMs: 60_000 },
    log: () => {},
    logger: createLogger(undefined, 'silent'),
  });
  apiUrl = (await api.listen(0, '127.0.0.1')).url;
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await api?.close();
  await siteverify?.close();
  await new Promise((closed) => staticServer?.close(closed));
  await new Promise((closed) => bareServer?.close(closed));
  if (dbDir) rmSync(dbDir, { recursive: true, force: true });
});

// ---- Local fakes of the vendors' scripts -------------------------------------------------------

const js = (body: string) => ({ status: 200, contentType: 'text/javascript', body });

const FAKE_PODIUM = `window.PodiumWebChat = { open: function () {
  var panel = document.createElement('div'); panel.setAttribute('role', 'dialog'); panel.setAttribute('aria-label', 'Podium chat');
  panel.textContent = 'Chat with ' + document.getElementById('podium-widget').getAttribute('data-organization-api-token');
  document.body.appendChild(panel); } };`;

/** Renders a frame from challenges.cloudflare.com (as the real widget does) and a button the test ticks. */
const FAKE_TURNSTILE = `window.turnstile = (function () { var n = 0, widgets = {}; return {
  render: function (el, options) { var id = 'w' + (++n);
    var frame = document.createElement('iframe'); frame.src = 'https://challenges.cloudflare.com/fake-challenge'; frame.title = 'Turnstile'; frame.width = '300'; frame.height = '65';
    var tick = document.createElement('button'); tick.type = 'button'; tick.textContent = "I'm not a robot";
    tick.onclick = function () { options.callback(window.__nextTurnstileToken || ('pass-' + Date.now() + '-' + n)); window.__nextTurnstileToken = undefined; tick.textContent = 'Verified'; };
    el.appendChild(frame); el.appendChild(tick); widgets[id] = { el: el, tick: tick, options: options }; return id; },
  reset: function (id) { var w = widgets[id]; if (w) { w.tick.textContent = "I'm not a robot"; window.__turnstileResets = (window.__turnstileResets || 0) + 1; } },
  remove: function (id) { var w = widgets[id]; if (w) { w.el.textContent = ''; delete widgets[id]; } } }; })();`;

interface Vendors {
  requests: string[];
  apiMode: 'online' | 'offline';
}

async function withVendors(page: Page): Promise<Vendors> {
  const vendors: Vendors = { requests: [], apiMode: 'online' };
  const seen = (route: Route) => vendors.requests.push(route.request().url());
  await page.route('https://connect.podium.com/**', (route) => (seen(route), route.fulfill(js(FAKE_PODIUM))));
  await page.route('https://www.googletagmanager.com/**', (route) => (seen(route), route.fulfill(js('window.__tagsLoaded = (window.__tagsLoaded || 0) + 1;'))));
  await page.route('https://challenges.cloudflare.com/**', (route) => {
    seen(route);
    return route.request().url().endsWith('/fake-challenge')
      ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>challenge</title><p>Turnstile (test double)</p>' })
      : route.fulfill(js(FAKE_TURNSTILE));
  });
  // The site is built against the reference API's usual address; this spec's own server answers it.
  await page.route(`${API_ORIGIN}/**`, async (route) => {
    if (vendors.apiMode === 'offline') return route.abort('internetdisconnected');
    const response = await route.fetch({ url: route.request().url().replace(API_ORIGIN, apiUrl) });
    return route.fulfill({ response });
  });
  return vendors;
}

const google = (vendors: Vendors) => vendors.requests.filter((url) => url.includes('googletagmanager'));
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent')
      .map((args) => [args[1], (args[2] as Record<string, string>).analytics_storage]),
  );

// ---- Analytics with consent --------------------------------------------------------------------

// A proxied API call still in flight when a test ends must not fail it ("route.fetch: Test ended").
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('analytics: nothing loads before consent; declining is remembered; accepting from the footer loads Tag Manager and GA4', async ({ page }) => {
  const health = watchPageHealth(page);
  const vendors = await withVendors(page);
  await page.goto(`${site}/`);
  const banner = page.getByRole('region', { name: 'Cookies and analytics' });
  await expect(banner).toBeVisible();
  expect(await consentCalls(page)).toEqual([['default', 'denied']]);
  expect(google(vendors)).toEqual([]);

  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await consentCalls(page)).toEqual([
    ['default', 'denied'],
    ['update', 'denied'],
  ]);
  expect(google(vendors)).toEqual([]);

  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('You have declined analytics.');
  await expect(banner.getByRole('heading', { name: 'Cookies and analytics' })).toBeFocused();
  await banner.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() => google(vendors).map((url) => new URL(url).pathname + new URL(url).search))
    .toEqual(['/gtm.js?id=GTM-FIXT123', '/gtag/js?id=G-FIXT1234']);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagsLoaded?: number }).__tagsLoaded)).toBe(2);
  expect(await consentCalls(page)).toEqual([
    ['default', 'denied'],
    ['update', 'denied'],
    ['update', 'granted'],
  ]);

  // Remembered: the next page loads the tags at once, with no banner.
  await page.goto(`${site}/contact-us`);
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagsLoaded?: number }).__tagsLoaded)).toBe(2);
  expect(health.problems()).toEqual([]);
});

test('a dealer with no analytics, chat or captcha setting: no banner, no chat button, no vendor script or host', async ({ page }) => {
  const health = watchPageHealth(page);
  const vendors = await withVendors(page);
  const csp = (await page.request.get(`${bare}/`)).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/podium|google|cloudflare/);
  await page.goto(`${bare}/cars/2024-mazda-cx-5-maxx-2`);
  await page.waitForLoadState('load');
  await afterIdle(page); // whatever the page loads "when idle" has been asked for by now
  await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toHaveCount(0);
  await expect(page.locator('script[src^="http"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  await expect(page.getByText('Instant Message')).toHaveCount(0);
  expect(vendors.requests).toEqual([]);
  expect(health.problems()).toEqual([]);
});

// ---- Chat ----------------------------------------------------------------------------------------

test('chat: Instant Message loads the Podium widget on tap and opens it; the CSP allows Podium only here', async ({ page }) => {
  const health = watchPageHealth(page);
  const vendors = await withVendors(page);
  // Hold the idle load back so the tap is what loads the widget.
  await page.addInitScript(() => {
    (window as unknown as { requestIdleCallback: unknown }).requestIdleCallback = () => 0;
  });
  const response = await page.goto(`${site}/cars/2024-mazda-cx-5-maxx-1`);
  expect(response?.headers()['content-security-policy']).toContain('https://connect.podium.com');
  await page.waitForLoadState('load');
  expect(vendors.requests.filter((url) => url.includes('podium'))).toEqual([]);
  await page.locator('a[data-chat-open]:visible').first().click();
  await expect(page.getByRole('dialog', { name: 'Podium chat' })).toHaveText('Chat with fixture-podium-org');
  expect(vendors.requests.filter((url) => url.includes('podium'))).toEqual(['https://connect.podium.com/widget.js']);
  await expect(page).toHaveURL(`${site}/cars/2024-mazda-cx-5-maxx-1`);
  expect(health.problems()).toEqual([]);
});

test('chat: without a tap the widget loads once the page has loaded and the browser is idle', async ({ page }) => {
  const health = watchPageHealth(page);
  await withVendors(page);
  const widget = page.waitForRequest('https://connect.podium.com/**', { timeout: 15_000 });
  await page.goto(`${site}/cars/2024-mazda-cx-5-maxx-1`);
  await widget;
  const loadEnd = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  expect(loadEnd).toBeGreaterThan(0);
  await expect(page.locator('script#podium-widget')).toHaveAttribute('data-organization-api-token', 'fixture-podium-org');
  expect(health.problems()).toEqual([]);
});

// ---- Captcha -------------------------------------------------------------------------------------

async function readyForm(page: Page) {
  await page.locator('.lead-form').first().hover();
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
}

async function fillEnquiry(page: Page, message: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Citizen');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
}

function storedLeads(): Array<{ message: string; spam_reason: string | null }> {
  return (
    api.storage.sqlite!.prepare('SELECT payload_json, spam_reason FROM leads WHERE website_id = ? ORDER BY id').all(DEALER_ID) as Array<{
      payload_json: string;
      spam_reason: string | null;
    }>
  ).map((row) => ({ message: String((JSON.parse(row.payload_json) as { message?: string }).message), spam_reason: row.spam_reason }));
}

test('captcha: the form asks for the Turnstile check, the API verifies it, a refused token keeps what was typed', async ({ page }) => {
  const health = watchPageHealth(page);
  await withVendors(page);
  await page.goto(`${site}/enquire`);
  await readyForm(page);
  await expect(page.getByTestId('turnstile').locator('iframe[src^="https://challenges.cloudflare.com/"]')).toBeVisible();
  await fillEnquiry(page, 'Checked by Turnstile');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Please complete the check that you're not a robot" })).toBeVisible();

  // A token siteverify refuses (expired): the form says so, keeps the input and asks for the check again.
  await page.evaluate(() => ((window as unknown as { __nextTurnstileToken: string }).__nextTurnstileToken = 'expired-at-submit'));
  await page.getByRole('button', { name: "I'm not a robot" }).click();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('form-error')).toContainText("The check that you're not a robot has expired or failed");
  await expect(page.getByText('Please fix the following errors:')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Checked by Turnstile');
  await expect(page.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
  expect(storedLeads().map((lead) => lead.message)).not.toContain('Checked by Turnstile');

  await page.getByRole('button', { name: "I'm not a robot" }).click();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/success\?category=General\+Enquiry$/);
  expect(storedLeads().filter((lead) => lead.message === 'Checked by Turnstile')).toEqual([{ message: 'Checked by Turnstile', spam_reason: null }]);
  expect(siteverify.requests.at(-1)).toMatchObject({ secret: 'e2e-turnstile-secret', response: expect.stringMatching(/^pass-/) });
  // The secret never reaches the site: only the public site key is in the page.
  expect(await page.content()).not.toContain('e2e-turnstile-secret');
  // The one refused send above is a 400 by design (the browser logs it); anything else is a problem.
  const expected = [`HTTP 400: ${API_ORIGIN}/api/leads`, 'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)'];
  expect(health.problems().filter((problem) => !expected.includes(problem))).toEqual([]);
});

test('captcha + outbox: a lead sent while offline, whose token expired meanwhile, is still stored (flagged)', async ({ page }) => {
  const vendors = await withVendors(page);
  await page.goto(`${site}/enquire`);
  await readyForm(page);
  await fillEnquiry(page, 'Offline past the token');
  await page.evaluate(() => ((window as unknown as { __nextTurnstileToken: string }).__nextTurnstileToken = 'expired-while-offline'));
  await page.getByRole('button', { name: "I'm not a robot" }).click();
  vendors.apiMode = 'offline';
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('form-status')).toHaveText("Saved — we'll send it when you're back online");
  vendors.apiMode = 'online';
  await expect(page).toHaveURL(/\/success\?category=General\+Enquiry$/, { timeout: 30_000 });
  expect(storedLeads().filter((lead) => lead.message === 'Offline past the token')).toEqual([
    { message: 'Offline past the token', spam_reason: 'captcha-expired' },
  ]);
});

// ---- Trade-in valuation stand-in -----------------------------------------------------------------

test('trade-in: the demonstration valuation says so on the page and in the stored lead', async ({ page }) => {
  const health = watchPageHealth(page);
  await withVendors(page);
  await page.goto(`${site}/trade-in`);
  await readyForm(page);
  // Said before the shopper gives any details, then again beside the car and the offer.
  await expect(page.getByRole('note').filter({ hasText: 'Demonstration only' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Driver');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Postcode' }).fill('4000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('0412 000 111');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('sam@example.com');
  await page.getByRole('button', { name: "I'm not a robot" }).click();
  await page.getByRole('button', { name: 'Get my valuation' }).click();
  await page.getByRole('textbox', { name: 'Rego' }).fill('ABC123');
  await page.getByRole('combobox', { name: 'State' }).selectOption('NSW');
  await page.getByRole('button', { name: 'Find my car' }).click();
  const notice = page.getByRole('note').filter({ hasText: 'Demonstration only' });
  await expect(notice).toContainText('The car and any offer shown are invented for the demo');
  await page.getByRole('textbox', { name: 'Odometer (km)' }).fill('20000');
  await page.getByRole('combobox', { name: 'Overall condition' }).selectOption('good');
  await page.getByRole('button', { name: 'Get my estimate' }).click();
  await expect(page.getByTestId('trade-in-offer').or(page.getByTestId('trade-in-no-estimate'))).toBeVisible();
  if (await page.getByTestId('trade-in-offer').isVisible()) await expect(notice).toBeVisible();
  const steps = api.storage
    .sqlite!.prepare(
      "SELECT s.step, s.reply_json FROM lead_steps s JOIN leads l ON l.id = s.lead_id WHERE l.website_id = ? AND l.form_type = 'trade-in' ORDER BY s.id",
    )
    .all(DEALER_ID) as Array<{ step: string; reply_json: string }>;
  expect(steps.map((step) => [step.step, (JSON.parse(step.reply_json) as { demonstration?: boolean }).demonstration])).toEqual([
    ['rego_lookup', true],
    ['valuation', true],
  ]);
  expect(health.problems()).toEqual([]);
});
