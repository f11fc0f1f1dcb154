import { guardedRequest } from '../outbound/guarded-request.ts';

/**
 * One webhook POST through the outbound guard (../outbound/): the address is checked where the
 * connection is made (the request's own DNS lookup), so a host that resolves to a private address —
 * or re-resolves to one after a first check — is refused. Redirects are not followed: only a 2xx is
 * a delivery. The reply body is not needed and is read only up to a small limit.
 */
export async function postJson(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivateNetworks: boolean },
): Promise<number> {
  const reply = await guardedRequest(target, {
    method: 'POST',
    headers,
    body,
    timeoutMs: options.timeoutMs,
    what: 'webhook',
    policy: { allowPrivateNetworks: options.allowPrivateNetworks },
    maxReplyBytes: 64 * 1024,
  });
  return reply.status;
}
