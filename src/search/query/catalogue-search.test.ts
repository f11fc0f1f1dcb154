import { describe, expect, it } from 'vitest';
import type { SearchEngine, SearchParams, SearchResponse } from '../engine/port.ts';
import { CATALOGUE_PAGE_SIZE, colonFilterToMeilisearch, createCatalogueSearcher, manufacturerSearchParams, offersSearchParams } from './catalogue-search.ts';

describe('manufacturerSearchParams', () => {
  it('filters on manufacturer, model and body, 21 a page', () => {
    expect(manufacturerSearchParams({ query: ' x-trail ', manufacturer: 'Nissan', body: 'SUV', page: 2 })).toEqual({
      q: 'x-trail',
      filter: ['manufacturer.name = "Nissan"', 'model.body = "SUV"'],
      page: 2,
      hitsPerPage: CATALOGUE_PAGE_SIZE,
    });
    expect(manufacturerSearchParams({ page: -1 }).page).toBe(1);
  });
});

describe('offersSearchParams', () => {
  it('is always scoped to the dealership', () => {
    expect(offersSearchParams({ dealershipId: 7, categories: ['Finance offer', 'Service'], price: { max: 50000 } })).toEqual({
      q: '',
      filter: ['dealership_id = 7', ['categories = "Finance offer"', 'categories = "Service"'], 'price <= 50000'],
      page: 1,
      hitsPerPage: 21,
    });
  });
});

describe('colonFilterToMeilisearch', () => {
  it("turns ':' into '=' outside quotes", () => {
    expect(colonFilterToMeilisearch('make:Toyota AND year:2024')).toBe('make = Toyota AND year = 2024');
    expect(colonFilterToMeilisearch('name:"a:b" OR tag:\'x:y\'')).toBe('name = "a:b" OR tag = \'x:y\'');
  });
});

describe('createCatalogueSearcher', () => {
  it('keeps the last 10 answers', async () => {
    const asked: SearchParams[] = [];
    const engine: SearchEngine = {
      search: <T>(_index: string, params: SearchParams) => {
        asked.push(params);
        return Promise.resolve({ hits: [], query: params.q ?? '', processingTimeMs: 0 } as SearchResponse<T>);
      },
      multiSearch: () => Promise.reject(new Error('not used')),
    };
    const searcher = createCatalogueSearcher(engine, 'offers');
    for (let page = 1; page <= 11; page++) await searcher.search(offersSearchParams({ dealershipId: 1, page }));
    await searcher.search(offersSearchParams({ dealershipId: 1, page: 11 }));
    expect(asked).toHaveLength(11);
    await searcher.search(offersSearchParams({ dealershipId: 1, page: 1 }));
    expect(asked).toHaveLength(12);
  });
});
