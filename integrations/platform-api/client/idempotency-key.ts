/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only in secure contexts (https, localhost), so
 * plain-http previews fall back to getRandomValues, which every browser has.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
