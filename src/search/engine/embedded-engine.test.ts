import { describe, expect, it } from 'vitest';
import { createEmbeddedEngine } from './embedded-engine.ts';
import { createEmbeddedSearchEngine } from './embedded-search-engine.ts';
import { SearchEngineError, type SearchDocument, type SearchResponse } from './port.ts';

/** Engine behaviour the contract fixture is too small or too fixed to show. */

const ids = (response: SearchResponse) => response.hits.map((hit) => hit['id']);

function thrown(run: () => unknown): SearchEngineError {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchEngineError) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe('totals and the hit cap', () => {
  const engine = createEmbeddedEngine(
    Array.from({ length: 1200 }, (_, i) => ({ id: i, group: i % 2 ? 'odd' : 'even' })),
    { filterableAttributes: ['group'] },
  );

  it('caps totals at 1000 by default and returns no hit past the cap', () => {
    expect(engine.searchSync({ limit: 1 }).estimatedTotalHits).toBe(1000);
    expect(engine.searchSync({ page: 1, hitsPerPage: 10 })).toMatchObject({ totalHits: 1000, totalPages: 100 });
    expect(engine.searchSync({ offset: 990, limit: 20 }).hits).toHaveLength(10);
    expect(engine.searchSync({ page: 101, hitsPerPage: 10 }).hits).toHaveLength(0);
  });

  it('counts exactly under the cap', () => {
    expect(engine.searchSync({ filter: 'group = odd', limit: 0 }).estimatedTotalHits).toBe(600);
  });
});

describe('facet values', () => {
  it('limits values per facet, numbers first', () => {
    const engine = createEmbeddedEngine(
      [
        { id: 1, v: 'b' },
        { id: 2, v: 3 },
        { id: 3, v: 'a' },
        { id: 4, v: 1 },
      ],
      { filterableAttributes: ['v'], faceting: { maxValuesPerFacet: 3 } },
    );
    expect(Object.entries(engine.searchSync({ facets: ['v'] }).facetDistribution!['v']!)).toEqual([
      ['1', 1],
      ['3', 1],
      ['a', 1],
    ]);
  });

  it('orders numbers by their text up to 3,000 matches and numerically above, like milli', () => {
    const documents = Array.from({ length: 3500 }, (_, i) => ({ id: i, size: [2.5, 10.5, 9.5][i % 3]!, big: i < 3100 }));
    const engine = createEmbeddedEngine(documents, { filterableAttributes: ['size', 'big'] });
    const few = engine.searchSync({ filter: 'big = false', facets: ['size'], limit: 0 });
    expect(Object.keys(few.facetDistribution!['size']!)).toEqual(['10.5', '2.5', '9.5']);
    const many = engine.searchSync({ facets: ['size'], limit: 0 });
    expect(Object.keys(many.facetDistribution!['size']!)).toEqual(['2.5', '9.5', '10.5']);
    expect(many.facetStats).toEqual({ size: { min: 2.5, max: 10.5 } });
  });

  it('takes the spelling of the first matching document', () => {
    const engine = createEmbeddedEngine(
      [
        { id: 1, c: 'Blue' },
        { id: 2, c: '  blue' },
        { id: 3, c: 'RED' },
      ],
      { filterableAttributes: ['c', 'id'] },
    );
    expect(engine.searchSync({ facets: ['c'] }).facetDistribution).toEqual({ c: { Blue: 2, RED: 1 } });
  });
});

