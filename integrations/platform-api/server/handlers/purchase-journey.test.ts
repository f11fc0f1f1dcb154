import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_TAKEN_MESSAGE } from '../../../../src/domain/purchase-journey/steps.ts';
import {
  CAR,
  COASTAL,
  cookieOf,
  DEMO,
  newKey,
  postJson,
  SERVER_START_TIMEOUT_MS,
  startTestServer,
  type TestServer,
} from '../../test-fixtures/start-test-server.ts';
import { deliveryTenants, secretSource, SECRETS } from '../delivery/testing/delivery-fixtures.ts';
import { TEST_CARDS } from '../payments/test-payment-provider.ts';

/** The online purchase journey against a real server: every step saved once on one lead, in order, per website. */

let api: TestServer;
let tenants: { dir: string; cleanUp: () => void };
let now = new Date('2026-03-02T00:00:00Z');

beforeAll(async () => {
  // No SMTP listens on port 9: deliveries stay queued (pending), which is what these tests read.
  tenants = deliveryTenants({ smtp: 9, webhookUrl: 'http://127.0.0.1:9/hook' });
  const demoPath = join(tenants.dir, 'demo-motors', 'site.json');
  const demo = JSON.parse(readFileSync(demoPath, 'utf8')) as Record<string, Record<string, unknown>>;
  demo.features = { ...demo.features, onlinePurchase: true };
  demo.finance = { provider: 'taurus' };
  writeFileSync(demoPath, JSON.stringify(demo));
  api = await startTestServer({ tenantsDir: tenants.dir, secrets: secretSource, now: () => now });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
  tenants?.cleanUp();
}, SERVER_START_TIMEOUT_MS);

const shopper = { name: 'Alex', last_name: 'Citizen', email: 'alex@example.com', phone: '0412 345 678' };
const post = (path: string, body: Record<string, unknown>, key = newKey('purchase'), website: number = DEMO.websiteId) =>
  postJson(api.baseUrl, path, { website_id: website, ...body }, { 'Idempotency-Key': key });

async function start(carId: number = CAR.id) {
  const reply = await post('/api/purchase-journeys', { car_id: carId, ...shopper, price_confirmed: true });
  expect(reply.status, reply.text).toBe(201);
  return { id: String(reply.json.journey_id), token: String(reply.json.resume_token), json: reply.json };
}

const step = (id: string, token: string, body: Record<string, unknown>, key?: string) => post(`/api/purchase-journeys/${id}/steps`, { token, ...body }, key);

async function inboxLead(leadId: string) {
  const response = await fetch(`${api.baseUrl}/api/inbox/leads/${leadId}`, { headers: { Authorization: `Bearer ${SECRETS.DEMO_INBOX_KEY}` } });
  return ((await response.json()) as { lead: Record<string, unknown> & { steps: Array<{ step: string; record: Record<string, unknown> }> } }).lead;
}

async function payDeposit(carId: number = CAR.id): Promise<string> {
  const created = await post('/api/reservations', { car_id: carId, name: 'Alex Citizen', email: shopper.email, phone: shopper.phone });
  expect(created.status, created.text).toBe(201);
  const id = String(created.json.reservation_id);
  const paid = await post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.success });
  expect(paid.status, paid.text).toBe(200);
  return id;
}

