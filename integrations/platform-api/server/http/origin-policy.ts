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

/** Dealers' own site URLs, read live so a dealer folder added while the server runs is allowed too. */
export interface SiteUrls {
  urlOf(websiteId: number): string | undefined;
  all(): string[];
}

export function createOriginPolicy(sites: SiteUrls, extra: AllowedOrigins = {}): OriginPolicy {
  const extraByKey = new Map<string, Set<string>>();
  for (const [key, origins] of Object.entries(extra)) {
    const normalised = origins.map(normaliseOrigin).filter((origin): origin is string => origin !== null);
    extraByKey.set(key, new Set(normalised));
  }
  const extraOrigins = new Set([...extraByKey.values()].flatMap((set) => [...set]));
  const siteOrigin = (url: string | undefined) => (url === undefined ? null : normaliseOrigin(url));

  return {
    isKnown: (origin) => extraOrigins.has(origin) || sites.all().some((url) => siteOrigin(url) === origin),
    isAllowedFor: (origin, websiteId) =>
      siteOrigin(sites.urlOf(websiteId)) === origin || extraByKey.get(String(websiteId))?.has(origin) === true || extraByKey.get('*')?.has(origin) === true,
  };
}

export const ALLOWED_REQUEST_HEADERS = 'Content-Type, Idempotency-Key, Authorization';
export const EXPOSED_HEADERS = 'Content-Disposition, Idempotent-Replayed, Retry-After';

/** Headers that let the browser read a reply from an allowed origin. */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  };
}
