import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '#contract/routes.ts';
import { CAR_STATUSES_PATH, fetchLiveCards, forgetLiveCards } from './fetch-live-cards.ts';

const site = { websiteId: 1101, apiBaseUrl: 'https://api.example/' };

afterEach(() => {
  vi.unstubAllGlobals();
  forgetLiveCards();
});

describe('fetchLiveCards', () => {
  it("calls the contract's batch status route once, with the website and every id", async () => {
    expect(CAR_STATUSES_PATH).toBe(routes.carStatuses.path);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ cars: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await fetchLiveCards(site, [3, 1, 2]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.example/api/cars/status');
    expect(url.searchParams.get('website_id')).toBe('1101');
    expect(url.searchParams.get('ids')).toBe('3,1,2');
  });

  it('calls the page\'s own origin when the API is served there (baseUrl "/")', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ cars: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', new URL('http://localhost:4322/used-cars?page=2'));
    await fetchLiveCards({ websiteId: 1101, apiBaseUrl: '/' }, [7]);
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4322/api/cars/status');
  });

  it('keeps only well-formed entries; a not-ok reply is an error', async () => {
    const cars = [
      { id: 1, status: 'sold', reserved: false, price: 20_000 },
      { id: 2, status: 'in_stock', reserved: 'yes', price: 1 },
      { id: '3', status: 'in_stock', reserved: false, price: 1 },
      { id: 4, status: 'in_stock', reserved: true, price: Number.NaN },
      null,
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ cars }), { status: 200 })),
    );
    expect((await fetchLiveCards(site, [1, 2, 3, 4])).map((car) => car.id)).toEqual([1]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"validation_failed"}', { status: 400 })),
    );
    await expect(fetchLiveCards(site, [1])).rejects.toThrow('HTTP 400');
  });

  it('asks an identical question once: the same cards again within 15 s share the answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ cars: [{ id: 5, status: 'sold', reserved: false, price: 1 }] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const [first, second] = await Promise.all([fetchLiveCards(site, [5, 6], 1_000), fetchLiveCards(site, [5, 6], 1_200)]);
    expect(second).toBe(first);
    await fetchLiveCards(site, [5, 6], 15_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await fetchLiveCards(site, [5], 15_000); // other cards: a new question
    await fetchLiveCards(site, [5, 6], 16_001); // later: asked again
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failure', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchLiveCards(site, [9], 0)).rejects.toThrow('HTTP 503');
    await expect(fetchLiveCards(site, [9], 1)).rejects.toThrow('HTTP 503');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
