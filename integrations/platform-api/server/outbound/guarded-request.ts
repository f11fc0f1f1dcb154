import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { assertHostAllowed, guardedLookup, type OutboundPolicy } from './outbound-guard.ts';

/**
 * One HTTP(S) request to a dealer-chosen URL through the outbound guard (outbound-guard.ts): the
 * connection goes only to an address checked in its own lookup. Redirects are not followed (a
 * redirect could point anywhere); the caller sees the 3xx. The reply body is read up to a limit.
 */

export interface GuardedRequestOptions {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** What is being called, for messages: "webhook", "valuation provider". */
  what: string;
  policy: Pick<OutboundPolicy, 'allowPrivateNetworks'>;
  maxReplyBytes?: number;
  signal?: AbortSignal;
}

export interface GuardedReply {
  status: number;
  body: Buffer;
  /** The reply was longer than `maxReplyBytes`: `body` holds its start. */
  truncated: boolean;
}

export function guardedRequest(target: string, options: GuardedRequestOptions): Promise<GuardedReply> {
  const url = new URL(target);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.reject(new Error(`${options.what} URL is not http(s)`));
  try {
    assertHostAllowed(url.hostname, options.what, options.policy);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const limit = options.maxReplyBytes ?? 1024 * 1024;
  const requestOptions: RequestOptions = {
    method: options.method,
    headers: { ...options.headers, ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }) },
    timeout: options.timeoutMs,
    lookup: guardedLookup(options.what, options.policy) as unknown as RequestOptions['lookup'],
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, requestOptions, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) return void chunks.push(chunk);
        // Enough read: the status stands, the rest is not waited for (a reply that never ends cannot hold the call).
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), truncated: true });
        request.destroy();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), truncated: false }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${options.what} gave no answer within ${options.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** `fetch` for a dealer-chosen host (the valuation provider): through the guard, a real Response back. */
export function guardedFetch(what: string, policy: Pick<OutboundPolicy, 'allowPrivateNetworks'>, timeoutMs = 15_000): typeof fetch {
  return async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const {
      status,
      body: bytes,
      truncated,
    } = await guardedRequest(input instanceof Request ? input.url : String(input), {
      method: init?.method === 'POST' ? 'POST' : 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(body === undefined ? {} : { body }),
      ...(init?.signal ? { signal: init.signal } : {}),
      timeoutMs,
      what,
      policy,
    });
    if (truncated) throw new Error(`${what} replied with more than the 1 MB a reply may hold`);
    return new Response(status === 204 || status === 304 ? null : new Uint8Array(bytes), { status });
  };
}
