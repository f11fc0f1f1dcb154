import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newKey, postJson, SERVER_START_TIMEOUT_MS, startTestServer, validLead, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { scrapeMetrics } from '../../test-fixtures/metrics-scrape.ts';
import { startDeliveryWorker } from '../delivery/worker.ts';
import { createSenders } from '../delivery/senders.ts';
import { deliveryTenants, secretSource } from '../delivery/testing/delivery-fixtures.ts';

// A clock the test moves: the oldest waiting delivery's age is read against it.
let clock = new Date('2026-03-02T00:00:00Z');
let t: TestServer;
let tenants: { dir: string; cleanUp: () => void };
beforeAll(async () => {
  tenants = deliveryTenants({ smtp: CLOSED_PORT, webhookUrl: `http://127.0.0.1:${CLOSED_PORT}/crm` });
  t = await startTestServer({ tenantsDir: tenants.dir, secrets: secretSource, now: () => clock, leadRateLimit: { max: 2, windowMs: 60_000 } });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  tenants.cleanUp();
}, SERVER_START_TIMEOUT_MS);

// The discard port: nothing listens there on a test machine, so a connection is refused at once.
const CLOSED_PORT = 9;

const lead = () => postJson(t.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': newKey('metrics') });
const leadRoute = { route: '/api/leads', method: 'POST' };

describe('GET /metrics (prom-client, Prometheus text format)', () => {
  it('counts requests and their latency by route pattern and status, never by raw path', async () => {
    const before = await scrapeMetrics(t.baseUrl);
    const created = before.value('forecourt_http_requests_total', { ...leadRoute, status: '201' }) ?? 0;
    const timed = before.value('forecourt_http_request_duration_seconds_count', { ...leadRoute, status: '201' }) ?? 0;

    expect((await lead()).status).toBe(201);
    // A car the dealer does not have: its own path, one pattern.
    expect((await fetch(`${t.baseUrl}/cars/some-car-${Date.now()}/status?website_id=${DEMO.websiteId}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/no/such/${Date.now()}`)).status).toBe(404);

    const after = await scrapeMetrics(t.baseUrl);
    expect(after.value('forecourt_http_requests_total', { ...leadRoute, status: '201' })).toBe(created + 1);
    expect(after.value('forecourt_http_request_duration_seconds_count', { ...leadRoute, status: '201' })).toBe(timed + 1);
    expect(after.value('forecourt_http_request_duration_seconds_bucket', { ...leadRoute, status: '201', le: '+Inf' })).toBe(timed + 1);
    expect(after.value('forecourt_http_requests_total', { route: '/cars/:slug/status', method: 'GET', status: '404' })).toBe(1);
    expect(after.value('forecourt_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(after.text).not.toMatch(/route="\/no\/such|route="\/cars\/some-car/);
  });

  it('counts limit refusals (429) by route', async () => {
    const before = (await scrapeMetrics(t.baseUrl)).value('forecourt_limit_refusals_total', { route: '/api/leads' }) ?? 0;
    // Two leads a minute per address (this suite's setting): the second fills the window.
    expect((await lead()).status).toBe(201);
    const refused = await lead();
    expect(refused.status).toBe(429);
    const after = await scrapeMetrics(t.baseUrl);
    expect(after.value('forecourt_limit_refusals_total', { route: '/api/leads' })).toBe(before + 1);
    expect(after.value('forecourt_http_requests_total', { ...leadRoute, status: '429' })).toBeGreaterThanOrEqual(1);
  });

  it('reports the shared outbox backlog per channel and the age of its oldest row', async () => {
    clock = new Date(clock.getTime() + 90_000);
    const metrics = await scrapeMetrics(t.baseUrl);
    // The leads above wait in the outbox: the dealer's email, its CRM webhook, the shopper's confirmation.
    const [row] = await t.rows<{ pending: number }>("SELECT count(*) AS pending FROM lead_deliveries WHERE status = 'pending' AND channel = 'confirmation'");
    const pending = Number(row?.pending);
    expect(pending).toBeGreaterThanOrEqual(1);
    expect(metrics.value('forecourt_outbox_pending', { channel: 'confirmation' })).toBe(pending);
    expect(metrics.value('forecourt_outbox_oldest_pending_age_seconds', { channel: 'confirmation' })).toBeGreaterThanOrEqual(90);
    expect(metrics.value('forecourt_outbox_pending', { channel: 'webhook' })).toBe(2);
    expect(metrics.value('forecourt_outbox_pending', { channel: 'alert-email' })).toBe(0);
    expect(metrics.value('forecourt_outbox_dead', { channel: 'confirmation' })).toBe(0);
    expect(metrics.value('forecourt_database_up')).toBe(1);
    expect(metrics.value('forecourt_dealers_loaded')).toBe(2);
  });

  it('counts failed delivery attempts by channel and outcome', async () => {
    // Nothing listens on the dealer's SMTP port or webhook: every attempt fails for real.
    const worker = startDeliveryWorker(
      {
        store: t.server.store,
        tenants: t.server.tenants,
        secrets: secretSource,
        now: () => clock,
        log: () => {},
        senders: createSenders({ allowPrivateNetworks: true }),
        onFailure: t.server.metrics.deliveryFailed,
      },
      { autoStart: false },
    );
    const before = (await scrapeMetrics(t.baseUrl)).value('forecourt_delivery_failures_total', { channel: 'confirmation', outcome: 'retry' }) ?? 0;
    expect(await worker.runOnce()).toBeGreaterThan(0);
    await worker.stop();
    const after = await scrapeMetrics(t.baseUrl);
    expect(after.value('forecourt_delivery_failures_total', { channel: 'confirmation', outcome: 'retry' })).toBeGreaterThan(before);
    expect(after.value('forecourt_delivery_failures_total', { channel: 'webhook', outcome: 'retry' })).toBe(2);
  });

  it('shows the PostgreSQL pool of this process (absent on SQLite, one connection always open)', async () => {
    const metrics = await scrapeMetrics(t.baseUrl);
    if (t.server.storage.engine === 'postgres') {
      expect(metrics.value('forecourt_db_pool_connections', { state: 'max' })).toBe(10);
      expect(metrics.value('forecourt_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(metrics.value('forecourt_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(metrics.value('forecourt_db_pool_connections', { state: 'max' })).toBeUndefined();
    }
    // prom-client's process metrics come along.
    expect(metrics.value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
