import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR, newKey, postJson, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { TEST_CARDS } from '../payments/test-payment-provider.ts';
import { expireLapsedHolds } from '../reservations/lapsed-holds.ts';
import { createTenantStore } from '../tenants/tenant-store.ts';
import { DEMO_ADDRESSES, deliveryTenants, secretSource } from './testing/delivery-fixtures.ts';
import { startMailBox, type MailBox, type ReceivedMail } from './testing/mail-box.ts';
import { startDeliveryWorker } from './worker.ts';

/**
 * A reservation that ends without a sale reaches a real SMTP server: an unpaid hold that lapses
 * (noticed by the worker's sweep, nobody visiting) tells sales and the shopper once — also when the
 * sweep runs again, in another process, or after a restart — and a cancellation tells sales.
 */

let mailBox: MailBox;
let tenants: ReturnType<typeof deliveryTenants>;
let api: TestServer;
// The API's clock: stands still but for how far a test has moved it on. A clock that followed real time
// let a drain find its own retries due again (an SMTP attempt on a loaded machine outlasts the back-off),
// so a refused email was retried to its last attempt within one drain and never sent after the restart.
let offsetMs = 0;
let restartedDbPath = '';
const START = Date.now();
const now = () => new Date(START + offsetMs);
const SLOW_RETRIES = {
  pollMs: 20,
  leaseMs: 5_000,
  maxAttempts: 50,
  backoff: { baseMs: 40, maxMs: 160 },
  random: () => 0.5,
  holdSweepMs: 0,
  allowPrivateNetworks: true,
  // The test runs the worker's passes itself: after a drain, what was due has been sent or refused.
  autoStart: false,
};
const SHOPPER = 'holly@example.com';
const SIXTEEN_MINUTES = 16 * 60_000;

beforeAll(async () => {
  mailBox = await startMailBox();
  tenants = deliveryTenants({ smtp: mailBox.port, webhookUrl: 'http://127.0.0.1:9/unused' });
  api = await startTestServer({ tenantsDir: tenants.dir, secrets: secretSource, leadDelivery: SLOW_RETRIES, now });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
  if (restartedDbPath) rmSync(dirname(restartedDbPath), { recursive: true, force: true });
  await mailBox?.close();
  tenants?.cleanUp();
}, SERVER_START_TIMEOUT_MS);

const post = (path: string, body: Record<string, unknown>) =>
  postJson(api.baseUrl, path, { website_id: 101, ...body }, { 'Idempotency-Key': newKey('notice') });

async function hold(carId: number, email = SHOPPER): Promise<string> {
  const created = await post('/api/reservations', { car_id: carId, name: 'Holly Hold', email, phone: '0412345678' });
  expect(created.status, created.text).toBe(201);
  return String(created.json.reservation_id);
}

/** Every pass the API's worker has due now, retries whose back-off has run out included. */
async function deliverDue(): Promise<void> {
  offsetMs += 1_000;
  await api.server.deliveryWorker?.drain();
}
function only(mails: ReceivedMail[]): ReceivedMail {
  expect(mails).toHaveLength(1);
  return mails[0]!;
}
const freeAgainTo = (address: string, car: string) => mailBox.to(address).filter((m) => m.mail.subject?.startsWith(`Free again: ${car}`));
const lapsedTo = (address: string) => mailBox.to(address).filter((m) => /^Your hold on the .* has lapsed/.test(m.mail.subject ?? ''));

