import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutOffNextCharge } from '../../test-fixtures/cut-off-charge.ts';
import { createTestPaymentProvider, TEST_CARDS, type TestPaymentProvider } from '../payments/test-payment-provider.ts';
import { COASTAL, cookieOf, DEMO, newKey, postJson, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../test-fixtures/start-test-server.ts';

/**
 * Spin-to-win and online payment on a real server over the fixture dealers: demo-motors has both
 * (prizes weighted 1 : 3 : 0, payments from $10 to $5,000), coastal-cars has neither.
 */

let t: TestServer;
let payments: TestPaymentProvider;
let clock = new Date('2026-11-21T00:00:00Z');
beforeAll(async () => {
  payments = createTestPaymentProvider();
  t = await startTestServer({
    now: () => clock,
    paymentProvider: payments,
    limits: {
      signInPerAddress: { max: 10_000, windowMs: 60_000 },
      signInCodesPerPhone: { max: 10_000, windowMs: 60_000 },
      signInCodesPerPhoneAddress: { max: 10_000, windowMs: 60_000 },
    },
  });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const post = (path: string, body: Record<string, unknown>, cookie = '', websiteId: number = DEMO.websiteId) =>
  postJson(t.baseUrl, path, { website_id: websiteId, ...body }, { 'Idempotency-Key': newKey(), ...(cookie ? { Cookie: cookie } : {}) });
const get = async (path: string, cookie = '') => {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

async function signIn(phone: string): Promise<string> {
  clock = new Date(clock.getTime() + 31_000);
  await post('/api/sign-in/code', { phone });
  const verified = await post('/api/sign-in/verify', { phone, code: t.lastCode(phone) });
  expect(verified.status).toBe(200);
  return cookieOf(verified.headers);
}

type Row = Record<string, unknown>;
const leadsOf = (formType: string): Promise<Row[]> =>
  t.rows<Row>('SELECT form_type, category, subcategory, phone, email, payload_json, idempotency_key FROM leads WHERE form_type = ?', formType);

describe('spin-to-win', () => {
  it('needs a signed-in shopper', async () => {
    expect((await get('/api/spin-to-win?website_id=101')).status).toBe(401);
    expect((await post('/api/spin-to-win/spin', { campaign: 'summer-2026' })).status).toBe(401);
  });

  it('draws once per account per campaign, weighted (a weight-0 segment never comes up), and a repeat reads the record', async () => {
    const drawn = new Set<string>();
    for (let shopper = 0; shopper < 24; shopper++) {
      const cookie = await signIn(`04123400${String(shopper).padStart(2, '0')}`);
      expect((await get('/api/spin-to-win?website_id=101', cookie)).json).toEqual({ campaign: 'summer-2026', spin: null, closed: false });
      const first = await post('/api/spin-to-win/spin', { campaign: 'summer-2026' }, cookie);
      expect(first.status).toBe(200);
      const spin = first.json.spin as Row;
      expect(first.json.repeat).toBe(false);
      expect(['window-tint', 'fuel-card']).toContain(spin.prize_id);
      expect(spin.segment).toBe(spin.prize_id === 'window-tint' ? 0 : 1);
      drawn.add(String(spin.prize_id));

      const again = await post('/api/spin-to-win/spin', { campaign: 'summer-2026' }, cookie);
      expect(again.json).toEqual({ spin, repeat: true });
      expect((await get('/api/spin-to-win?website_id=101', cookie)).json.spin).toEqual(spin);
      // The account hub lists the same spin, read from the same row.
      if (shopper === 0) expect((await get('/api/account/activity?website_id=101', cookie)).json.spins).toEqual([spin]);
    }
    // 1 : 3 odds over 24 spins: both prizes come up (chance of one missing ≈ 0.75^24 + 0.25^24 ≈ 0.1 %).
    expect(drawn).toEqual(new Set(['window-tint', 'fuel-card']));
    const [rows] = await t.rows<{ n: number }>('SELECT COUNT(*) AS n FROM spins WHERE website_id = 101');
    expect(Number(rows?.n)).toBe(24);
  });

  it('sends each won prize to the dealer as one lead', async () => {
    const leads = await leadsOf('spin-to-win');
    expect(leads).toHaveLength(24);
    const lead = leads[0]!;
    expect(lead.category).toBe('Spin to Win');
    expect(['Free window tint', '$50 fuel card']).toContain(lead.subcategory);
    expect(String(lead.idempotency_key)).toMatch(/^spin:101:\d+:summer-2026$/);
    expect(JSON.parse(String(lead.payload_json))).toMatchObject({ campaign: 'summer-2026', form_type: 'spin-to-win' });
  });

  it('refuses a stale campaign id and a dealer without the promotion', async () => {
    const cookie = await signIn('0412349999');
    expect((await post('/api/spin-to-win/spin', { campaign: 'winter-2025' }, cookie)).json.error).toBe('campaign_changed');
    const coastal = await signInAt(COASTAL.websiteId, '0412349998');
    expect((await post('/api/spin-to-win/spin', { campaign: 'summer-2026' }, coastal, COASTAL.websiteId)).status).toBe(404);
  });
});

async function signInAt(websiteId: number, phone: string): Promise<string> {
  clock = new Date(clock.getTime() + 31_000);
  await post('/api/sign-in/code', { phone }, '', websiteId);
  const verified = await post('/api/sign-in/verify', { phone, code: t.lastCode(phone) }, '', websiteId);
  return cookieOf(verified.headers);
}

describe('online payment', () => {
  const details = { amount: 250.5, purpose: 'Invoice', reference: 'INV-20391', name: 'Alex Citizen', email: 'alex@example.com' };

  it('needs a signed-in shopper', async () => {
    expect((await post('/api/online-payments', details)).status).toBe(401);
  });

  it('refuses amounts outside the dealer limits and unknown purposes, naming the field', async () => {
    const cookie = await signIn('0412555001');
    const tooSmall = await post('/api/online-payments', { ...details, amount: 9.99 }, cookie);
    expect([tooSmall.status, tooSmall.json.fields]).toEqual([400, { amount: 'Please enter an amount from $10.00 to $5,000.00.' }]);
    expect((await post('/api/online-payments', { ...details, amount: 5000.01 }, cookie)).status).toBe(400);
    expect((await post('/api/online-payments', { ...details, amount: 10.001 }, cookie)).json.fields).toEqual({
      amount: 'Please enter dollars and cents only.',
    });
    expect((await post('/api/online-payments', { ...details, purpose: 'Lottery' }, cookie)).json.fields).toEqual({
      purpose: 'Please choose what the payment is for.',
    });
  });

  it('charges the test card once, records the receipt against the shopper and sends the dealer a lead', async () => {
    const cookie = await signIn('0412555002');
    const created = await post('/api/online-payments', details, cookie);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'pending_payment', amount: 250.5, currency: 'AUD', reference: 'INV-20391', payment: { provider: 'test' } });
    const id = String(created.json.payment_id);

    const declined = await post(`/api/online-payments/${id}/confirm`, { payment_method: TEST_CARDS.declined }, cookie);
    expect([declined.status, declined.json.error]).toEqual([402, 'payment_declined']);

    const paid = await post(`/api/online-payments/${id}/confirm`, { payment_method: TEST_CARDS.success }, cookie);
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ payment_id: id, status: 'paid', amount: 250.5, paid_at: expect.any(String) });
    expect(payments.charges).toHaveLength(1);

    const twice = await post(`/api/online-payments/${id}/confirm`, { payment_method: TEST_CARDS.success }, cookie);
    expect([twice.status, twice.json.error]).toEqual([409, 'payment_already_made']);
    expect(payments.charges).toHaveLength(1);

    expect((await get(`/api/online-payments/${id}?website_id=101`, cookie)).json).toEqual(paid.json);
    const stranger = await signIn('0412555003');
    expect((await get(`/api/online-payments/${id}?website_id=101`, stranger)).status).toBe(404);
    expect((await post(`/api/online-payments/${id}/confirm`, { payment_method: TEST_CARDS.success }, stranger)).status).toBe(404);

    const [lead] = await leadsOf('online-payment');
    expect(lead).toMatchObject({ category: 'Online Payment', subcategory: 'Invoice', phone: '0412555002', email: 'alex@example.com' });
    expect(JSON.parse(String(lead?.payload_json))).toMatchObject({ reference: 'INV-20391', amount_cents: 25050, payment_id: id });
    expect(JSON.parse(String(lead?.payload_json)).message).toBe(`Paid $250.50 online for Invoice, reference INV-20391 (payment ${id}).`);

    const activity = await get('/api/account/activity?website_id=101', cookie);
    expect(activity.json).toEqual({ payments: [paid.json], spins: [] });
  });

  it('a charge cut off mid-way (its process gone) is carried on by the same request again: paid once, one lead', async () => {
    const cookie = await signIn('0412555004');
    const id = String((await post('/api/online-payments', { ...details, reference: 'INV-CUT' }, cookie)).json.payment_id);
    const chargesBefore = payments.charges.length;
    const charge = cutOffNextCharge(payments);
    try {
      const key = newKey('pay');
      const pay = (idempotencyKey: string) =>
        postJson(
          t.baseUrl,
          `/api/online-payments/${id}/confirm`,
          { website_id: DEMO.websiteId, payment_method: TEST_CARDS.success },
          { 'Idempotency-Key': idempotencyKey, Cookie: cookie },
        );
      const first = pay(key);
      await charge.reached;
      expect((await pay(newKey())).json.error).toBe('request_in_progress');

      // Before: the payment stayed `charging` for good and could never be paid.
      clock = new Date(clock.getTime() + 61_000);
      const retry = await pay(key);
      expect(retry.status).toBe(200);
      expect(retry.json).toMatchObject({ payment_id: id, status: 'paid' });

      charge.finish();
      expect((await first).json.error).toBe('request_in_progress');
      expect(payments.charges.length - chargesBefore).toBe(1);
      const leads = (await leadsOf('online-payment')).filter((lead) => String(lead.payload_json).includes('INV-CUT'));
      expect(leads).toHaveLength(1);
    } finally {
      charge.restore();
    }
  });
});
