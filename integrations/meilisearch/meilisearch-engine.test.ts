import { MeilisearchApiError, type Meilisearch } from 'meilisearch';
import { describe, expect, it } from 'vitest';
import { SearchEngineError } from '../../src/search/engine/port.ts';
import { createMeilisearchEngine, positionFromMessage, toSearchEngineError } from './meilisearch-engine.ts';

const FILTER_ERROR = {
  message: 'Found unexpected characters at the end of the filter: `Rover`. You probably forgot an `OR` or an `AND` rule.\n13:18 make = Land Rover',
  code: 'invalid_search_filter',
  type: 'invalid_request',
  link: 'https://docs.meilisearch.com/errors#invalid_search_filter',
};

function fakeClient(reply: (...args: unknown[]) => Promise<unknown>) {
  const calls: unknown[][] = [];
  const client = {
    index: (uid: string) => ({ search: (...args: unknown[]) => (calls.push([uid, ...args]), reply(...args)) }),
    multiSearch: (...args: unknown[]) => (calls.push(['multi', ...args]), reply(...args)),
  };
  return { client: client as unknown as Meilisearch, calls };
}

describe('Meilisearch engine', () => {
  it('passes q apart from the other parameters, as the client expects', async () => {
    const { client, calls } = fakeClient(async () => ({ hits: [], query: 'kia', processingTimeMs: 0 }));
    await createMeilisearchEngine({ client }).search('stock', { q: 'kia', filter: 'year > 2020', limit: 5 });
    expect(calls).toEqual([['stock', 'kia', { filter: 'year > 2020', limit: 5 }]]);
  });

  it('sends multi-search queries as they are', async () => {
    const { client, calls } = fakeClient(async () => ({ results: [] }));
    await createMeilisearchEngine({ client }).multiSearch([{ indexUid: 'stock', q: 'a' }]);
    expect(calls).toEqual([['multi', { queries: [{ indexUid: 'stock', q: 'a' }] }]]);
  });

  it("maps Meilisearch's error to the port's error, with the filter position", async () => {
    const { client } = fakeClient(async () => {
      throw new MeilisearchApiError(new Response(null, { status: 400 }), FILTER_ERROR);
    });
    const error = await createMeilisearchEngine({ client })
      .search('stock', { filter: 'make = Land Rover' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchEngineError);
    expect(error).toMatchObject({ code: 'invalid_search_filter', type: 'invalid_request', message: FILTER_ERROR.message, position: { start: 12, end: 17 } });
  });

  it('reads positions only from the last line', () => {
    expect(positionFromMessage('Attribute `x` is not filterable.\n1:2 x = 1')).toEqual({ start: 0, end: 1 });
    expect(positionFromMessage('Index `x` not found.')).toBeUndefined();
  });

  it('calls an unreachable server search_unreachable', async () => {
    const engine = createMeilisearchEngine({ host: 'http://127.0.0.1:9', apiKey: 'search-key', timeout: 2000 });
    await expect(engine.search('stock', { q: 'kia' })).rejects.toMatchObject({ code: 'search_unreachable', type: 'system' });
  });

  it('keeps anything else as search_failed', () => {
    expect(toSearchEngineError(new TypeError('boom'))).toMatchObject({ code: 'search_failed', message: 'boom' });
    const own = new SearchEngineError('index_not_found', 'gone');
    expect(toSearchEngineError(own)).toBe(own);
  });
});
