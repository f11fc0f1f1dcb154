import { afterEach, describe, expect, it } from 'vitest';
import { cutOffNextCharge } from '../../test-fixtures/cut-off-charge.ts';
import { createTestPaymentProvider, TEST_CARDS } from '../payments/test-payment-provider.ts';
import { CAR, DEMO, FIXTURE_TENANTS_DIR, newKey, postJson, startTestServer, temporaryDbPath, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { expireLapsedHolds } from '../reservations/lapsed-holds.ts';
import { createTenantStore } from '../tenants/tenant-store.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

let now = new Date('2026-03-02T00:00:00Z');
/** A provider that takes 250 ms per call, like a real one: long enough for every racer to be in flight at once. */
const SLOW_PROVIDER_MS = 250;

async function start(options: { delayMs?: number; dbPath?: string; reservationLimit?: number } = {}) {
  const payments = createTestPaymentProvider({ delayMs: options.delayMs ?? 0 });
  const t = await startTestServer({
    now: () => now,
    paymentProvider: payments,
    // All racers come from 127.0.0.1; the per-address limit has its own test below.
    limits: { reservationsPerAddress: { max: options.reservationLimit ?? 1_000, windowMs: 600_000 } },
    ...(options.dbPath ? { dbPath: options.dbPath } : {}),
  });
  servers.push(t);
  return { t, payments, ...shopper(t) };
}

function shopper(t: TestServer) {
  const post = (path: string, body: Record<string, unknown>, key = newKey()) =>
    postJson(t.baseUrl, path, { website_id: DEMO.websiteId, ...body }, { 'Idempotency-Key': key });
  const reserve = (carId: number = CAR.id) =>
    post('/api/reservations', { car_id: carId, name: 'Alex Citizen', email: 'alex@example.com', phone: '0412345678' });
  const pay = (id: string, card: string = TEST_CARDS.success) => post(`/api/reservations/${id}/confirm`, { payment_method: card });
  const status = async (slug = CAR.slug) => (await fetch(`${t.baseUrl}/cars/${slug}/status?website_id=101`)).json() as Promise<Record<string, unknown>>;
  return { post, reserve, pay, status };
}

/** One shopper's whole attempt: take the car, then pay. */
async function reserveAndPay(s: ReturnType<typeof shopper>): Promise<number> {
  const created = await s.reserve();
  if (created.status !== 201) return created.status;
  return (await s.pay(String(created.json.reservation_id))).status;
}

describe('reservations', () => {
  it('a $200 deposit with a test card reserves the car for 48 hours, visible at once', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { post, reserve, status } = await start();
    const created = await reserve();
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: 'pending_payment',
      amount: 200,
      currency: 'AUD',
      hold_hours: 48,
      hold_expires_at: '2026-03-02T00:15:00.000Z',
      payment: { provider: 'test' },
    });
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

  it('a paid reservation cancelled by the shopper is refunded through the payment port once, and the car is free again', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { post, reserve, pay, status, payments } = await start();
    const created = await reserve();
    const id = String(created.json.reservation_id);
    expect((await pay(id)).status).toBe(200);
    expect(await status()).toMatchObject({ reserved: true });

    // The id alone is not enough: a wrong email looks like an unknown reservation.
    expect((await post(`/api/reservations/${id}/cancel`, { email: 'someone@example.com' })).status).toBe(404);
    expect(payments.refunds).toEqual([]);

    const key = newKey();
    const cancelled = await post(`/api/reservations/${id}/cancel`, { email: 'ALEX@example.com' }, key);
    expect([cancelled.status, cancelled.json]).toEqual([200, { reservation_id: id, status: 'cancelled', car_id: CAR.id, refunded: true }]);
    expect(payments.refunds).toHaveLength(1);
    expect(await status()).toMatchObject({ reserved: false, available: true });
    // A replay answers the same; a second cancel is refused; neither refunds again.
    expect((await post(`/api/reservations/${id}/cancel`, { email: 'ALEX@example.com' }, key)).text).toBe(cancelled.text);
    expect((await post(`/api/reservations/${id}/cancel`, { email: 'alex@example.com' })).json.error).toBe('reservation_not_pending');
    expect(payments.refunds).toHaveLength(1);
    expect((await reserve()).status).toBe(201);
  });

  it('an unpaid reservation is cancelled without a refund and frees the car at once', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { post, reserve, payments } = await start();
    const id = String((await reserve()).json.reservation_id);
    const cancelled = await post(`/api/reservations/${id}/cancel`, { email: 'alex@example.com' });
    expect(cancelled.json).toMatchObject({ status: 'cancelled', refunded: false });
    expect(payments.refunds).toEqual([]);
    expect((await reserve()).status).toBe(201);
  });

  it('a declined card keeps the shopper’s hold, so another card can pay', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { reserve, pay, payments } = await start();
    const id = String((await reserve()).json.reservation_id);
    const declined = await pay(id, TEST_CARDS.declined);
    expect([declined.status, declined.json.error, declined.json.message]).toEqual([402, 'payment_declined', 'Your card was declined.']);
    expect((await reserve()).json.error).toBe('car_not_reservable');
    expect((await pay(id)).status).toBe(200);
    expect(payments.charges).toHaveLength(1);
  });

  it('an unpaid reservation takes the car for 15 minutes, then expires and frees it', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { reserve, pay } = await start();
    const first = String((await reserve()).json.reservation_id);
    const blocked = await reserve();
    expect([blocked.status, blocked.json.error]).toEqual([409, 'car_not_reservable']);

    now = new Date('2026-03-02T00:15:01Z');
    const second = await reserve();
    expect(second.status).toBe(201);
    const late = await pay(first);
    expect([late.status, late.json.error]).toEqual([409, 'reservation_expired']);
    expect((await pay(String(second.json.reservation_id))).status).toBe(200);
  });

  it('a late payment on an expired hold goes through while nobody else has taken the car', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { reserve, pay, payments } = await start();
    const id = String((await reserve()).json.reservation_id);
    now = new Date('2026-03-02T00:20:00Z');
    expect((await pay(id)).status).toBe(200);
    expect((await reserve()).json.error).toBe('car_not_reservable');
    expect(payments.charges).toHaveLength(1);
  });

  it('a late payment still goes through after the sweep marked the hold expired, while the car is free', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { t, reserve, pay, payments } = await start();
    const id = String((await reserve()).json.reservation_id);
    now = new Date('2026-03-02T00:20:00Z');
    expect(
      await expireLapsedHolds(
        t.server.store,
        createTenantStore(FIXTURE_TENANTS_DIR, () => {}),
        now,
      ),
    ).toBe(1);
    expect((await pay(id)).status).toBe(200);
    expect(payments.charges).toHaveLength(1);
  });

  it('a cancelled hold cannot be paid', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { post, reserve, pay, payments } = await start();
    const id = String((await reserve()).json.reservation_id);
    expect((await post(`/api/reservations/${id}/cancel`, { email: 'alex@example.com' })).status).toBe(200);
    const paid = await pay(id);
    expect([paid.status, paid.json.error]).toEqual([409, 'reservation_not_pending']);
    expect(payments.charges).toEqual([]);
  });

  it('refuses sold or reserved cars, dealers without reservations, and paying twice', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { t, reserve, pay } = await start();
    expect((await reserve(1002)).json.error).toBe('car_not_reservable');
    expect((await reserve(1003)).json.error).toBe('car_not_reservable');
    const coastal = await postJson(
      t.baseUrl,
      '/api/reservations',
      { website_id: 202, car_id: 2001, name: 'Alex', email: 'a@b.co', phone: '0412345678' },
      { 'Idempotency-Key': newKey() },
    );
    expect(coastal.json.error).toBe('reservations_disabled');
    // Another dealer's reservation id is not found here.
    const id = String((await reserve()).json.reservation_id);
    const elsewhere = await postJson(
      t.baseUrl,
      `/api/reservations/${id}/confirm`,
      { website_id: 202, payment_method: TEST_CARDS.success },
      { 'Idempotency-Key': newKey() },
    );
    expect(elsewhere.status).toBe(404);

    await pay(id);
    expect((await pay(id)).json.error).toBe('reservation_not_pending');
    expect((await pay('res_0000000000000000')).status).toBe(404);
  });

  it('reservation attempts are limited per address (429 with Retry-After)', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { reserve } = await start({ reservationLimit: 2 });
    expect((await reserve()).status).toBe(201);
    expect((await reserve()).status).toBe(409);
    const limited = await reserve();
    expect([limited.status, limited.json.error, limited.headers.get('retry-after')]).toEqual([429, 'too_many_requests', '600']);
  });

  it(`ten shoppers racing for one car with a ${SLOW_PROVIDER_MS} ms provider: exactly one is charged, nobody refunded`, async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { t, payments } = await start({ delayMs: SLOW_PROVIDER_MS });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => reserveAndPay(shopper(t))));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(payments.charges).toHaveLength(1);
    expect(payments.refunds).toEqual([]);
  });

  it('confirming one reservation from two tabs at once charges once; the car stays reserved', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { reserve, pay, payments, status } = await start({ delayMs: SLOW_PROVIDER_MS });
    const id = String((await reserve()).json.reservation_id);
    const replies = await Promise.all([pay(id), pay(id)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.json.error).toBe('request_in_progress');
    expect(payments.charges).toHaveLength(1);
    expect(payments.refunds).toEqual([]);
    expect(await status()).toMatchObject({ reserved: true });
  });

  it('a charge cut off mid-way (its process gone) is carried on by the same request again: one charge, confirmed', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { reserve, post, payments, status } = await start();
    const id = String((await reserve()).json.reservation_id);
    const charge = cutOffNextCharge(payments);
    const key = newKey('pay');
    const first = post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.success }, key);
    await charge.reached;

    // Another tab (another key) still waits while the charge may be running.
    const otherTab = await post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.success });
    expect(otherTab.status).toBe(409);
    expect(otherTab.json.error).toBe('request_in_progress');

    // The shopper's outbox sends the same request again once the first attempt's claim on its key ran out.
    now = new Date(now.getTime() + 61_000);
    const retry = await post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.success }, key);
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({ status: 'confirmed' });
    expect(await status()).toMatchObject({ reserved: true });

    // Should the cut-off attempt finish after all, it finds its key taken over and the charge recorded:
    // it neither records nor refunds anything, and the key keeps the retry's answer.
    charge.finish();
    expect((await first).json.error).toBe('request_in_progress');
    const again = await post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.success }, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(retry.json);
    expect(payments.charges).toHaveLength(1);
    expect(payments.refunds).toEqual([]);
  });

  it('two server processes on one database: ten shoppers, one charge in all', async () => {
    now = new Date('2026-03-02T00:00:00Z');
    const { dbPath, cleanUp } = temporaryDbPath();
    try {
      const a = await start({ delayMs: SLOW_PROVIDER_MS, dbPath });
      const b = await start({ delayMs: SLOW_PROVIDER_MS, dbPath });
      const statuses = await Promise.all(Array.from({ length: 10 }, (_, index) => reserveAndPay(shopper(index % 2 === 0 ? a.t : b.t))));
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(a.payments.charges.length + b.payments.charges.length).toBe(1);
      expect([...a.payments.refunds, ...b.payments.refunds]).toEqual([]);
    } finally {
      for (const server of servers.splice(0)) await server.close({ keepFiles: true });
      cleanUp();
    }
  });
});
