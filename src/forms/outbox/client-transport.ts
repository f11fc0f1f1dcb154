import type { PlatformClient } from '../../../integrations/platform-api/client/index.ts';
import { isPlatformApiError } from '../../../integrations/platform-api/client/index.ts';
import { CAPTCHA_TOKEN_FIELD } from '#contract/lead-payload.ts';
import type { OutboxCall, OutboxEntry, OutboxTransport } from './outbox-types.ts';

/**
 * Sends outbox entries with the platform client, passing the entry's key as the Idempotency-Key.
 * The client's own `retryable` decides, with one addition: a 2xx reply the page cannot read (a
 * captive portal's HTML, say) is not proof of delivery, so it is retried too — replays are free.
 */

type Sender = (client: PlatformClient, body: Record<string, unknown>, idempotencyKey: string) => Promise<unknown>;

type BodyOf<K extends OutboxCall> = Parameters<PlatformClient[K]>[0];

// The bodies were checked when first submitted; the outbox only replays them as they were.
const SENDERS: Record<OutboxCall, Sender> = {
  submitLead: (client, body, idempotencyKey) => client.submitLead(body as BodyOf<'submitLead'>, { idempotencyKey }),
  lookupRego: (client, body, idempotencyKey) => client.lookupRego(body as BodyOf<'lookupRego'>, { idempotencyKey }),
  submitValuation: (client, body, idempotencyKey) => client.submitValuation(body as BodyOf<'submitValuation'>, { idempotencyKey }),
  acceptOffer: (client, body, idempotencyKey) => client.acceptOffer(body as BodyOf<'acceptOffer'>, { idempotencyKey }),
  saveValuation: (client, body, idempotencyKey) => client.saveValuation(body as BodyOf<'saveValuation'>, { idempotencyKey }),
};

/**
 * A lead resent by the outbox says so when it carries a captcha token: the token may have expired while
 * the shopper was offline, and the API then keeps the lead (flagged) instead of refusing it. The API
 * leaves this mark out of the request's idempotency fingerprint.
 */
export function bodyToSend(entry: OutboxEntry): Record<string, unknown> {
  const resend = entry.call === 'submitLead' && entry.attempts > 0 && typeof entry.body[CAPTCHA_TOKEN_FIELD] === 'string';
  return resend ? { ...entry.body, captcha_resend: true } : entry.body;
}

export function clientTransport(client: PlatformClient): OutboxTransport {
  return async (entry) => {
    try {
      return { ok: true, reply: await SENDERS[entry.call](client, bodyToSend(entry), entry.key) };
    } catch (error) {
      if (!isPlatformApiError(error)) return { ok: false, retryable: true, message: String(error) };
      return {
        ok: false,
        retryable: error.retryable || error.kind === 'invalid_reply',
        message: error.message,
        status: error.status,
        code: error.code,
        fields: error.fields,
        retryAfterMs: error.retryAfterMs,
      };
    }
  };
}