describe('ranking', () => {
  const search = (documents: SearchDocument[], q: string, searchableAttributes = ['title', 'body']) =>
    ids(createEmbeddedEngine(documents, { searchableAttributes }).searchSync({ q }));

  it('words first, then typos', () => {
    expect(
      search(
        [
          { id: 1, title: 'graet car' },
          { id: 2, title: 'great' },
          { id: 3, title: 'great car' },
        ],
        'great car',
      ),
    ).toEqual([3, 1, 2]);
  });

  it('closer words first (proximity)', () => {
    expect(
      search(
        [
          { id: 1, title: 'red and very fast car' },
          { id: 2, title: 'car red' },
          { id: 3, title: 'red car' },
        ],
        'red car',
      ),
    ).toEqual([3, 2, 1]);
  });

  it('earlier attributes first, then earlier positions', () => {
    expect(
      search(
        [
          { id: 1, body: 'wagon' },
          { id: 2, title: 'big blue wagon' },
          { id: 3, title: 'wagon' },
        ],
        'wagon',
      ),
    ).toEqual([3, 2, 1]);
  });

  it('an attribute equal to the query beats one merely containing it (exactness)', () => {
    const documents = [
      { id: 1, title: 'GT', body: 'x' },
      { id: 2, title: 'GT Line', body: 'y' },
    ];
    expect(search(documents, 'gt', ['title'])).toEqual([1, 2]);
  });

  it('prefix matches count as no typo but rank after the exact word', () => {
    expect(
      search(
        [
          { id: 1, title: 'sportage' },
          { id: 2, title: 'sport' },
        ],
        'sport',
      ),
    ).toEqual([2, 1]);
  });

  it('follows custom rules after relevance, ascending or descending', () => {
    const documents = [
      { id: 1, title: 'ute', rank: 1 },
      { id: 2, title: 'ute', rank: 3 },
      { id: 3, title: 'ute', rank: 2 },
    ];
    expect(ids(createEmbeddedEngine(documents, { rankingRules: ['words', 'rank:desc'] }).searchSync({ q: 'ute' }))).toEqual([2, 3, 1]);
    expect(ids(createEmbeddedEngine(documents, { rankingRules: ['words', 'rank:asc'] }).searchSync({}))).toEqual([1, 3, 2]);
  });

  it('matchingStrategy frequency drops the most common word first', () => {
    const documents = [
      { id: 1, title: 'car blue' },
      { id: 2, title: 'car red' },
      { id: 3, title: 'car green' },
      { id: 4, title: 'van red' },
    ];
    const engine = createEmbeddedEngine(documents);
    expect(ids(engine.searchSync({ q: 'car red', matchingStrategy: 'frequency' }))).toEqual([2, 4]);
    expect(ids(engine.searchSync({ q: 'car red', matchingStrategy: 'last' }))).toEqual([2, 1, 3]);
  });

  it('can turn typo tolerance off', () => {
    const documents = [{ id: 1, title: 'corolla' }];
    expect(ids(createEmbeddedEngine(documents).searchSync({ q: 'corola' }))).toEqual([1]);
    expect(ids(createEmbeddedEngine(documents, { typoTolerance: { enabled: false } }).searchSync({ q: 'corola' }))).toEqual([]);
  });
});

