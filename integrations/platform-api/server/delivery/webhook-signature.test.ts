import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

describe('webhook signatures', () => {
  const body = JSON.stringify({ id: 'lead_1', name: 'Alex' });
  const secret = 'whsec_test_0123456789';
  const now = 1_790_000_000;

  it('is HMAC-SHA256 over "timestamp.body", as the docs tell receivers', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(signWebhook(secret, now, body)).toBe(`v1=${expected}`);
  });

  it('verifies a fresh call and refuses a changed body, a wrong secret or a replay', () => {
    const signature = signWebhook(secret, now, body);
    expect(verifyWebhook(secret, { timestamp: String(now), signature }, body, now + 10)).toBe(true);
    expect(verifyWebhook(secret, { timestamp: String(now), signature }, body.replace('Alex', 'Eve'), now)).toBe(false);
    expect(verifyWebhook('other-secret', { timestamp: String(now), signature }, body, now)).toBe(false);
    expect(verifyWebhook(secret, { timestamp: String(now), signature }, body, now + 301)).toBe(false);
    expect(verifyWebhook(secret, { timestamp: undefined, signature }, body, now)).toBe(false);
  });
});
