import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newKey, postJson, SERVER_START_TIMEOUT_MS, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { adfValidity, VALID } from '../delivery/testing/adf-dtd-check.ts';
import { DEMO_ADDRESSES } from '../delivery/testing/delivery-fixtures.ts';
import { startDeliveryRig, type DeliveryRig } from '../delivery/testing/delivery-rig.ts';
import { waitFor, type MailBox } from '../delivery/testing/mail-box.ts';
import { TEST_CARDS } from '../payments/test-payment-provider.ts';

/** A sent online purchase reaches the dealer's real SMTP server with every step in the email and its ADF document. */

let rig: DeliveryRig;
let mailBox: MailBox;
let api: TestServer;

beforeAll(async () => {
  rig = await startDeliveryRig({ demoFeatures: { onlinePurchase: true } });
  ({ mailBox, api } = rig);
}, SERVER_START_TIMEOUT_MS);

afterAll(() => rig?.close(), SERVER_START_TIMEOUT_MS);

const post = (path: string, body: Record<string, unknown>) =>
  postJson(api.baseUrl, path, { website_id: DEMO.websiteId, ...body }, { 'Idempotency-Key': newKey('purchase-mail') });

describe('online purchase delivery', () => {
  it('emails sales once the summary is sent: every step in the body and in the ADF comments', async () => {
    const started = await post('/api/purchase-journeys', {
      car_id: 1004,
      name: 'Casey',
      last_name: 'Cash',
      email: 'casey@example.com',
      phone: '0412 111 222',
      price_confirmed: true,
    });
    expect(started.status, started.text).toBe(201);
    const id = String(started.json.journey_id);
    const token = String(started.json.resume_token);
    const step = (body: Record<string, unknown>) => post(`/api/purchase-journeys/${id}/steps`, { token, ...body });
    await step({ step: 'trade_in', valuation_id: null });
    await step({ step: 'finance', choice: 'cash' });
    const reservation = await post('/api/reservations', { car_id: 1004, name: 'Casey Cash', email: 'casey@example.com', phone: '0412111222' });
    const reservationId = String(reservation.json.reservation_id);
    await post(`/api/reservations/${reservationId}/confirm`, { payment_method: TEST_CARDS.success });
    await step({ step: 'deposit', reservation_id: reservationId });
    await step({ step: 'fulfilment', method: 'pickup' });
    // Nothing is sent about the journey itself before the shopper sends it (the paid deposit is its own reservation lead).
    expect(mailBox.received.some((m) => m.leadId === id)).toBe(false);
    expect((await step({ step: 'summary', confirmed: true })).status).toBe(200);

    const mail = await waitFor(() => mailBox.to(DEMO_ADDRESSES.sales).find((m) => m.leadId === id), 15_000, 'sales email');
    const text = mail.mail.text ?? '';
    expect(text).toContain('Message: Online purchase: 2022 Škoda Octavia');
    expect(text).toContain('Price confirmed: $41,990');
    expect(text).toContain('Trade-in: none.');
    expect(text).toContain('Payment: cash (no finance).');
    expect(text).toContain(`Deposit: $200 paid (reservation ${reservationId})`);
    expect(text).toMatch(/Pick-up at Demo Motors Sydney, Sydney, NSW \d{4}\./);
    const adf = mail.mail.attachments.find((attachment) => attachment.filename === `${id}.adf.xml`)!.content.toString('utf8');
    expect(await adfValidity(adf)).toEqual(VALID);
    const comments = String(new XMLParser().parse(adf).adf.prospect.customer.comments);
    expect(comments).toContain(`Deposit: $200 paid (reservation ${reservationId})`);
  });
});