describe('documents and parameters', () => {
  it('keeps the last version of a document at the place of the first (primary key)', () => {
    const engine = createEmbeddedEngine([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
      { id: 1, v: 'c' },
    ]);
    expect(engine.searchSync({}).hits).toEqual([
      { id: 1, v: 'c' },
      { id: 2, v: 'b' },
    ]);
    expect(engine.documentCount).toBe(2);
  });

  it('returns copies, so editing a hit cannot change the index', () => {
    const engine = createEmbeddedEngine([{ id: 1, make: 'Kia' }], { filterableAttributes: ['make'] });
    engine.searchSync({}).hits[0]!['make'] = 'Ford';
    expect(engine.searchSync({ filter: 'make = Kia' }).hits).toEqual([{ id: 1, make: 'Kia' }]);
  });

  it('rejects through the promise rather than throwing', async () => {
    const engine = createEmbeddedEngine([{ id: 1 }]);
    const pending = engine.search({ filter: 'id = ' });
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).rejects.toMatchObject({ code: 'invalid_search_filter' });
    await expect(engine.multiSearch({ queries: [{ indexUid: 'x', limit: -1 }] })).rejects.toMatchObject({ code: 'invalid_search_limit' });
  });

  it('rejects unknown parameters and ones it cannot honour, ignores decoration', () => {
    const engine = createEmbeddedEngine([{ id: 1 }]);
    expect(thrown(() => engine.searchSync({ colour: 'red' } as never)).code).toBe('bad_request');
    expect(thrown(() => engine.searchSync({ distinct: 'make' } as never)).message).toContain('distinct');
    expect(engine.searchSync({ attributesToHighlight: ['*'], showRankingScore: false }).hits).toHaveLength(1);
  });

  it('needs `sort` in the ranking rules to sort', () => {
    const engine = createEmbeddedEngine([{ id: 1, price: 1 }], { sortableAttributes: ['price'], rankingRules: ['words'] });
    expect(thrown(() => engine.searchSync({ sort: ['price:asc'] })).code).toBe('invalid_search_sort');
  });

  it('treats a sortable attribute no document has as a no-op', () => {
    const engine = createEmbeddedEngine([{ id: 1 }, { id: 2 }], { sortableAttributes: ['price'] });
    expect(ids(engine.searchSync({ sort: ['price:desc'] }))).toEqual([1, 2]);
  });

  it('reuses a compiled filter and still evaluates it afresh', () => {
    const engine = createEmbeddedEngine(
      [
        { id: 1, n: 1 },
        { id: 2, n: 2 },
      ],
      { filterableAttributes: ['n'] },
    );
    expect(ids(engine.searchSync({ filter: 'n > 1' }))).toEqual([2]);
    expect(ids(engine.searchSync({ filter: 'n > 1', q: '' }))).toEqual([2]);
    expect(ids(engine.searchSync({ filter: ['n > 1'] }))).toEqual([2]);
  });

  it('serves several indexes behind the port', async () => {
    const port = createEmbeddedSearchEngine({ cars: createEmbeddedEngine([{ id: 1 }]), bikes: createEmbeddedEngine([{ id: 9 }, { id: 8 }]) });
    expect(ids(await port.search('bikes', {}))).toEqual([9, 8]);
    const { results } = await port.multiSearch([{ indexUid: 'cars' }, { indexUid: 'bikes', limit: 1 }]);
    expect(results.map((result) => [result.indexUid, ids(result)])).toEqual([
      ['cars', [1]],
      ['bikes', [9]],
    ]);
    await expect(port.search('boats', {})).rejects.toMatchObject({ code: 'index_not_found' });
    await expect(port.search('toString', {})).rejects.toMatchObject({ code: 'index_not_found' });
  });
});

describe('array filters: each item parsed and compiled once', () => {
  const documents = Array.from({ length: 300 }, (_, i) => ({
    id: i,
    make: ['Toyota', 'Mazda', 'Kia'][i % 3]!,
    price: 1000 * (i % 50),
    status: i % 7 ? 'in_stock' : 'sold',
  }));
  const settings = { filterableAttributes: ['id', 'make', 'price', 'status'] };
  const base = ['status = "in_stock"', ['make = Toyota', 'make = Mazda']];

  it('answers as a fresh engine does, query after query sharing the base items (past the cache size)', () => {
    const cached = createEmbeddedEngine(documents, settings);
    for (let car = 0; car < 300; car++) {
      const filter = [...base, `price >= ${(car % 50) * 500} AND id != ${car}`];
      const fresh = createEmbeddedEngine(documents, settings).searchSync({ filter, limit: 6 });
      expect(cached.searchSync({ filter, limit: 6 })).toEqual({ ...fresh, processingTimeMs: expect.any(Number) });
    }
  });

  it('still reports a bad item where it is, each time', () => {
    const engine = createEmbeddedEngine(documents, settings);
    for (let i = 0; i < 2; i++) {
      expect(thrown(() => engine.searchSync({ filter: [...base, 'colour = red'] })).code).toBe('invalid_search_filter');
      expect(thrown(() => engine.searchSync({ filter: [...base, 'price >'] })).code).toBe('invalid_search_filter');
    }
    expect(engine.searchSync({ filter: base, limit: 0 }).estimatedTotalHits).toBe(documents.filter((d) => d.status === 'in_stock' && d.make !== 'Kia').length);
  });
});
