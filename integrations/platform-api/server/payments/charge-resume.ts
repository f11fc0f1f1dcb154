/**
 * Whether a request may carry on a charge that is already `charging`: only the very request that
 * started it, sent again with its Idempotency-Key. The request pipeline lets that key in again only
 * once the first attempt's claim on it has run out (its process died, or it overran the claim), and
 * the provider is asked under the same key, so carrying on charges the shopper at most once. Any
 * other request (a second tab, another key) waits for the charge to end.
 */
export function resumesCharge(chargeKey: string | null, requestKey: string | null): boolean {
  return chargeKey !== null && chargeKey !== '' && chargeKey === requestKey;
}
