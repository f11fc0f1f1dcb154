import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSearchEngineError, type SearchResponse } from '../../src/search/engine/port.ts';
import { embeddedTarget, meilisearchTarget, type ContractTarget } from './contract-targets.ts';
import { filterCases } from './filter-corpus.ts';
import { facetCases, paginationCases, sortCases, textCases, type SearchCase } from './search-cases.ts';

/**
 * The engine contract: every case runs against the embedded engine, and against a real Meilisearch
 * when MEILISEARCH_HOST (and MEILISEARCH_API_KEY) are set, with the same expectations, so the two
 * engines cannot drift apart unnoticed.
 */

const host = process.env['MEILISEARCH_HOST'];
const targets: Array<{ name: string; create: () => Promise<ContractTarget> }> = [
  { name: 'embedded', create: async () => embeddedTarget() },
  ...(host ? [{ name: 'meilisearch', create: () => meilisearchTarget(host, process.env['MEILISEARCH_API_KEY']) }] : []),
];

const ids = (response: SearchResponse) => response.hits.map((hit) => hit['id'] as number);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isSearchEngineError(error)) return error;
    throw error;
  }
  throw new Error('expected the search to fail');
}

function checkResponse(response: SearchResponse, expected: SearchCase['expect']): void {
  if (expected.ids) expect(ids(response)).toEqual(expected.ids);
  if (expected.idSet) expect(sorted(ids(response))).toEqual(sorted(expected.idSet));
  if (expected.groups) {
    let from = 0;
    for (const group of expected.groups) {
      expect(sorted(ids(response).slice(from, from + group.length))).toEqual(sorted(group));
      from += group.length;
    }
    expect(response.hits).toHaveLength(from);
  }
  for (const [key, value] of Object.entries(expected.totals ?? {})) expect(response[key as keyof SearchResponse], key).toBe(value);
  for (const key of expected.absent ?? []) expect(response).not.toHaveProperty(key);
  if (expected.query !== undefined) expect(response.query).toBe(expected.query);
  if (expected.hits) expect(response.hits).toEqual(expected.hits);
  if (expected.facetDistribution) {
    expect(response.facetDistribution).toEqual(expected.facetDistribution);
    // key order is part of the contract (Meilisearch's alphabetical facet order)
    for (const [facet, values] of Object.entries(expected.facetDistribution)) {
      expect(Object.keys(response.facetDistribution?.[facet] ?? {}), facet).toEqual(Object.keys(values));
    }
  }
  if (expected.facetStats) expect(response.facetStats ?? {}).toEqual(expected.facetStats);
  expect(typeof response.processingTimeMs).toBe('number');
}

describe.each(targets)('engine contract: $name', ({ create }) => {
  let target: ContractTarget;
  beforeAll(async () => {
    target = await create();
  }, 120_000);
  afterAll(async () => {
    await target?.dispose();
  });

  describe('filters', () => {
    it.each(filterCases)('$name', async ({ filter, ids: expectedIds, error }) => {
      const request = target.engine.search(target.indexUid.main, { filter, limit: 100, attributesToRetrieve: ['id'] });
      if (error) {
        const thrown = await failure(request);
        expect(thrown.code).toBe(error.code);
        if (error.start !== undefined) expect(thrown.position).toEqual({ start: error.start, end: error.end });
        return;
      }
      const response = await request;
      expect(sorted(ids(response))).toEqual(sorted(expectedIds ?? []));
      expect(response.estimatedTotalHits).toBe(expectedIds?.length);
    });
  });

  describe.each([
    ['facets', facetCases],
    ['pagination', paginationCases],
    ['sort', sortCases],
    ['text', textCases],
  ] as const)('%s', (_group, cases) => {
    it.each(cases)('$name', async ({ index, params, expect: expected }) => {
      const request = target.engine.search(target.indexUid[index ?? 'main'], params);
      if (expected.error) {
        expect((await failure(request)).code).toBe(expected.error);
        return;
      }
      checkResponse(await request, expected);
    });
  });

  describe('multi-search', () => {
    it('answers each query in order and echoes its indexUid', async () => {
      const { results } = await target.engine.multiSearch([
        { indexUid: target.indexUid.main, q: 'corolla', attributesToRetrieve: ['id'] },
        { indexUid: target.indexUid.capped, filter: 'make = Kia', facets: ['model'], limit: 0 },
      ]);
      expect(results.map((result) => result.indexUid)).toEqual([target.indexUid.main, target.indexUid.capped]);
      expect(sorted(ids(results[0]!))).toEqual([1, 2, 3, 4]);
      expect(results[1]!.facetDistribution).toEqual({ model: { Cerato: 2, Sportage: 3 } });
      expect(results[1]!.estimatedTotalHits).toBe(5);
    });

    it('fails as a whole on a bad query, naming it', async () => {
      const error = await failure(
        target.engine.multiSearch([
          { indexUid: target.indexUid.main, q: 'kia' },
          { indexUid: target.indexUid.main, filter: 'make = Land Rover' },
        ]),
      );
      expect(error.code).toBe('invalid_search_filter');
      expect(error.message).toContain('.queries[1]');
    });

    it('rejects an unknown index', async () => {
      expect((await failure(target.engine.search('contract_no_such_index', {}))).code).toBe('index_not_found');
    });
  });
});
