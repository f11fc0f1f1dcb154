import type { Page } from '@playwright/test';
import { isPlatformApiPath } from '../../scripts/preview/api-proxy.ts';

/** A fixture reply: JSON (the usual), or any other body with its content type (a PDF). */
export type FakeReply = { status?: number; json: unknown } | { status?: number; contentType: string; body: string };

/**
 * Answers the page's calls to the dealer's platform API inside the browser (page.route) the way the
 * API does for a credentialed cross-origin call: the exact origin echoed with allow-credentials, and
 * preflights answered. `answer` gives the reply for a call, or undefined for the API's 404.
 */
export async function fakePlatformApi(page: Page, baseUrl: string, answer: (url: URL, method: string) => FakeReply | undefined): Promise<void> {
  // "/": the API on the site's own origin (the demo dealers), so only the API's paths are answered.
  const base = baseUrl.replace(/\/+$/, '');
  await page.route(
    (url) => (base === '' || url.href.startsWith(base)) && isPlatformApiPath(url.pathname),
    async (route) => {
      const request = route.request();
      const headers = {
        'access-control-allow-origin': (await request.headerValue('origin')) ?? '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'content-type, idempotency-key, authorization',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      const reply = answer(new URL(request.url()), request.method()) ?? { status: 404, json: { error: 'not_found', message: 'Not found.' } };
      if ('json' in reply) return route.fulfill({ status: reply.status ?? 200, headers, contentType: 'application/json', body: JSON.stringify(reply.json) });
      return route.fulfill({ status: reply.status ?? 200, headers, contentType: reply.contentType, body: reply.body });
    },
  );
}

interface BuiltStock {
  config: { integrations: { platformApi: { baseUrl?: string | null } } };
  vehicles: ReadonlyArray<{ id: number; status: string; reserved: boolean; price: number }>;
}

/**
 * Answers the search page's batch live status (`GET /api/cars/status`) with the build's facts, and
 * `changes` per car id on top: the platform as the test needs it, whatever other tests did to the
 * shared reference API. Returns the `ids` of every call, in order.
 */
export async function serveStatusAsBuilt(
  page: Page,
  bundle: BuiltStock,
  changes: ReadonlyMap<number, { status?: string; price?: number; reserved?: boolean }> = new Map(),
): Promise<string[]> {
  const calls: string[] = [];
  await fakePlatformApi(page, bundle.config.integrations.platformApi.baseUrl ?? '/', (url) => {
    if (url.pathname !== '/api/cars/status') return undefined;
    const ids = url.searchParams.get('ids') ?? '';
    calls.push(ids);
    const cars = ids
      .split(',')
      .map(Number)
      .flatMap((id) => {
        const car = bundle.vehicles.find((vehicle) => vehicle.id === id);
        return car ? [{ id, status: car.status, reserved: car.reserved, price: car.price, ...changes.get(id) }] : [];
      });
    return { json: { cars } };
  });
  return calls;
}
