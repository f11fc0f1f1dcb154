import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffStock, type ReportedVehicle } from '../../../../src/domain/publishing/stock-changes.ts';
import { cookieOf, postJson, SERVER_START_TIMEOUT_MS, startTestServer, temporaryDbPath, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { startMailBox, type MailBox, type ReceivedMail } from '../delivery/testing/mail-box.ts';
import { startDeliveryWorker } from '../delivery/worker.ts';
import { createTenantStore } from '../tenants/tenant-store.ts';
import { claimDueAlerts } from './alert-outbox.ts';
import { ALERT_DEALER, ALERT_INBOX_KEYS, alertDealers, alertSecrets, OTHER_DEALER, type AlertDealers, type TestCar } from './testing/alert-dealers.ts';

/**
 * Stock-change alerts end to end: shoppers sign in, watch cars, save searches and give an alert
 * email over HTTP; a change report is posted as the publish pipeline does; a real SMTP server gets
 * one email per shopper, with the cars, links and a one-click unsubscribe that works both ways —
 * and a batch resent, or a worker dying mid-batch, never sends one twice nor drops one.
 */

const FAST = { pollMs: 20, leaseMs: 400, maxAttempts: 3, backoff: { baseMs: 40, maxMs: 160 }, random: () => 0.5, allowPrivateNetworks: true };
const BEFORE: TestCar[] = [
  { id: 1, make: 'Toyota', model: 'RAV4', body: 'SUV', price: 38_990 },
  { id: 2, make: 'Toyota', model: 'Corolla', body: 'Hatch', price: 24_990 },
  { id: 3, make: 'Mazda', model: 'CX-5', body: 'SUV', price: 35_990 },
  { id: 4, make: 'Toyota', model: 'Kluger', body: 'SUV', price: 52_990 },
];
const AFTER: TestCar[] = [
  { ...BEFORE[0]!, price: 36_990 }, // price drop
  { ...BEFORE[1]!, status: 'sold' }, // sold
  { ...BEFORE[2]!, offer_price: 33_990 }, // on special
  { ...BEFORE[3]!, price: 39_500 }, // re-priced into the saved search
  { id: 5, make: 'Toyota', model: 'RAV4', body: 'SUV', price: 39_990 }, // added, matches the saved search
  { id: 6, make: 'Toyota', model: 'HiLux', body: 'Ute', price: 45_990 }, // added, matches nobody
];

let mailBox: MailBox;
let dealers: AlertDealers;
let api: TestServer;
/** The dealer's configured API address when the batch was queued (links are built from it). */
let configuredApi = '';
const db = temporaryDbPath();
const secrets = alertSecrets;

beforeAll(async () => {
  mailBox = await startMailBox();
  dealers = alertDealers({ smtpPort: mailBox.port });
  dealers.writeStock(ALERT_DEALER.slug, BEFORE);
  dealers.writeStock(OTHER_DEALER.slug, BEFORE);
  // No worker in this process: the batch is queued here and sent by the processes below.
  api = await startTestServer({ tenantsDir: dealers.dir, secrets, dbPath: db.dbPath });
  dealers.useApi(api.baseUrl);
  configuredApi = api.baseUrl;
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close({ keepFiles: true });
  await mailBox?.close();
  dealers?.cleanUp();
  db.cleanUp();
}, SERVER_START_TIMEOUT_MS);

async function signIn(server: TestServer, websiteId: number, phone: string): Promise<string> {
  await postJson(server.baseUrl, '/api/sign-in/code', { website_id: websiteId, phone });
  const verified = await postJson(server.baseUrl, '/api/sign-in/verify', { website_id: websiteId, phone, code: server.lastCode(phone) });
  expect(verified.status, verified.text).toBe(200);
  return cookieOf(verified.headers);
}

async function as(cookie: string, path: string, body: Record<string, unknown>) {
  return postJson(api.baseUrl, path, body, { Cookie: cookie });
}

function stockChange(batchId: string) {
  const reported = (cars: readonly TestCar[]) =>
    cars.map((car) => ({ slug: `car-${car.id}`, name: `${car.make} ${car.model}`, status: 'in_stock', ...car }) as ReportedVehicle);
  return { batch_id: batchId, report: diffStock(reported(BEFORE), reported(AFTER)) };
}

async function postBatch(server: TestServer, body: unknown, key: string = ALERT_INBOX_KEYS.alert) {
  return postJson(server.baseUrl, '/api/stock-changes', body, { Authorization: `Bearer ${key}` });
}

const inBatch = (batchId: string) => mailBox.received.filter((mail) => mail.mail.headers.get('x-forecourt-alert-batch') === batchId);
/** The raw header value (mailparser turns List-Unsubscribe into an object; the test reads what was sent). */
const header = (mail: ReceivedMail, name: string) => {
  const line = mail.mail.headerLines.find((entry) => entry.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replaceAll(/\r?\n\s+/g, ' ')
    .trim();
};

describe('stock-change alerts', () => {
  const shoppers = { ana: '', ben: '', cy: '', dee: '' };

  it('keeps watches, saved searches and alert emails per shopper', async () => {
    shoppers.ana = await signIn(api, ALERT_DEALER.websiteId, '0411000001');
    shoppers.ben = await signIn(api, ALERT_DEALER.websiteId, '0411000002');
    shoppers.cy = await signIn(api, ALERT_DEALER.websiteId, '0411000003');
    shoppers.dee = await signIn(api, ALERT_DEALER.websiteId, '0411000004');
    const site = { website_id: ALERT_DEALER.websiteId };
    for (const [cookie, phone, cars] of [
      [shoppers.ana, '0411000001', [1, 2]],
      [shoppers.ben, '0411000002', [3]],
      [shoppers.dee, '0411000004', [1]],
    ] as const) {
      for (const car_id of cars) expect((await as(cookie, '/api/watchlist/save-car', { ...site, phone_number: phone, car_id })).status).toBe(200);
    }
    const saved = await as(shoppers.ana, '/api/saved-searches', { ...site, path: '/search', query: 'make=Toyota&body=SUV&price=:40000' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.saved_search).toMatchObject({ name: 'Toyota · SUV · under $40,000', path: '/search' });
    expect((await as(shoppers.ben, '/api/saved-searches', { ...site, path: '/search', query: 'make=Mazda' })).status).toBe(200);
    expect((await as(shoppers.cy, '/api/saved-searches', { ...site, path: '/search', query: 'body=SUV&make=Toyota' })).status).toBe(200);
    for (const [cookie, email] of [
      [shoppers.ana, 'ana@example.com'],
      [shoppers.ben, 'ben@example.com'],
      [shoppers.cy, 'cy@example.com'],
    ] as const) {
      expect((await as(cookie, '/api/account/alert-email', { ...site, email })).json).toEqual({ alert_email: email });
    }
    // dee watches a car but gave no email: nobody can be told.
    const other = await signIn(api, OTHER_DEALER.websiteId, '0411000001');
    await postJson(api.baseUrl, '/api/account/alert-email', { website_id: OTHER_DEALER.websiteId, email: 'ana.other@example.com' }, { Cookie: other });
    await postJson(api.baseUrl, '/api/watchlist/save-car', { website_id: OTHER_DEALER.websiteId, phone_number: '0411000001', car_id: 1 }, { Cookie: other });
  });

  it('refuses a change report without the dealer’s key, and queues one email per shopper with news', async () => {
    expect((await postBatch(api, stockChange('batch-0001'), 'wrong-key-0123456789abcdef')).status).toBe(401);
    expect((await postBatch(api, { batch_id: 'x', report: {} })).status).toBe(400);
    // The API's copy of the folder does not hold the change yet: refused, not recorded.
    const early = await postBatch(api, stockChange('batch-0001'));
    expect(early.status).toBe(409);
    expect(early.json.error).toBe('stock_not_current');
    dealers.writeStock(ALERT_DEALER.slug, AFTER);
    const reply = await postBatch(api, stockChange('batch-0001'));
    expect(reply.status, reply.text).toBe(202);
    expect(reply.json).toEqual({ batch_id: 'batch-0001', alerts_queued: 3, already_received: false });
    // The pipeline resending the same change queues nothing more.
    expect((await postBatch(api, stockChange('batch-0001'))).json).toMatchObject({ alerts_queued: 3, already_received: true });
  });

  it('sends each email exactly once even when a worker dies mid-batch', async () => {
    const tenants = createTenantStore(dealers.dir, () => {});
    // Worker 1 sends one email, then claims another and dies before sending it (its lease runs out).
    // One clock for both workers, moved only by the test: a slow machine cannot run a lease out early.
    const startedAt = Date.now();
    let offsetMs = 0;
    const now = () => new Date(startedAt + offsetMs);
    const first = startDeliveryWorker({ store: api.server.store, tenants, secrets, now, ...FAST, batchSize: 1 }, { autoStart: false });
    expect(await first.runOnce()).toBe(1);
    expect(inBatch('batch-0001')).toHaveLength(1);
    expect(await claimDueAlerts(api.server.store, now(), FAST.leaseMs, 1)).toHaveLength(1);
    await first.stop();
    await api.close({ keepFiles: true });

    // A new API process on the same database delivers the rest, and the resent batch adds nothing.
    // Its worker's passes are run by the test: nothing is left to timing.
    api = await startTestServer({ tenantsDir: dealers.dir, secrets, dbPath: db.dbPath, now, leadDelivery: { ...FAST, autoStart: false } });
    expect((await postBatch(api, stockChange('batch-0001'))).json).toMatchObject({ already_received: true });
    await api.server.deliveryWorker?.drain();
    expect(inBatch('batch-0001'), 'the email the dead worker still holds waits for its lease').toHaveLength(2);
    offsetMs += FAST.leaseMs * 2;
    await api.server.deliveryWorker?.drain();
    expect(inBatch('batch-0001')).toHaveLength(3);
    // Long after every lease has run out, another pass sends nothing twice.
    offsetMs += FAST.leaseMs * 10;
    await api.server.deliveryWorker?.drain();
    const recipients = inBatch('batch-0001')
      .flatMap((mail) => mail.envelopeTo)
      .sort();
    expect(recipients).toEqual(['ana@example.com', 'ben@example.com', 'cy@example.com']);
  }, 60_000);

  it('tells each shopper all their news in one email with car cards and links back to the site', () => {
    const [ana] = inBatch('batch-0001').filter((mail) => mail.envelopeTo.includes('ana@example.com'));
    expect(ana!.mail.subject).toBe('Updates from Alert Motors: 2 cars you watch, 2 new matches for your searches');
    expect(ana!.mail.from?.value[0]?.address).toBe(ALERT_DEALER.from);
    const text = ana!.mail.text ?? '';
    expect(text).toContain('Price drop: 2024 Toyota RAV4 now $36,990 (was $38,990)');
    expect(text).toContain('Sold: 2024 Toyota Corolla');
    expect(text).toContain('New for your search “Toyota · SUV · under $40,000” (2)');
    expect(text).toContain('2024 Toyota Kluger — $39,500');
    expect(text).toContain(`${ALERT_DEALER.url}/cars/2024-toyota-rav4-5`);
    expect(text).not.toContain('HiLux');
    // The car's picture, served by the dealer's site, as an absolute address the email can load.
    expect(ana!.mail.html).toContain(`<img src="${ALERT_DEALER.url}/images/cars/2024-toyota-rav4-5-1.webp"`);
    expect(ana!.mail.html).toContain(`<a href="${ALERT_DEALER.url}/search?make=Toyota&amp;body=SUV&amp;price=:40000">`);

    const [ben] = inBatch('batch-0001').filter((mail) => mail.envelopeTo.includes('ben@example.com'));
    expect(ben!.mail.subject).toBe('On special: 2024 Mazda CX-5 — $33,990');
    const [cy] = inBatch('batch-0001').filter((mail) => mail.envelopeTo.includes('cy@example.com'));
    expect(cy!.mail.subject).toBe('1 new car for your search “Toyota · SUV”');
    // Other Motors' shopper with the same phone watched "car 1" there: nothing changed at that dealer.
    expect(mailBox.to('ana.other@example.com')).toEqual([]);
  });

  it('unsubscribes with one click (RFC 8058 POST) and from the link, which needs no sign-in', async () => {
    const mails = inBatch('batch-0001');
    const of = (address: string) => mails.find((mail) => mail.envelopeTo.includes(address))!;
    expect(header(of('ana@example.com'), 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listed = /<([^>]+)>/.exec(header(of('ana@example.com'), 'list-unsubscribe'))![1]!;
    expect(listed.startsWith(`${configuredApi}/api/alerts/unsubscribe?token=`)).toBe(true);
    // The API restarted on another port since: the same path and token, at today's address.
    const here = (link: string) => new URL(`${new URL(link).pathname}${new URL(link).search}`, api.baseUrl).href;
    const oneClick = here(listed);
    const posted = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);

    const link = here(/Unsubscribe from these alerts: (\S+)/.exec(of('ben@example.com').mail.text ?? '')![1]!);
    const page = await fetch(link);
    expect(await page.text()).toContain('Stop alert emails from Alert Motors?');
    // No script on the page, forms post only back to it; opening it changed nothing (mail scanners open links).
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
    expect((await api.rows('SELECT unsubscribed_at FROM alert_subscriptions WHERE email = ?', 'ben@example.com'))[0]?.unsubscribed_at).toBeNull();
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    const tampered = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fetch(tampered, { method: 'POST' })).status).toBe(404);

    // Ana watches the car sold next: unsubscribed, she is not told (dee, with no email, neither).
    const reply = await postBatch(api, {
      batch_id: 'batch-0002',
      report: { ...stockChange('x').report, sold: [{ id: 1, slug: 'car-1', name: 'RAV4' }], priceChanges: [], onSpecial: [], added: [], statusChanges: [] },
    });
    expect(reply.json).toMatchObject({ alerts_queued: 0 });
    const garage = await fetch(`${api.baseUrl}/api/saved-searches?website_id=${ALERT_DEALER.websiteId}`, { headers: { Cookie: shoppers.ana } });
    expect(((await garage.json()) as { alert_email: string | null }).alert_email).toBeNull();
  });

  it('deletes an account with everything it saved, and says so', async () => {
    const reply = await as(shoppers.cy, '/api/account/delete', { website_id: ALERT_DEALER.websiteId });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.removed).toEqual({ watched_cars: 0, saved_searches: 1, alert_email: true, sessions: 1 });
    expect(reply.json.message).toBe('Your account at Alert Motors is deleted: 0 watched cars, 1 saved search, your alert email and your sign-in were removed.');
    const after = await fetch(`${api.baseUrl}/api/saved-searches?website_id=${ALERT_DEALER.websiteId}`, { headers: { Cookie: shoppers.cy } });
    expect(after.status).toBe(401);
    const [left] = await api.rows('SELECT COUNT(*) AS n FROM alert_emails WHERE email = ?', 'cy@example.com');
    expect(Number(left?.n)).toBe(0);
  });
});
