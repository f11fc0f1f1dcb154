import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPaymentProvider, TEST_CARDS } from '../payments/test-payment-provider.ts';
import { CAR, DEMO, newKey, postJson, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { DEFAULT_RATE_LIMITS } from '../limits/limits.ts';

/**
 * Unpaid holds running at once are limited per client address and per phone, on a real server: a
 * handful of addresses cannot keep a dealer's cars unreservable with 15-minute holds they never pay.
 * The fixture dealer has two reservable cars, so the limits are 1 here (the defaults are 2).
 */

const OTHER_CAR = 1004;
let t: TestServer;
let clock = new Date('2026-03-02T00:00:00Z');
beforeAll(async () => {
  t = await startTestServer({
    now: () => clock,
    paymentProvider: createTestPaymentProvider({ delayMs: 0 }),
    trustedProxies: ['127.0.0.1'],
    limits: { unpaidHoldsPerAddress: 1, unpaidHoldsPerPhone: 1 },
  });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const reserve = (carId: number, address: string, phone: string, key = newKey()) =>
  postJson(
    t.baseUrl,
    '/api/reservations',
    { website_id: DEMO.websiteId, car_id: carId, name: 'Alex Citizen', email: 'alex@example.com', phone },
    { 'Idempotency-Key': key, 'X-Forwarded-For': address },
  );
const pay = (id: unknown, address: string) =>
  postJson(
    t.baseUrl,
    `/api/reservations/${String(id)}/confirm`,
    { website_id: DEMO.websiteId, payment_method: TEST_CARDS.success },
    { 'Idempotency-Key': newKey(), 'X-Forwarded-For': address },
  );

describe('unpaid holds per address and per phone', () => {
  it('defaults: two unpaid holds at once per address and per phone', () => {
    expect([DEFAULT_RATE_LIMITS.unpaidHoldsPerAddress, DEFAULT_RATE_LIMITS.unpaidHoldsPerPhone]).toEqual([2, 2]);
  });

  it('an address or a phone with an unpaid hold running cannot take another car; paying or lapsing frees the slot', async () => {
    const first = await reserve(CAR.id, '198.51.100.1', '0412000001');
    expect(first.status).toBe(201);

    const sameAddress = await reserve(OTHER_CAR, '198.51.100.1', '0412000002');
    expect([sameAddress.status, sameAddress.json.error, sameAddress.headers.get('retry-after')]).toEqual([429, 'too_many_requests', '900']);
    clock = new Date(clock.getTime() + 60_000);
    const samePhone = await reserve(OTHER_CAR, '198.51.100.2', '0412000001');
    expect([samePhone.status, samePhone.headers.get('retry-after')]).toEqual([429, '840']);
    // A retry of the very request that holds the car is that hold, not a second one.
    const retryKey = newKey();
    const other = await reserve(OTHER_CAR, '198.51.100.2', '0412000002', retryKey);
    expect(other.status).toBe(201);
    expect((await reserve(OTHER_CAR, '198.51.100.2', '0412000002', retryKey)).json.reservation_id).toBe(other.json.reservation_id);

    // Paid: the first address and phone may hold again (once a car is free: the other hold lapses).
    expect((await pay(first.json.reservation_id, '198.51.100.1')).status).toBe(200);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await reserve(OTHER_CAR, '198.51.100.1', '0412000001')).status).toBe(201);
    // That hold lapses unpaid: it frees the car and the address's slot alike.
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await reserve(OTHER_CAR, '198.51.100.1', '0412000003')).status).toBe(201);
  });
});
