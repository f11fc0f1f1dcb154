import { describe, expect, it } from 'vitest';
import { standardWebhookRefusal } from './testing/webhook-receiver.ts';
import { webhookHeaders, webhookKey } from './webhook-signature.ts';

/** Our signing, checked by the Standard Webhooks reference library (standardwebhooks on npm). */

const secret = `whsec_${Buffer.from('a test signing key of thirty-two bytes!!').toString('base64')}`;
const body = JSON.stringify({ event: 'lead.created', event_id: 'lead_1.lead.created', name: 'Alex' });
const nowS = () => Math.floor(Date.now() / 1000);

describe('Standard Webhooks signatures', () => {
  it('verify with the reference library', () => {
    const headers = webhookHeaders(secret, 'lead_1.lead.created', nowS(), body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(standardWebhookRefusal(secret, body, headers)).toBeNull();
  });

  it('are refused for a wrong secret, a changed body, another event id, or a timestamp older or newer than five minutes', () => {
    const headers = webhookHeaders(secret, 'lead_1.lead.created', nowS(), body);
    const other = `whsec_${Buffer.from('another key, another receiver, 32 b').toString('base64')}`;
    expect(standardWebhookRefusal(other, body, headers)).toBe('No matching signature found');
    expect(standardWebhookRefusal(secret, body.replace('Alex', 'Eve'), headers)).toBe('No matching signature found');
    expect(standardWebhookRefusal(secret, body, { ...headers, 'webhook-id': 'lead_1.lead.trade_in_offer_accepted' })).toBe('No matching signature found');
    // A request captured and replayed later carries its old, signed timestamp.
    expect(standardWebhookRefusal(secret, body, webhookHeaders(secret, 'lead_1.lead.created', nowS() - 301, body))).toBe('Message timestamp too old');
    expect(standardWebhookRefusal(secret, body, webhookHeaders(secret, 'lead_1.lead.created', nowS() + 301, body))).toBe('Message timestamp too new');
  });

  it('take only whsec_ secrets of 24 to 64 bytes, saying how to make one', () => {
    expect(webhookKey(secret)).toHaveLength(40);
    for (const wrong of [
      's3cr3t!',
      'whsec_demo_motors_0123456789abcdef',
      `whsec_${Buffer.alloc(16).toString('base64')}`,
      `whsec_${Buffer.alloc(65).toString('base64')}`,
    ]) {
      expect(() => webhookKey(wrong), wrong).toThrow(/not a Standard Webhooks secret.*openssl rand -base64 32/);
    }
  });
});