describe('reservation notices', () => {
  it('an unpaid hold that lapses tells sales and the shopper once, with a link back to the car, even when swept again', async () => {
    await hold(CAR.id);
    await deliverDue();
    expect(freeAgainTo(DEMO_ADDRESSES.sales, '2021 Toyota Corolla')).toHaveLength(0);

    offsetMs += SIXTEEN_MINUTES; // nobody visits: the worker's sweep notices
    await deliverDue();
    const dealer = only(freeAgainTo(DEMO_ADDRESSES.sales, '2021 Toyota Corolla'));
    expect(dealer.mail.subject).toBe('Free again: 2021 Toyota Corolla Ascent Sport — Holly Hold let the hold lapse');
    expect(dealer.mail.text).toContain('Holly Hold did not pay the deposit in time; the hold lapsed.');
    expect(dealer.mail.text).toContain('Phone: 0412345678');
    const shopper = only(lapsedTo(SHOPPER));
    expect(shopper.mail.subject).toBe('Your hold on the 2021 Toyota Corolla Ascent Sport has lapsed — Demo Motors Brisbane');
    expect(shopper.mail.text).toContain(`reserve it again here: https://demo-motors.example.com.au/cars/${CAR.slug}`);
    expect(shopper.mail.html).toContain(`href="https://demo-motors.example.com.au/cars/${CAR.slug}"`);

    // The sweep again, here and from a second worker (another process on the same database): nothing more.
    const store = createTenantStore(tenants.dir, () => {});
    expect(await expireLapsedHolds(api.server.store, store, now())).toBe(0);
    expect(await expireLapsedHolds(api.server.store, store, now())).toBe(0);
    const second = startDeliveryWorker(
      { store: api.server.store, tenants: store, secrets: secretSource, now, log: () => {}, ...SLOW_RETRIES },
      { autoStart: false },
    );
    await second.runOnce();
    await second.runOnce();
    await second.stop();
    await deliverDue();
    expect(freeAgainTo(DEMO_ADDRESSES.sales, '2021 Toyota Corolla')).toHaveLength(1);
    expect(lapsedTo(SHOPPER)).toHaveLength(1);

    // The car is free again for the next shopper.
    expect((await post('/api/reservations', { car_id: CAR.id, name: 'Next Shopper', email: 'next@example.com', phone: '0412345679' })).status).toBe(201);
  }, 60_000);

  it('a hold noticed lapsed by a late payment (no worker running) is refused, expired and its notices queued once', async () => {
    // A process that only serves requests: the lapse is noticed by the request itself.
    const lone = await startTestServer({ tenantsDir: tenants.dir, secrets: secretSource, now });
    try {
      const send = (path: string, body: Record<string, unknown>) =>
        postJson(lone.baseUrl, path, { website_id: 101, ...body }, { 'Idempotency-Key': newKey('lone') });
      const first = await send('/api/reservations', { car_id: 1004, name: 'Late Payer', email: 'late@example.com', phone: '0412345678' });
      offsetMs += SIXTEEN_MINUTES;
      // Someone else takes the car once the first hold ran out; then the first shopper's payment arrives.
      expect((await send('/api/reservations', { car_id: 1004, name: 'Quick Buyer', email: 'quick@example.com', phone: '0412345679' })).status).toBe(201);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const late = await send(`/api/reservations/${String(first.json.reservation_id)}/confirm`, { payment_method: TEST_CARDS.success });
        expect(late.status).toBe(409);
        expect(late.json.error).toBe('reservation_expired');
      }
      const queued = (await lone.rows(`SELECT channel, target FROM lead_deliveries WHERE event = 'reservation.hold-expired' ORDER BY channel, target`)).map(
        (row) => `${String(row.channel)} ${String(row.target)}`,
      );
      expect(queued).toEqual([`confirmation late@example.com`, `email ${DEMO_ADDRESSES.sales}`, 'webhook crm']);
    } finally {
      await lone.close();
    }
  }, 60_000);

  it('a lapsed hold whose email could not be sent is told once after the server restarts', async () => {
    mailBox.refuse.always = true;
    const id = await hold(CAR.id, 'restart@example.com');
    offsetMs += SIXTEEN_MINUTES;
    const statusOf = async () => (await api.rows('SELECT status FROM reservations WHERE public_id = ?', id))[0]?.status;
    await deliverDue();
    expect(await statusOf()).toBe('expired');
    expect(lapsedTo('restart@example.com')).toHaveLength(0);
    await api.close({ keepFiles: true });
    restartedDbPath = api.dbPath;
    api = await startTestServer({ tenantsDir: tenants.dir, secrets: secretSource, leadDelivery: SLOW_RETRIES, now, dbPath: restartedDbPath });
    mailBox.refuse.always = false;
    await deliverDue();
    expect(lapsedTo('restart@example.com')).toHaveLength(1);
    expect(
      mailBox.to(DEMO_ADDRESSES.sales).filter((m) => m.mail.text?.includes('restart@example.com') && m.mail.subject?.startsWith('Free again')),
    ).toHaveLength(1);
  }, 60_000);

  it('a paid reservation cancelled by the shopper tells sales the car is free again (the shopper gets no lapse notice)', async () => {
    const id = await hold(1004, 'cancel@example.com');
    expect((await post(`/api/reservations/${id}/confirm`, { payment_method: TEST_CARDS.success })).status).toBe(200);
    const cancelled = await post(`/api/reservations/${id}/cancel`, { email: 'cancel@example.com' });
    expect(cancelled.json).toMatchObject({ status: 'cancelled', refunded: true });
    await deliverDue();
    const dealer = only(mailBox.to(DEMO_ADDRESSES.sales).filter((m) => m.mail.subject?.endsWith('cancelled') && m.mail.text?.includes('cancel@example.com')));
    expect(dealer.mail.text).toMatch(/Holly Hold cancelled their reservation\. .* is available to reserve again\./);
    await deliverDue();
    expect(lapsedTo('cancel@example.com')).toHaveLength(0);
  }, 60_000);
});
