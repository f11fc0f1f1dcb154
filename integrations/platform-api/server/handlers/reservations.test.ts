import { afterEach, describe, expect, it } from 'vitest';
import { createTestPaymentProvider, TEST_CARDS } from '../payments/test-payment-provider.ts';
import { CAR, DEMO, newKey, postJson, startTestServer, type TestServer } from '../../test-fixtures/start-test-server.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

let now = new Date('2026-03-02T00:00:00Z');
async function start(options: { slowPayments?: boolean } = {}) {
  const payments = createTestPaymentProvider();
  if (options.slowPayments) {
    // Slow enough that both shoppers are past the availability check before either payment returns.
    const confirm = payments.confirm.bind(payments);
    payments.confirm = async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return confirm(input);
    };
  }
  const t = await startTestServer({ now: () => now, paymentProvider: payments });
  servers.push(t);
  const post = (path: string, body: Record<string, unknown>, key = newKey()) =>
    postJson(t.baseUrl, path, { website_id: DEMO.websiteId, ...body }, { 'Idempotency-Key': key });
  const reserve = (carId: number = CAR.id) => post('/api/reservations', { car_id: carId, name: 'Alex Citizen', email: 'alex@example.com', phone: '0412345678' });
  const status = async (slug = CAR.slug) => (await fetch(`${t.baseUrl}/cars/${slug}/status?website_id=101`)).json() as Promise<Record<string, unknown>>;
  return { t, payments, post, reserve, status };
}

describe('reservations', () => {
  it('a $200 deposit with a test card reserves the car for 48 hours, visible at once', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { post, reserve, status } = await start();
    const created = await reserve();
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'pending_payment', amount: 200, currency: 'AUD', hold_hours: 48, payment: { provider: 'test' } });
    expect(await status()).toMatchObject({ reserved: false, available: true });

    const id = String(created.json.reservation_id);
    const key = newKey();
    const confirmed = await post(`/api/reservations/${id}/confirm`, { payment_method: '4242 4242 4242 4242' }, key);
    expect(confirmed.json).toEqual({ reservation_id: id, status: 'confirmed', car_id: CAR.id, reserved_until: '2026-03-04T00:00:00.000Z' });
    expect(await status()).toMatchObject({ reserved: true, available: false, reserved_until: '2026-03-04T00:00:00.000Z' });
    // A replay of the confirmation is the same answer, not a second charge or an error.
    const replay = await post(`/api/reservations/${id}/confirm`, { payment_method: '4242 4242 4242 4242' }, key);
    expect(replay.text).toBe(confirmed.text);

    // Nobody else can reserve it while held; the hold ends after 48 hours.
    expect((await reserve()).json.error).toBe('car_not_reservable');
    now = new Date('2026-03-04T00:00:01Z');
    expect(await status()).toMatchObject({ reserved: false, available: true });
  });

  it('a declined card leaves the reservation pending and the car free', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { post, reserve, status } = await start();
    const id = String((await reserve()).json.reservation_id);
    const declined = await post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.declined });
    expect([declined.status, declined.json.error, declined.json.message]).toEqual([402, 'payment_declined', 'Your card was declined.']);
    expect(await status()).toMatchObject({ reserved: false });
    expect((await post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.success })).status).toBe(200);
  });

  it('refuses sold or reserved cars, dealers without reservations, and paying twice', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { t, post, reserve } = await start();
    expect((await reserve(1002)).json.error).toBe('car_not_reservable');
    expect((await reserve(1003)).json.error).toBe('car_not_reservable');
    const coastal = await postJson(t.baseUrl, '/api/reservations', { website_id: 202, car_id: 2001, name: 'Alex', email: 'a@b.co', phone: '0412345678' }, { 'Idempotency-Key': newKey() });
    expect(coastal.json.error).toBe('reservations_disabled');

    const id = String((await reserve()).json.reservation_id);
    await post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.success });
    expect((await post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.success })).json.error).toBe('reservation_not_pending');
    expect((await post('/api/reservations/res_0000000000000000/confirm', { payment_method: TEST_CARDS.success })).status).toBe(404);
  });

  it('of two shoppers paying at once, one gets the car and the other is refunded', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { post, reserve, payments } = await start({ slowPayments: true });
    const first = String((await reserve()).json.reservation_id);
    const second = String((await reserve()).json.reservation_id);
    const replies = await Promise.all([
      post(`/api/reservations/${first}/confirm`, { payment_method: TEST_CARDS.success }),
      post(`/api/reservations/${second}/confirm`, { payment_method: TEST_CARDS.success }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(payments.refunds).toHaveLength(1);
  });
});
