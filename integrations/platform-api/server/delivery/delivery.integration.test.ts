import { formatAud } from '../../../../src/domain/format.ts';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newKey, postJson, SERVER_START_TIMEOUT_MS, startTestServer, validLead, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { TEST_CARDS } from '../payments/test-payment-provider.ts';
import { temporaryDatabase } from '../../test-fixtures/test-database.ts';
import { createTenantStore } from '../tenants/tenant-store.ts';
import { claimDue } from './outbox-store.ts';
import { adfValidity, VALID } from './testing/adf-dtd-check.ts';
import { DEMO_ADDRESSES, SECRETS, secretSource } from './testing/delivery-fixtures.ts';
import { FAST_DELIVERY, startDeliveryRig, type DeliveryRig } from './testing/delivery-rig.ts';
import { waitFor, type MailBox } from './testing/mail-box.ts';
import { standardWebhookRefusal, type WebhookReceiver } from './testing/webhook-receiver.ts';
import { startDeliveryWorker } from './worker.ts';

/**
 * Leads submitted over HTTP to the real API reach a real SMTP server and a real webhook receiver:
 * routing, the ADF document, signatures, confirmations, retries, dead letters, crash recovery, inbox.
 */

let rig: DeliveryRig;
let mailBox: MailBox;
let receiver: WebhookReceiver;
let tenants: DeliveryRig['tenants'];
let api: TestServer;
let webhookRefuse = false;

beforeAll(async () => {
  rig = await startDeliveryRig({ refuseWebhook: () => webhookRefuse });
  ({ mailBox, receiver, tenants, api } = rig);
}, SERVER_START_TIMEOUT_MS);

afterAll(() => rig?.close(), SERVER_START_TIMEOUT_MS);

afterEach(() => {
  webhookRefuse = false;
  mailBox.refuse.next = 0;
  mailBox.refuse.always = false;
});

async function submit(overrides: Record<string, unknown>, baseUrl = api.baseUrl): Promise<string> {
  const reply = await postJson(baseUrl, '/api/leads', validLead(overrides), { 'Idempotency-Key': newKey('delivery') });
  expect(reply.status, reply.text).toBe(201);
  return String(reply.json.lead_id);
}

