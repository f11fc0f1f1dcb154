import { filterEquals } from '../../domain/filter-expression.ts';
import type { SearchDocument, SearchEngine, SearchParams, SearchResponse } from '../engine/port.ts';
import { CATALOGUE_CACHE_SIZE, createResultCache, type ResultCache } from './result-cache.ts';

/**
 * The two smaller searches of spec 01 §7 for pages that come later: manufacturer/model search
 * (new-model catalogue: manufacturer.name, model.name, model.body) and the dealership-scoped offers
 * search (categories, price). Both take 21 hits a page and keep the last 10 answers (spec 01 §9).
 */

export const CATALOGUE_PAGE_SIZE = 21;

export interface ManufacturerSearchInput {
  query?: string;
  manufacturer?: string;
  model?: string;
  body?: string;
  page?: number;
}

/** e.g. { manufacturer: 'Nissan', body: 'SUV' } → filter ['manufacturer.name = "Nissan"', 'model.body = "SUV"'] */
export function manufacturerSearchParams(input: ManufacturerSearchInput): SearchParams {
  const filter: string[] = [];
  if (input.manufacturer) filter.push(filterEquals('manufacturer.name', input.manufacturer));
  if (input.model) filter.push(filterEquals('model.name', input.model));
  if (input.body) filter.push(filterEquals('model.body', input.body));
  return { q: input.query?.trim() ?? '', filter, page: safePage(input.page), hitsPerPage: CATALOGUE_PAGE_SIZE };
}

export interface OffersSearchInput {
  dealershipId: number;
  query?: string;
  categories?: string[];
  price?: { min?: number; max?: number };
  page?: number;
}

/** e.g. { dealershipId: 7, categories: ['Finance offer'] } → ['dealership_id = 7', ['categories = "Finance offer"']] */
export function offersSearchParams(input: OffersSearchInput): SearchParams {
  const filter: Array<string | string[]> = [filterEquals('dealership_id', input.dealershipId)];
  const categories = (input.categories ?? []).filter((c) => c.trim() !== '');
  if (categories.length > 0) filter.push(categories.map((c) => filterEquals('categories', c)));
  if (input.price?.min !== undefined) filter.push(`price >= ${input.price.min}`);
  if (input.price?.max !== undefined) filter.push(`price <= ${input.price.max}`);
  return { q: input.query?.trim() ?? '', filter, page: safePage(input.page), hitsPerPage: CATALOGUE_PAGE_SIZE };
}

/**
 * "Fetch vehicles by filter" (spec 01 §7) takes filters written `make:Toyota`; ':' becomes '='
 * outside quotes, so `make:Toyota AND year:2024` → `make = Toyota AND year = 2024`.
 */
export function colonFilterToMeilisearch(filter: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < filter.length; i++) {
    const char = filter.charAt(i);
    if (quote) {
      out += char;
      if (char === '\\' && i + 1 < filter.length) out += filter.charAt(++i);
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
      out += char;
    } else out += char === ':' ? ' = ' : char;
  }
  return out.replace(/\s+=\s+/g, ' = ');
}

export interface CatalogueSearcher {
  search<T = SearchDocument>(params: SearchParams): Promise<SearchResponse<T>>;
}

/** A cached search over one index (offers or manufacturer models): the oldest of 10 answers goes first. */
export function createCatalogueSearcher(
  engine: SearchEngine,
  indexUid: string,
  cache: ResultCache<SearchResponse> = createResultCache(CATALOGUE_CACHE_SIZE),
): CatalogueSearcher {
  return {
    async search<T>(params: SearchParams) {
      const key = JSON.stringify([indexUid, params.q ?? '', params.page ?? 1, params.sort ?? [], params.filter ?? []]);
      const hit = cache.get(key);
      if (hit) return hit as SearchResponse<T>;
      const response = await engine.search<T>(indexUid, params);
      cache.set(key, response as SearchResponse);
      return response;
    },
  };
}

function safePage(page: number | undefined): number {
  return page !== undefined && Number.isInteger(page) && page >= 1 ? page : 1;
}
