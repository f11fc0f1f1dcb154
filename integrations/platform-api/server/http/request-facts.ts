import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../../contract/index.ts';

/** Small readers of an incoming request, kept apart so the pipeline reads as a sequence of decisions. */

export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = trustProxy && typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  const ip = first || req.socket.remoteAddress || 'unknown';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

export function sessionTokenOf(req: IncomingMessage): string | null {
  const authorization = req.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=') || null;
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