async function inbox(path: string, key: string = SECRETS.DEMO_INBOX_KEY, init: RequestInit = {}) {
  return fetch(`${api.baseUrl}/api/inbox/${path}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
}

async function inboxLead(leadId: string): Promise<{ delivery_status: string; deliveries: Array<Record<string, unknown>> }> {
  const response = await inbox(`leads/${leadId}`);
  return ((await response.json()) as { lead: { delivery_status: string; deliveries: Array<Record<string, unknown>> } }).lead;
}

const adfParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });

describe('lead delivery', () => {
  it('emails a vehicle enquiry to sales with a readable body and a valid ADF document, and signs the CRM webhook', async () => {
    const leadId = await submit({ name: 'Alex', last_name: 'Citizen', message: 'Is it still available?' });
    const mail = await waitFor(() => mailBox.to(DEMO_ADDRESSES.sales).find((m) => m.leadId === leadId), 15_000, 'sales email');
    expect(mail.mail.subject).toBe('New sales lead: Alex Citizen — 2021 Toyota Corolla Ascent Sport');
    expect(mail.mail.text).toContain('Phone: 0412345678');
    expect(mail.mail.text).toContain('Is it still available?');
    expect(mail.mail.html).toContain('<a href="https://demo-motors.example.com.au/cars/2021-toyota-corolla-ascent-sport">');
    expect(mail.mail.messageId).toContain(leadId);

    const adf = mail.mail.attachments.find((attachment) => attachment.filename === `${leadId}.adf.xml`);
    expect(adf?.contentType).toBe('application/xml');
    const xml = adf!.content.toString('utf8');
    expect(await adfValidity(xml)).toEqual(VALID);
    const prospect = adfParser.parse(xml).adf.prospect;
    expect(prospect.id['#text']).toBe(leadId);
    expect(prospect.vehicle).toMatchObject({ '@_interest': 'buy', '@_status': 'used', make: 'Toyota', model: 'Corolla', stock: 'DM1001' });
    expect(prospect.customer.contact.email).toBe('alex@example.com');

    const hook = await waitFor(() => receiver.received.find((call) => call.leadId === leadId), 15_000, 'webhook');
    // Verified by the Standard Webhooks reference library, as the dealer's CRM would.
    expect(hook.verified).toBe(true);
    expect(hook.messageId).toBe(`${leadId}.lead.created`);
    expect(hook.body).toMatchObject({
      event: 'lead.created',
      event_id: `${leadId}.lead.created`,
      lead_id: leadId,
      id: leadId,
      lead_type: 'sales',
      customer: { first_name: 'Alex', email: 'alex@example.com' },
    });
    // The same request with another receiver's secret, or replayed six minutes later, is refused.
    const otherSecret = `whsec_${Buffer.from('a different receiver, a different key').toString('base64')}`;
    expect(standardWebhookRefusal(otherSecret, hook.raw, hook.headers)).toBe('No matching signature found');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const replayed = standardWebhookRefusal(SECRETS.DEMO_CRM_SECRET, hook.raw, hook.headers);
    vi.useRealTimers();
    expect(replayed).toBe('Message timestamp too old');
    expect(await adfValidity(String(hook.body.adf))).toEqual(VALID);

    const confirmation = await waitFor(() => mailBox.to('alex@example.com').find((m) => m.leadId === leadId), 15_000, 'confirmation');
    expect(confirmation.mail.subject).toBe('We have your enquiry — Demo Motors Brisbane');
    expect(confirmation.mail.text).toContain(`Your reference: ${leadId}`);
    const state = await waitFor(async () => (await inboxLead(leadId)).delivery_status === 'delivered' || undefined, 15_000, 'delivered state');
    expect(state).toBe(true);
  });

  it('a message pasted with control characters (BEL, ESC, backspace, U+FFFE) is accepted and reaches the dealer without them, every document valid', async () => {
    const pasted = 'Is it\u0007 still \u001B[1mavailable\u0008?\uFFFE Thanks';
    const leadId = await submit({ name: 'Pat', message: pasted, email: undefined, best_time: 'Mornings\u0007\u001B' });
    const mail = await waitFor(() => mailBox.to(DEMO_ADDRESSES.sales).find((m) => m.leadId === leadId), 15_000, 'sales email');
    expect(mail.mail.text).toContain('Message: Is it still [1mavailable? Thanks');
    expect(mail.mail.subject).toBe('New sales lead: Pat Citizen — 2021 Toyota Corolla Ascent Sport');
    const xml = mail.mail.attachments.find((attachment) => attachment.filename === `${leadId}.adf.xml`)!.content.toString('utf8');
    expect(await adfValidity(xml)).toEqual(VALID);
    expect(adfParser.parse(xml).adf.prospect.customer.comments).toContain('Is it still [1mavailable? Thanks');
    const hook = await waitFor(() => receiver.received.find((call) => call.leadId === leadId), 15_000, 'webhook');
    expect(hook.raw).not.toMatch(/\\u000[78]|\\u001b|\uFFFE/i);
    expect(hook.body.message).toBe('Is it still [1mavailable? Thanks');
    expect(hook.body.payload).toMatchObject({ best_time: 'Mornings' });
    expect(await adfValidity(String(hook.body.adf))).toEqual(VALID);
  });

  it("routes a service booking to the chosen location's service team only, with no CRM webhook", async () => {
    const leadId = await submit({
      form_type: 'book-a-service',
      category: 'Service Enquiry',
      car_id: undefined,
      location_id: 502,
      email: undefined,
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
    });
    const mail = await waitFor(() => mailBox.received.find((m) => m.leadId === leadId), 15_000, 'service email');
    expect(mail.envelopeTo).toEqual([DEMO_ADDRESSES.serviceSydney]);
    const lead = await inboxLead(leadId);
    expect(lead.deliveries.map((d) => [d.channel, d.target])).toEqual([['email', DEMO_ADDRESSES.serviceSydney]]);
    const xml = mail.mail.attachments[0]!.content.toString('utf8');
    expect(await adfValidity(xml)).toEqual(VALID);
    expect(adfParser.parse(xml).adf.prospect.vehicle).toMatchObject({ make: 'Mazda', model: 'CX-5', '@_status': 'used' });
    expect(receiver.received.some((call) => call.leadId === leadId)).toBe(false);
  });

  it("routes a lead about a car that names no location as the car's location (car 1004 stands in Sydney)", async () => {
    const leadId = await submit({ form_type: 'general-enquiry', category: 'Service Enquiry', car_id: 1004, email: undefined });
    const lead = await inboxLead(leadId);
    expect(lead.deliveries.map((d) => [d.channel, d.target])).toEqual([['email', DEMO_ADDRESSES.serviceSydney]]);
  });

  it('retries while the SMTP server and the webhook refuse, then delivers', async () => {
    mailBox.refuse.next = 2;
    webhookRefuse = true;
    const leadId = await submit({ form_type: 'finance-enquiry', category: 'Finance Enquiry', email: undefined });
    await waitFor(
      async () => (await inboxLead(leadId)).deliveries.some((d) => d.channel === 'webhook' && Number(d.attempts) >= 2) || undefined,
      15_000,
      'webhook retry',
    );
    webhookRefuse = false;
    await waitFor(async () => (await inboxLead(leadId)).delivery_status === 'delivered' || undefined, 15_000, 'delivered after retries');
    const lead = await inboxLead(leadId);
    expect(lead.deliveries.map((d) => d.target).sort()).toEqual(['crm', DEMO_ADDRESSES.finance]);
    expect(lead.deliveries.every((d) => d.status === 'delivered')).toBe(true);
    expect(mailBox.to(DEMO_ADDRESSES.finance).filter((m) => m.leadId === leadId)).toHaveLength(1);
    expect(Math.max(...lead.deliveries.map((d) => Number(d.attempts)))).toBeGreaterThanOrEqual(2);
  });

  it('dead-letters a delivery after the last attempt, shows it in the inbox, and sends it again on request', async () => {
    webhookRefuse = true;
    const leadId = await submit({ email: undefined });
    const dead = await waitFor(
      async () => {
        const lead = await inboxLead(leadId);
        return lead.delivery_status === 'dead' ? lead : undefined;
      },
      15_000,
      'dead letter',
    );
    const hook = dead.deliveries.find((d) => d.channel === 'webhook')!;
    expect(hook).toMatchObject({ status: 'dead', attempts: 3, last_error: 'webhook answered HTTP 503' });
    const listed = (await (await inbox('leads?status=dead')).json()) as { leads: Array<{ id: string }> };
    expect(listed.leads.map((lead) => lead.id)).toContain(leadId);

    webhookRefuse = false;
    const retry = await inbox(`deliveries/${hook.id}/retry`, SECRETS.DEMO_INBOX_KEY, { method: 'POST' });
    expect(retry.status).toBe(202);
    await waitFor(async () => (await inboxLead(leadId)).delivery_status === 'delivered' || undefined, 15_000, 'delivered after retry');
    expect(receiver.received.filter((call) => call.leadId === leadId && call.verified)).toHaveLength(1);
  });

  it('a worker that crashed mid-delivery leaves its rows leased; after the lease another delivers each exactly once', async () => {
    // A second API process without a worker stores the lead; a "crashed" worker claims it and dies.
    const database = await temporaryDatabase();
    const quiet = await startTestServer({ tenantsDir: tenants.dir, dbPath: database.target, secrets: secretSource });
    try {
      const leadId = await submit({ email: undefined }, quiet.baseUrl);
      const claimedAt = new Date();
      let now = claimedAt;
      const claimed = await claimDue(quiet.server.store, claimedAt, 400, 100);
      expect(claimed.map((row) => row.channel).sort()).toEqual(['email', 'webhook']);
      const worker = startDeliveryWorker(
        {
          ...FAST_DELIVERY,
          store: quiet.server.store,
          tenants: createTenantStore(tenants.dir, () => undefined),
          secrets: secretSource,
          now: () => now,
          log: () => undefined,
        },
        { autoStart: false },
      );
      try {
        // Inside the dead worker's lease: nothing to take.
        now = new Date(claimedAt.getTime() + 200);
        expect(await worker.runOnce()).toBe(0);
        expect(receiver.received.some((call) => call.leadId === leadId)).toBe(false);
        // The lease ran out: delivered once each, and a further pass finds nothing.
        now = new Date(claimedAt.getTime() + 401);
        expect(await worker.drain()).toBe(2);
        await waitFor(() => mailBox.received.some((m) => m.leadId === leadId), 15_000, 'the email');
        expect(await worker.runOnce()).toBe(0);
        expect(receiver.received.filter((call) => call.leadId === leadId)).toHaveLength(1);
        expect(mailBox.received.filter((m) => m.leadId === leadId)).toHaveLength(1);
      } finally {
        await worker.stop();
      }
    } finally {
      await quiet.close();
      await database.cleanUp();
    }
  });

  it('a paid reservation reaches sales and the CRM as a reservation lead, and the shopper hears the car is held', async () => {
    const post = (path: string, body: Record<string, unknown>) =>
      postJson(api.baseUrl, path, { website_id: 101, ...body }, { 'Idempotency-Key': newKey('reserve') });
    const created = await post('/api/reservations', { car_id: 1004, name: 'Robin Reserve', email: 'robin@example.com', phone: '0412345678' });
    expect(created.status, created.text).toBe(201);
    const paid = await post(`/api/reservations/${String(created.json.reservation_id)}/confirm`, { payment_method: TEST_CARDS.success });
    expect(paid.status, paid.text).toBe(200);
    const hook = await waitFor(() => receiver.received.find((call) => call.body.lead_type === 'reservation' && call.verified), 15_000, 'reservation webhook');
    const leadId = String(hook.leadId);
    expect(hook.body).toMatchObject({ form_type: 'reservation', customer: { first_name: 'Robin', last_name: 'Reserve' }, vehicle: { id: 1004 } });
    const dealerMail = await waitFor(() => mailBox.to(DEMO_ADDRESSES.sales).find((m) => m.leadId === leadId), 15_000, 'reservation email');
    expect(dealerMail.mail.subject).toMatch(/^New reservation lead: Robin Reserve/);
    expect(dealerMail.mail.text).toMatch(/deposit paid \(reservation res_/);
    expect(await adfValidity(dealerMail.mail.attachments[0]!.content.toString('utf8'))).toEqual(VALID);
    const shopperMail = await waitFor(() => mailBox.to('robin@example.com').find((m) => m.leadId === leadId), 15_000, 'reservation confirmation');
    expect(shopperMail.mail.subject).toMatch(/is reserved — Demo Motors/);
    expect(shopperMail.mail.text).toMatch(/deposit paid .*Held until/);
  });

  it('an accepted trade-in offer reaches the dealer again as an update: the valued car and the offer, ADF sequence 2', async () => {
    const send = async (path: string, body: Record<string, unknown>) =>
      postJson(api.baseUrl, path, { website_id: 101, ...body }, { 'Idempotency-Key': newKey('trade') });
    const leadId = await submit({
      form_type: 'trade-in',
      category: 'Trade In',
      subcategory: '1. Lead',
      car_id: undefined,
      email: undefined,
      name: 'Tia',
      last_name: 'Trader',
    });
    const rego = await send('/api/leads/rego-lookup', { lead_id: leadId, rego: 'NEW 001', regoState: 'QLD' });
    expect(rego.status, rego.text).toBe(201);
    const adjustmentAnswers = { km: 20000, condition: 'good', service_history: 'Full', accident_history: 'No', finance_owing: 'Yes' };
    const valuation = await send('/api/leads/valuation', { lead_id: leadId, id: rego.json.valuation_id, adjustmentAnswers });
    expect(valuation.status, valuation.text).toBe(201);
    const accepted = await send('/api/leads/offer-acceptance', {
      lead_id: leadId,
      form_completed: true,
      offer_accepted: true,
      category: 'Trade In',
      subcategory: '3. Offer Accepted',
      email: 'tia@example.com',
      phone: '0412345678',
    });
    expect(accepted.status, accepted.text).toBeLessThan(300);

    const car = rego.json.vehicle as { description: string };
    const mail = await waitFor(
      () => mailBox.to(DEMO_ADDRESSES.sales).find((m) => m.leadId === leadId && /^Trade-in offer accepted/.test(m.mail.subject ?? '')),
      15_000,
      'acceptance email',
    );
    expect(mail.mail.subject).toBe(`Trade-in offer accepted: Tia Trader — ${car.description}`);
    expect(mail.mail.text).toContain(`Trade-in car: ${car.description}`);
    // Everything the shopper answered along the way, and the step this email is about.
    expect(mail.mail.text).toContain('Lead: trade-in — Trade In / 3. Offer Accepted');
    expect(mail.mail.text).not.toContain('1. Lead');
    for (const line of [
      'Rego: NEW 001 (QLD)',
      'Odometer: 20,000 km',
      'Condition: Good',
      'Service history: Full',
      'Been in an accident: No',
      'Finance owing: Yes',
    ]) {
      expect(mail.mail.text).toContain(line);
    }
    // The fixture dealer values through the demonstration stand-in: the dealer is told the car and offer are invented.
    expect(mail.mail.text).toContain('DEMONSTRATION: the car and offer were invented');
    const xml = mail.mail.attachments[0]!.content.toString('utf8');
    expect(await adfValidity(xml)).toEqual(VALID);
    const prospect = adfParser.parse(xml).adf.prospect;
    expect(prospect.id).toMatchObject({ '#text': leadId, '@_sequence': '2' });
    expect(prospect.vehicle).toMatchObject({ '@_interest': 'trade-in', odometer: { '#text': 20000, '@_units': 'km' } });
    expect(prospect.vehicle.comments).toContain('Rego NEW 001 (QLD). Condition: Good. Service history: Full. Been in an accident: No. Finance owing: Yes.');
    expect(prospect.customer.comments).toMatch(/^Trade In \/ 3\. Offer Accepted \(trade-in\)/);
    const hook = await waitFor(
      () => receiver.received.find((call) => call.leadId === leadId && call.body.event === 'lead.trade_in_offer_accepted'),
      15_000,
      'acceptance webhook',
    );
    expect(hook.verified).toBe(true);
    expect(hook.body.trade_in).toMatchObject({ vehicle: { description: car.description } });
    // Its own event id: a receiver deduping on webhook-id keeps both the lead and its accepted offer.
    const created = receiver.received.find((call) => call.leadId === leadId && call.body.event === 'lead.created');
    expect(created?.verified).toBe(true);
    expect([created?.messageId, hook.messageId]).toEqual([`${leadId}.lead.created`, `${leadId}.lead.trade_in_offer_accepted`]);
    // The demonstration stand-in names a 4-year-old car for this rego: young enough for an instant offer.
    const valued = (valuation.json.valuation as { offer_price: number } | null)?.offer_price;
    expect(valued).toBeGreaterThan(0);
    expect(mail.mail.text).toContain(`Offer accepted: ${formatAud(valued!)} (estimate `);
    expect(prospect.vehicle).toMatchObject({ '@_interest': 'trade-in', price: { '#text': valued, '@_type': 'appraisal' } });
    // The header is the step this delivery is about, in the ADF as in the email.
    expect(xml).not.toContain('1. Lead');
    // The arrival and the acceptance are separate deliveries of the one lead.
    expect((await inboxLead(leadId)).deliveries.map((d) => d.event).sort()).toEqual([
      'lead.created',
      'lead.created',
      'trade-in.offer-accepted',
      'trade-in.offer-accepted',
    ]);
  });

  it("the inbox needs the dealer's own key, lists leads with their delivery status, and exports CSV safely", async () => {
    const leadId = await submit({ name: 'Formula', message: '=HYPERLINK("http://evil.example","click")', email: undefined });
    expect((await fetch(`${api.baseUrl}/api/inbox/leads`)).status).toBe(401);
    expect((await inbox('leads', 'not-a-real-key-0123456789')).status).toBe(401);
    const coastal = (await (await inbox('leads', SECRETS.COASTAL_INBOX_KEY)).json()) as { leads: unknown[] };
    expect(coastal.leads).toEqual([]);
    expect((await inbox(`leads/${leadId}`, SECRETS.COASTAL_INBOX_KEY)).status).toBe(404);

    const page = (await (await inbox('leads?limit=2')).json()) as { leads: Array<{ id: string; delivery_status: string }>; next_before: number | null };
    expect(page.leads).toHaveLength(2);
    expect(page.leads[0]!.id).toBe(leadId);
    expect(page.next_before).toEqual(expect.any(Number));

    const csv = await inbox('leads.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^lead_id,created_at,lead_type,form_type,category/);
    const row = lines.find((line) => line.startsWith(leadId))!;
    expect(row).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect((await inbox('leads?status=lost')).status).toBe(400);
  });
});
