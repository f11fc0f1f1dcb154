import { createHash } from 'node:crypto';

/**
 * What makes two requests "the same request" for an Idempotency-Key: a hash over method, path and the
 * JSON body with object keys sorted, so a retry that re-serialises the same data in another key order
 * is still the same request.
 */

/** Bodies reach here already bounded in size and depth (read-json-body.ts), so the recursion is too. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}
