import { createHmac } from 'node:crypto';

/**
 * Webhooks are signed as the Standard Webhooks specification says (standardwebhooks.com), so a
 * receiver verifies them with any of its reference libraries: `webhook-id` names the event (the same
 * on every redelivery of it, another for each event of a lead), `webhook-timestamp` is when this
 * attempt was signed (Unix seconds, so an old request replayed is refused), and `webhook-signature`
 * is `v1,` + base64 HMAC-SHA256 over `${id}.${timestamp}.${body}` keyed with the secret's bytes —
 * a secret is `whsec_` + the base64 of 24 to 64 random bytes. docs/lead-delivery.md shows a receiver.
 */

const WEBHOOK_ID_HEADER = 'webhook-id';
const WEBHOOK_TIMESTAMP_HEADER = 'webhook-timestamp';
const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';

const SECRET_PREFIX = 'whsec_';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export class WebhookSecretError extends Error {}

/** The key bytes of a `whsec_` secret; anything else is refused with what to do instead. */
export function webhookKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : null;
  const key = encoded !== null && BASE64.test(encoded) && encoded.length % 4 === 0 ? Buffer.from(encoded, 'base64') : null;
  if (!key || key.length < 24 || key.length > 64) {
    throw new WebhookSecretError(
      'the webhook secret is not a Standard Webhooks secret: it must be "whsec_" and the base64 of 24 to 64 random bytes ' +
        '(make one with: echo "whsec_$(openssl rand -base64 32)")',
    );
  }
  return key;
}

export function webhookSignature(secret: string, messageId: string, timestampS: number, body: string): string {
  return `v1,${createHmac('sha256', webhookKey(secret)).update(`${messageId}.${timestampS}.${body}`).digest('base64')}`;
}

/** The three headers of one delivery attempt. */
export function webhookHeaders(secret: string, messageId: string, timestampS: number, body: string): Record<string, string> {
  return {
    [WEBHOOK_ID_HEADER]: messageId,
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestampS),
    [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, messageId, timestampS, body),
  };
}
