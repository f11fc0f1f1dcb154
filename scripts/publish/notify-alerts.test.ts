import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config/load-config.ts';
import type { SiteConfig } from '../../src/config/site.ts';
import { diffStock, type ReportedVehicle } from '../../src/domain/publishing/stock-changes.ts';
import {
  ALERT_DEALER,
  ALERT_SECRET_ENV,
  alertDealers,
  alertSecrets,
  type AlertDealers,
} from '../../integrations/platform-api/server/alerts/testing/alert-dealers.ts';
import {
  cookieOf,
  postJson,
  SERVER_START_TIMEOUT_MS,
  startTestServer,
  type TestServer,
} from '../../integrations/platform-api/test-fixtures/start-test-server.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeReportFile } from './live-snapshot.ts';
import { alertBatchId, notifyStockAlerts } from './notify-alerts.ts';

/** The publish pipeline's hand-off to the platform API, against a real API server. */

let dealers: AlertDealers;
let api: TestServer;
let config: SiteConfig;
let env: Record<string, string> = {};
const car = (price: number): ReportedVehicle => ({ id: 1, slug: '2024-toyota-rav4-1', name: '2024 Toyota RAV4', status: 'in_stock', price });
const report: ChangeReportFile = {
  slug: ALERT_DEALER.slug,
  generated_at: '2026-11-21T09:00:00.000Z',
  skippedRecords: 0,
  ...diffStock([car(38_990)], [car(36_990)]),
};

beforeAll(async () => {
  dealers = alertDealers({ smtpPort: 2 });
  dealers.writeStock(ALERT_DEALER.slug, [{ id: 1, make: 'Toyota', model: 'RAV4', body: 'SUV', price: 36_990 }]);
  api = await startTestServer({ tenantsDir: dealers.dir, secrets: alertSecrets });
  dealers.useApi(api.baseUrl);
  env = { ...ALERT_SECRET_ENV, FORECOURT_PLATFORM_API_URL: api.baseUrl };
  const parsed = parseSiteConfig('site.json', JSON.parse(readFileSync(join(dealers.dir, ALERT_DEALER.slug, 'site.json'), 'utf8')));
  if (!parsed.ok) throw new Error('fixture dealer invalid');
  config = parsed.config;
  // A shopper watching the car, with an alert email.
  const phone = '0411000009';
  await postJson(api.baseUrl, '/api/sign-in/code', { website_id: ALERT_DEALER.websiteId, phone });
  const verified = await postJson(api.baseUrl, '/api/sign-in/verify', { website_id: ALERT_DEALER.websiteId, phone, code: api.lastCode(phone) });
  const headers = { Cookie: cookieOf(verified.headers) };
  await postJson(api.baseUrl, '/api/watchlist/save-car', { website_id: ALERT_DEALER.websiteId, phone_number: phone, car_id: 1 }, headers);
  await postJson(api.baseUrl, '/api/account/alert-email', { website_id: ALERT_DEALER.websiteId, email: 'watcher@example.com' }, headers);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
  dealers?.cleanUp();
}, SERVER_START_TIMEOUT_MS);

describe('notifyStockAlerts', () => {
  it('sends nothing for a first publish, an unchanged stock or a dealer without a key', async () => {
    expect(await notifyStockAlerts({ config, report, hadLiveSite: false, env })).toEqual({ sent: false, reason: 'first publish of this dealer: no alerts' });
    const unchanged = { ...report, ...diffStock([car(1)], [car(1)]) };
    expect(await notifyStockAlerts({ config, report: unchanged, hadLiveSite: true, env })).toMatchObject({ sent: false, reason: 'no stock changes' });
    const noKey = await notifyStockAlerts({ config, report, hadLiveSite: true, env: { FORECOURT_PLATFORM_API_URL: api.baseUrl } });
    expect(noKey).toMatchObject({ sent: false, reason: expect.stringContaining('FORECOURT_701_INBOX_KEY') as unknown });
  });

  it('sends the key only to the platform API the operator names, never to a URL of the dealer folder', async () => {
    const calls: string[] = [];
    const watching: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    // The dealer's own baseUrl points at the API too: without the operator's URL, nothing is sent there.
    expect(config.integrations.platformApi.baseUrl).toBe(api.baseUrl);
    const notice = await notifyStockAlerts({ config, report, hadLiveSite: true, env: { ...ALERT_SECRET_ENV }, fetch: watching });
    expect(notice).toMatchObject({ sent: false, reason: expect.stringContaining('FORECOURT_PLATFORM_API_URL is not set') as unknown });
    expect(calls).toEqual([]);
  });

  it('hands the change report to the API once: a resend queues nothing more', async () => {
    expect(alertBatchId(report)).toBe('alert-motors:2026-11-21T09:00:00.000Z');
    expect(await notifyStockAlerts({ config, report, hadLiveSite: true, env })).toEqual({ sent: true, alertsQueued: 1, alreadyReceived: false });
    expect(await notifyStockAlerts({ config, report, hadLiveSite: true, env })).toEqual({ sent: true, alertsQueued: 1, alreadyReceived: true });
    const rows = api.server.storage.sqlite!.prepare('SELECT email, batch_id FROM alert_emails').all();
    expect(rows).toEqual([{ email: 'watcher@example.com', batch_id: 'alert-motors:2026-11-21T09:00:00.000Z' }]);
  });

  it('says how to send it again when the API refuses, without retrying a refusal', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const notice = await notifyStockAlerts({
      config,
      report,
      hadLiveSite: true,
      env: { FORECOURT_PLATFORM_API_URL: api.baseUrl, FORECOURT_701_INBOX_KEY: 'not-the-key-0123456789' },
      fetch: counting,
      retryDelayMs: 1,
    });
    expect(notice).toMatchObject({ sent: false });
    expect(!notice.sent && notice.reason).toMatch(/HTTP 401.*npm run alerts:notify -- --tenant alert-motors/);
    expect(calls).toBe(1);
  });
});
