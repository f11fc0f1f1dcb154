import type { LiveCar } from '../../domain/live-status.ts';

/**
 * The batch live-status call of the search page (`GET /api/cars/status`, docs/platform-api.md), kept
 * to a few lines instead of the typed platform client: the client and its contract would add ~20 KB
 * to a page that only reads. The reply is checked field by field; a malformed entry is dropped, so
 * nothing but a well-formed status can change a card.
 */

export const CAR_STATUSES_PATH = '/api/cars/status';
const TIMEOUT_MS = 5000;

export interface LiveCard extends LiveCar {
  id: number;
}

function isLiveCard(value: unknown): value is LiveCard {
  if (typeof value !== 'object' || value === null) return false;
  const car = value as Record<string, unknown>;
  return (
    Number.isInteger(car.id) &&
    typeof car.status === 'string' &&
    typeof car.reserved === 'boolean' &&
    typeof car.price === 'number' &&
    Number.isFinite(car.price)
  );
}

type StatusSite = { websiteId: number; apiBaseUrl: string };

/**
 * An identical question (same dealer, same cards) asked again within this long gets the same answer
 * without a request: one search change renders its results more than once, and a shopper toggling a
 * filter back and forth sees the same cards.
 */
const REUSE_MS = 15_000;
const asked = new Map<string, { at: number; reply: Promise<LiveCard[]> }>();

export function fetchLiveCards(site: StatusSite, ids: readonly number[], now = Date.now()): Promise<LiveCard[]> {
  const key = `${site.websiteId}@${site.apiBaseUrl}:${ids.join(',')}`;
  const earlier = asked.get(key);
  if (earlier && now - earlier.at < REUSE_MS) return earlier.reply;
  const reply = requestLiveCards(site, ids);
  asked.set(key, { at: now, reply });
  // A failure is not kept: the next render may ask again.
  reply.catch(() => asked.delete(key));
  return reply;
}

/** Forgets the answers kept (tests). */
export function forgetLiveCards(): void {
  asked.clear();
}

async function requestLiveCards(site: StatusSite, ids: readonly number[]): Promise<LiveCard[]> {
  // A site-relative base ("/": the API on the site's own origin) resolves against the page.
  const url = new URL(`${site.apiBaseUrl.replace(/\/+$/, '')}${CAR_STATUSES_PATH}`, globalThis.location?.href);
  url.searchParams.set('website_id', String(site.websiteId));
  url.searchParams.set('ids', ids.join(','));
  const response = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Live status: HTTP ${response.status}`);
  const body = (await response.json()) as { cars?: unknown };
  return Array.isArray(body.cars) ? body.cars.filter(isLiveCard) : [];
}