describe('online purchase journey', () => {
  it('walks every step on one lead; the summary queues the lead with every step, visible in the inbox', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { id, token, json } = await start();
    expect(json).toMatchObject({ status: 'open', available: true, next_step: 'trade_in', steps: { price: { price: 24990, price_text: '$24,990' } } });

    // Trade-in through the trade-in port, on the journey's own lead.
    const lookup = await post('/api/leads/rego-lookup', { lead_id: id, rego: 'ABC123', regoState: 'QLD' });
    const valuationId = String(lookup.json.valuation_id);
    const valuation = await post('/api/leads/valuation', { lead_id: id, id: valuationId, adjustmentAnswers: { km: 40_000, condition: 'good' } });
    const offer = (valuation.json.valuation as { offer_price: number }).offer_price;
    const traded = await step(id, token, { step: 'trade_in', valuation_id: valuationId });
    expect(traded.status, traded.text).toBe(200);
    expect(traded.json.steps).toMatchObject({ trade_in: { skipped: false, offer_price: offer } });

    const financed = await step(id, token, { step: 'finance', choice: 'finance' });
    expect(financed.status, financed.text).toBe(200);
    const finance = (financed.json.steps as { finance: Record<string, number> }).finance;
    expect(finance).toMatchObject({ choice: 'finance', term_years: expect.any(Number), interest_rate: expect.any(Number) });
    expect(finance.weekly).toBeGreaterThan(0);

    const reservationId = await payDeposit();
    const deposited = await step(id, token, { step: 'deposit', reservation_id: reservationId });
    expect(deposited.json.steps).toMatchObject({
      deposit: { reservation_id: reservationId, amount: 200, currency: 'AUD', reserved_until: '2026-03-04T00:00:00.000Z' },
    });

    const delivered = await step(id, token, { step: 'fulfilment', method: 'delivery', postcode: '2000' });
    expect(delivered.json.steps).toMatchObject({ fulfilment: { method: 'delivery', postcode: '2000', region: 'Sydney Metro' } });
    expect(delivered.json.next_step).toBe('summary');

    const sent = await step(id, token, { step: 'summary', confirmed: true });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ status: 'submitted' });

    const lead = await inboxLead(id);
    expect(lead).toMatchObject({ form_type: 'online-purchase', category: 'Online Purchase', delivery_status: 'pending', email: 'alex@example.com' });
    expect(String(lead.message)).toContain(`offer $${offer.toLocaleString('en-AU')} accepted`);
    expect(String(lead.message)).toContain(`Deposit: $200 paid (reservation ${reservationId})`);
    expect(String(lead.message)).toContain('Delivery to 2000 (Sydney Metro)');
    expect(lead.steps.filter((s) => s.step.startsWith('purchase.')).map((s) => s.step)).toEqual([
      'purchase.price',
      'purchase.trade_in',
      'purchase.finance',
      'purchase.deposit',
      'purchase.fulfilment',
      'purchase.summary',
    ]);
    expect(lead.steps.map((s) => s.step)).toEqual(expect.arrayContaining(['rego_lookup', 'valuation']));

    const again = await step(id, token, { step: 'fulfilment', method: 'pickup' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('journey_closed');
  });

  it('a retried step replays its reply and changing a step updates its one record', async () => {
    const { id, token } = await start(1004);
    const key = newKey('retry');
    const first = await step(id, token, { step: 'trade_in', valuation_id: null }, key);
    const retry = await step(id, token, { step: 'trade_in', valuation_id: null }, key);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');

    await step(id, token, { step: 'finance', choice: 'cash' });
    const cashAgain = await step(id, token, { step: 'finance', choice: 'cash' });
    expect(cashAgain.status).toBe(200);
    const lead = await inboxLead(id);
    expect(lead.steps.map((s) => s.step)).toEqual(['purchase.price', 'purchase.trade_in', 'purchase.finance']);
    expect(lead.delivery_status).toBe('not_routed');
  });

  it('refuses steps out of order, a wrong token, another website, and finance a car does not offer', async () => {
    const { id, token } = await start(1004);
    const early = await step(id, token, { step: 'deposit', reservation_id: 'res_aaaaaaaaaaaaaaaa' });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ error: 'step_out_of_order', message: 'Please complete “Your trade-in” first.' });

    const stranger = await step(id, 'x'.repeat(43), { step: 'trade_in', valuation_id: null });
    expect(stranger.status).toBe(404);
    const elsewhere = await post(`/api/purchase-journeys/${id}/steps`, { token, step: 'trade_in', valuation_id: null }, newKey(), COASTAL.websiteId);
    expect(elsewhere.status).toBe(404);

    await step(id, token, { step: 'trade_in', valuation_id: null });
    const noOffer = await step(id, token, { step: 'finance', choice: 'finance' });
    expect(noOffer.status).toBe(400);
    expect(noOffer.json.fields).toMatchObject({ choice: expect.stringContaining('Finance is not offered online') });

    const noPostcode = await step(id, token, { step: 'fulfilment', method: 'delivery', postcode: '' });
    expect(noPostcode.status).toBe(400);
    expect(noPostcode.json.fields).toEqual({ postcode: 'Please enter a postcode.' });
    const noChoice = await step(id, token, { step: 'finance' });
    expect(noChoice.json.fields).toEqual({ choice: 'Please choose finance or cash.' });
    const nothing = await post(`/api/purchase-journeys/${id}/steps`, {}, newKey(), 0);
    expect(nothing.status).toBe(400);
  });

  it('resumes with the token, and stops honestly once someone else reserves the car', async () => {
    now = new Date('2026-03-10T00:00:00Z');
    const { id, token } = await start(1004);
    const resume = await fetch(`${api.baseUrl}/api/purchase-journeys/resume?website_id=101&car_id=1004&journey_id=${id}&token=${token}`);
    expect(await resume.json()).toMatchObject({ journey_id: id, next_step: 'trade_in', available: true });
    const noToken = await fetch(`${api.baseUrl}/api/purchase-journeys/resume?website_id=101&car_id=1004&journey_id=${id}`);
    expect(noToken.status).toBe(404);

    const other = await post('/api/reservations', { car_id: 1004, name: 'Sam Other', email: 'sam@example.com', phone: '0412000111' });
    expect(other.status).toBe(201);
    const blocked = await step(id, token, { step: 'trade_in', valuation_id: null });
    expect(blocked.status).toBe(409);
    expect(blocked.json).toMatchObject({ error: 'car_not_available', message: CAR_TAKEN_MESSAGE });
    const stopped = await fetch(`${api.baseUrl}/api/purchase-journeys/resume?website_id=101&car_id=1004&journey_id=${id}&token=${token}`);
    expect(await stopped.json()).toMatchObject({ status: 'stopped', available: false, message: CAR_TAKEN_MESSAGE });
  });

  it('a signed-in shopper resumes on another device without the token; nobody else does', async () => {
    now = new Date('2026-03-20T00:00:00Z');
    const phone = '0412 345 678';
    await post('/api/sign-in/code', { phone });
    const verified = await post('/api/sign-in/verify', { phone, code: api.lastCode('0412345678') });
    const cookie = cookieOf(verified.headers);
    const started = await postJson(
      api.baseUrl,
      '/api/purchase-journeys',
      { website_id: DEMO.websiteId, car_id: 1004, ...shopper, price_confirmed: true },
      {
        'Idempotency-Key': newKey('signed-in'),
        Cookie: cookie,
      },
    );
    expect(started.status, started.text).toBe(201);
    const resume = (headers: Record<string, string>) => fetch(`${api.baseUrl}/api/purchase-journeys/resume?website_id=101&car_id=1004`, { headers });
    const elsewhere = await resume({ Cookie: cookie });
    expect(await elsewhere.json()).toMatchObject({ journey_id: started.json.journey_id, next_step: 'trade_in' });
    // The session also stands in for the token when saving a step.
    const saved = await postJson(
      api.baseUrl,
      `/api/purchase-journeys/${String(started.json.journey_id)}/steps`,
      { website_id: DEMO.websiteId, step: 'trade_in', valuation_id: null },
      {
        'Idempotency-Key': newKey('signed-in-step'),
        Cookie: cookie,
      },
    );
    expect(saved.status, saved.text).toBe(200);
    expect((await resume({})).status).toBe(404);
  });

  it('cannot start on a sold or reserved car, or at a dealer without online purchase', async () => {
    const sold = await post('/api/purchase-journeys', { car_id: 1002, ...shopper, price_confirmed: true });
    expect(sold.status).toBe(409);
    expect(sold.json.error).toBe('car_not_available');
    const reserved = await post('/api/purchase-journeys', { car_id: 1003, ...shopper, price_confirmed: true });
    expect(reserved.status).toBe(409);
    const coastal = await post('/api/purchase-journeys', { car_id: 2001, ...shopper, price_confirmed: true }, newKey(), COASTAL.websiteId);
    expect(coastal.status).toBe(409);
    expect(coastal.json.error).toBe('online_purchase_disabled');
  });
});
