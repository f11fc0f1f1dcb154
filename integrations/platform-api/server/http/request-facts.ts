import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../../contract/index.ts';

/** Small readers of an incoming request, kept apart so the pipeline reads as a sequence of decisions. */

const bare = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

/**
 * The client's address. X-Forwarded-For is read only when the connection comes from a trusted proxy,
 * and then from the right: each hop appends the address it saw, so the right-most entry that is not
 * one of our proxies is the client. Anything to its left was written by the client and is ignored,
 * so a spoofed header cannot change which limit a request counts against.
 */
export function clientIp(req: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  const peer = bare(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.has(peer)) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => bare(hop.trim()))
    .filter((hop) => hop !== '');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (!trustedProxies.has(hop)) return hop;
  }
  return peer;
}

/** The session cookie of one website: each dealer's session is its own cookie on the API's origin. */
export function sessionCookieName(websiteId: number): string {
  return `${SESSION_COOKIE}_${websiteId}`;
}

export function sessionTokenOf(req: IncomingMessage, websiteId: number): string | null {
  const wanted = sessionCookieName(websiteId);
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) return rest.join('=') || null;
  }
  return null;
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** `new URL` throws on a few request targets Node accepts (e.g. "//"); those name nothing we serve. */
export function pathnameOf(req: IncomingMessage): { pathname: string; searchParams: URLSearchParams } | null {
  try {
    const url = new URL(req.url ?? '/', 'http://platform-api.invalid');
    return { pathname: url.pathname, searchParams: url.searchParams };
  } catch {
    return null;
  }
}
