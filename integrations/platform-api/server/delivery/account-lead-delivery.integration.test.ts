import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, newKey, postJson, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';
import { TEST_CARDS } from '../payments/test-payment-provider.ts';
import { adfValidity, VALID } from './testing/adf-dtd-check.ts';
import { DEMO_ADDRESSES } from './testing/delivery-fixtures.ts';
import { startDeliveryRig, type DeliveryRig } from './testing/delivery-rig.ts';
import { waitFor } from './testing/mail-box.ts';

/**
 * The leads the platform writes itself from a signed-in shopper's account, delivered through the real
 * API to a real SMTP server: an online payment reaches sales with its amount, purpose, reference and
 * receipt number, and the shopper gets a receipt (not "we have your enquiry"); a spin-to-win prize
 * reaches sales with the promotion and the prize.
 */

let rig: DeliveryRig;
beforeAll(async () => {
  rig = await startDeliveryRig();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => rig?.close(), SERVER_START_TIMEOUT_MS);

const post = (path: string, body: Record<string, unknown>, cookie = '') =>
  postJson(rig.api.baseUrl, path, { website_id: 101, ...body }, { 'Idempotency-Key': newKey('account'), ...(cookie ? { Cookie: cookie } : {}) });

async function signIn(phone: string): Promise<string> {
  expect((await post('/api/sign-in/code', { phone })).status).toBeLessThan(300);
  const verified = await post('/api/sign-in/verify', { phone, code: rig.api.lastCode(phone) });
  expect(verified.status, verified.text).toBe(200);
  return cookieOf(verified.headers);
}

const salesMail = (match: (subject: string) => boolean) =>
  waitFor(() => rig.mailBox.to(DEMO_ADDRESSES.sales).find((m) => match(m.mail.subject ?? '')), 15_000, 'sales email');

describe('account leads reach the dealer with what they are about', () => {
  it('an online payment: sales see the amount, purpose, reference and receipt number; the shopper gets a receipt', async () => {
    const cookie = await signIn('0412555101');
    const details = { amount: 250.5, purpose: 'Invoice', reference: 'INV-20391', name: 'Casey Cash', email: 'casey@example.com' };
    const created = await post('/api/online-payments', details, cookie);
    expect(created.status, created.text).toBe(201);
    const receipt = String(created.json.payment_id);
    expect((await post(`/api/online-payments/${receipt}/confirm`, { payment_method: TEST_CARDS.success }, cookie)).status).toBe(200);

    const dealer = await salesMail((subject) => subject.startsWith('Online payment received'));
    expect(dealer.mail.subject).toBe('Online payment received: $250.50 from Casey Cash — Invoice');
    for (const line of ['Amount paid: $250.50', 'Paid for: Invoice', 'Payment reference: INV-20391', `Receipt number: ${receipt}`]) {
      expect(dealer.mail.text).toContain(line);
    }
    const xml = dealer.mail.attachments.find((attachment) => attachment.filename?.endsWith('.adf.xml'))!.content.toString('utf8');
    expect(await adfValidity(xml)).toEqual(VALID);
    expect(xml).toContain(`Receipt number: ${receipt}`);

    const shopper = await waitFor(() => rig.mailBox.to('casey@example.com')[0], 15_000, 'receipt');
    expect(shopper.mail.subject).toBe('Payment received: $250.50 — Demo Motors');
    expect(shopper.mail.text).toContain('we have received your payment of $250.50 for Invoice (your reference INV-20391)');
    expect(shopper.mail.text).toContain(`Receipt number: ${receipt}. Please keep this email as your receipt.`);
    expect(shopper.mail.text).not.toContain('We have your enquiry');
  });

  it('a spin-to-win prize: sales see the promotion and the prize', async () => {
    const cookie = await signIn('0412555102');
    const spun = await post('/api/spin-to-win/spin', { campaign: 'summer-2026' }, cookie);
    expect(spun.status, spun.text).toBeLessThan(300);
    // The fixture's odds give every spin a prize (the "try again" segment weighs 0).
    const { label: prize, is_prize: won } = (spun.json as { spin: { label: string; is_prize: boolean } }).spin;
    expect(won).toBe(true);
    const dealer = await salesMail((subject) => subject.startsWith('New sales lead: Shopper 0412555102'));
    expect(dealer.mail.text).toContain(`Prize: ${prize}`);
    expect(dealer.mail.text).toContain('Promotion: summer-2026');
  });
});
