import {
  ApiErrorSchema,
  fieldErrorsOf,
  IDEMPOTENCY_HEADER,
  routes,
  type ParamsOf,
  type QueryInputOf,
  type ReplyOf,
  type RouteName,
} from '../contract/index.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { PlatformApiError } from './platform-api-error.ts';

/** Sends one call of the route table and checks the reply against the contract. Browser-safe: fetch only. */

export interface TransportOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CallInput<N extends RouteName> {
  params?: ParamsOf<N>;
  query?: QueryInputOf<N>;
  body?: unknown;
  idempotencyKey?: string;
}

export type CallResult<N extends RouteName> = ReplyOf<N> extends undefined ? Blob : ReplyOf<N>;

export function routeUrl<N extends RouteName>(baseUrl: string, name: N, params?: ParamsOf<N>, query?: QueryInputOf<N>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = routes[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryText = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryText ? `?${queryText}` : ''}`;
}

export async function callRoute<N extends RouteName>(transport: TransportOptions, name: N, input: CallInput<N>): Promise<CallResult<N>> {
  const route = routes[name];
  const headers: Record<string, string> = { Accept: route.replyType === 'pdf' ? 'application/pdf' : 'application/json' };
  let body: string | undefined;
  if ('body' in route) {
    // The same schema the server applies: a bad request fails here, with the same field messages.
    const checked = route.body.safeParse(input.body);
    if (!checked.success) {
      throw new PlatformApiError({ kind: 'invalid_request', message: 'Please fix the following errors:', fields: fieldErrorsOf(checked.error) });
    }
    body = JSON.stringify(checked.data);
    headers['Content-Type'] = 'application/json';
  }
  if (route.idempotency === 'required') headers[IDEMPOTENCY_HEADER] = input.idempotencyKey ?? newIdempotencyKey();
  // The session is the API's HttpOnly cookie: `credentials: 'include'` sends it, no script ever sees it.

  let response: Response;
  try {
    response = await (transport.fetch ?? globalThis.fetch)(routeUrl(transport.baseUrl, name, input.params, input.query), {
      method: route.method,
      headers,
      body,
      credentials: 'include',
      signal: AbortSignal.timeout(transport.timeoutMs ?? 15_000),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new PlatformApiError({ kind: timedOut ? 'timeout' : 'network', message: 'Could not reach the server.', cause: error });
  }

  if (!response.ok) throw await errorFromReply(response);
  if (route.replyType === 'pdf') {
    const blob = await response.blob();
    if (!(response.headers.get('content-type') ?? '').startsWith('application/pdf')) {
      throw new PlatformApiError({ kind: 'invalid_reply', status: response.status, message: 'The server did not send a PDF.' });
    }
    return blob as CallResult<N>;
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new PlatformApiError({ kind: 'invalid_reply', status: response.status, message: 'The server sent an unreadable reply.', cause: error });
  }
  const checked = route.reply?.safeParse(json);
  if (!checked?.success) {
    throw new PlatformApiError({
      kind: 'invalid_reply',
      status: response.status,
      message: 'The server sent a reply this page does not understand.',
      fields: checked ? fieldErrorsOf(checked.error) : {},
    });
  }
  return checked.data as CallResult<N>;
}

async function errorFromReply(response: Response): Promise<PlatformApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: the status still says enough.
  }
  const parsed = ApiErrorSchema.safeParse(payload);
  return new PlatformApiError({
    kind: 'http',
    status: response.status,
    code: parsed.success ? parsed.data.error : `http_${response.status}`,
    message: parsed.success ? parsed.data.message : `The server replied ${response.status}.`,
    fields: parsed.success ? parsed.data.fields : undefined,
    retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
  });
}

/** Retry-After in seconds (what the API sends) or as an HTTP date. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
