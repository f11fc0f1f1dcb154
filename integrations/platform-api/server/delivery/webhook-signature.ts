import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures: HMAC-SHA256 over `${timestamp}.${body}` with the receiver's secret, sent as
 * `Forecourt-Signature: v1=<hex>` beside `Forecourt-Timestamp: <unix seconds>`. Signing the timestamp
 * lets a receiver refuse replays older than a few minutes. docs/lead-delivery.md shows a receiver.
 */

export const SIGNATURE_HEADER = 'forecourt-signature';
export const TIMESTAMP_HEADER = 'forecourt-timestamp';
export const WEBHOOK_LEAD_ID_HEADER = 'idempotency-key';

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Receiver side (used by the tests and shown in the docs): true when signed with `secret` within `toleranceS`. */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  nowS: number,
  toleranceS = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > toleranceS || !headers.signature) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
