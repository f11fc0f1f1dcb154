/**
 * Which browser origins may call the API for which website (CORS). A dealer's own site URL is always
 * allowed; `extra` adds more per website id, or for every website under the key '*' (local preview).
 * Requests without an Origin header (servers, curl, the lead bench) are not browser cross-origin
 * calls and are not restricted here.
 */
export interface OriginPolicy {
  /** Allowed for at least one website: enough to answer a preflight, which carries no body. */
  isKnown(origin: string): boolean;
  isAllowedFor(origin: string, websiteId: number): boolean;
}

export type AllowedOrigins = Readonly<Record<string, readonly string[]>>;

export function normaliseOrigin(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function createOriginPolicy(siteUrls: ReadonlyMap<number, string>, extra: AllowedOrigins = {}): OriginPolicy {
  const byWebsite = new Map<string, Set<string>>();
  const add = (key: string, value: string) => {
    const origin = normaliseOrigin(value);
    if (!origin) return;
    const set = byWebsite.get(key) ?? new Set<string>();
    set.add(origin);
    byWebsite.set(key, set);
  };
  for (const [websiteId, url] of siteUrls) add(String(websiteId), url);
  for (const [key, origins] of Object.entries(extra)) for (const origin of origins) add(key, origin);

  const known = new Set([...byWebsite.values()].flatMap((set) => [...set]));
  return {
    isKnown: (origin) => known.has(origin),
    isAllowedFor: (origin, websiteId) =>
      byWebsite.get(String(websiteId))?.has(origin) === true || byWebsite.get('*')?.has(origin) === true,
  };
}

export const ALLOWED_REQUEST_HEADERS = 'Content-Type, Idempotency-Key, Authorization';
export const EXPOSED_HEADERS = 'Content-Disposition, Idempotent-Replayed';

/** Headers that let the browser read a reply from an allowed origin. */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  };
}
