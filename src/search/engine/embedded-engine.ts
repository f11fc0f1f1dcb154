import { bitsetToIds, fullBitset, subtractInto, type Bitset } from './bitset.ts';
import { buildEngineIndex, type EngineIndex } from './engine-index.ts';
import { FacetComputer } from './facet-request.ts';
import type { FilterNode } from './filter/filter-ast.ts';
import { compileFilter, type CompiledFilter } from './filter/filter-compiler.ts';
import { parseFilterExpression, parseSearchFilter } from './filter/filter-parser.ts';
import {
  SearchEngineError,
  type IndexSettings,
  type MultiSearchQuery,
  type MultiSearchResult,
  type SearchDocument,
  type SearchParams,
  type SearchResponse,
} from './port.ts';
import { projectDocument } from './project-document.ts';
import { parseSort, queryRules, type SortCriterion } from './ranking-rules.ts';
import { rankCandidates, type RankKey } from './ranking.ts';
import { readSearchRequest, type SearchRequest } from './search-params.ts';
import { parseQuery } from './text/query.ts';
import { RelevanceSearch } from './text/relevance-search.ts';
import { matchesAttributePattern } from './document-fields.ts';

/**
 * The embedded engine: Meilisearch's search API over an in-memory index, for the browser and for Node.
 * `searchSync` does the work; `search` / `multiSearch` wrap it in promises so it fits the engine port.
 */
export interface EmbeddedIndex {
  readonly documentCount: number;
  searchSync<T = SearchDocument>(params: SearchParams): SearchResponse<T>;
  search<T = SearchDocument>(params: SearchParams): Promise<SearchResponse<T>>;
  multiSearchSync<T = SearchDocument>(request: { queries: MultiSearchQuery[] }): { results: Array<MultiSearchResult<T>> };
  multiSearch<T = SearchDocument>(request: { queries: MultiSearchQuery[] }): Promise<{ results: Array<MultiSearchResult<T>> }>;
}

const FILTER_CACHE_LIMIT = 256;

export function createEmbeddedEngine(documents: readonly SearchDocument[], settings: IndexSettings = {}): EmbeddedIndex {
  const index = buildEngineIndex(documents, settings);
  const n = index.documents.length;
  // Built with the text index on the first query with words (see buildEngineIndex).
  let relevanceSearch: RelevanceSearch | undefined;
  const relevance = () => (relevanceSearch ??= new RelevanceSearch(index.text, index.terms, index.exactAttributes));
  const facets = new FacetComputer(index);
  const filterCache = new Map<string, CompiledFilter | null>();
  // The items of an array filter, parsed and compiled once each: most queries repeat the base filters
  // (listed stock, dealer filter) with one item of their own, so the whole-filter cache seldom hits
  // (a build's similar-cars search is one query per car).
  const itemCache = new Map<string, FilterNode | null>();
  const compiledNodes = new WeakMap<FilterNode, CompiledFilter>();
  const parseItem = (expression: string): FilterNode | null => {
    if (itemCache.has(expression)) return itemCache.get(expression)!;
    const node = parseFilterExpression(expression);
    if (itemCache.size >= FILTER_CACHE_LIMIT) itemCache.delete(itemCache.keys().next().value!);
    itemCache.set(expression, node);
    return node;
  };
  const allDocuments = fullBitset(n);
  const placeholderIds = new Uint32Array(n);

  const compiledFilter = (filter: SearchRequest['filter']): CompiledFilter | null => {
    if (filter === null) return null;
    const key = typeof filter === 'string' ? filter : JSON.stringify(filter);
    if (filterCache.has(key)) return filterCache.get(key)!;
    const node = parseSearchFilter(filter, parseItem);
    const compiled = node
      ? compileFilter(node, {
          documentCount: n,
          filterableAttributes: index.filterableAttributes,
          attribute: (path) => index.attributes.get(path),
          compiled: compiledNodes,
        })
      : null;
    if (filterCache.size >= FILTER_CACHE_LIMIT) filterCache.delete(filterCache.keys().next().value!);
    filterCache.set(key, compiled);
    return compiled;
  };

  function searchSync<T = SearchDocument>(params: SearchParams): SearchResponse<T> {
    const started = performance.now();
    const request = readSearchRequest(params, index.maxTotalHits);
    const sort = parseSort(request.sort, index.sortableAttributes, index.rankingRules);
    const facetPaths = request.facets ? facets.paths(request.facets) : null;
    const filter = compiledFilter(request.filter)?.() ?? null;
    const query = parseQuery(request.query, index.stopWords);
    const { offset, limit } = request.window;

    const candidates: Uint32Array = placeholderIds;
    let count: number;
    let ranked: ArrayLike<number>;
    if (query.terms.length > 0) {
      const allowed = searchableSubset(index.searchableAttributes, request.attributesToSearchOn);
      const rules = queryRules(index.rankingRules, sort, index.sortKeys, request.matchingStrategy);
      const result = relevance().search(query, filter ?? allDocuments, request.matchingStrategy, rules, limit > 0 ? offset + limit : 0, allowed);
      count = bitsetToIds(result.matched, candidates);
      ranked = result.ranked;
    } else {
      const members: Bitset = filter ?? allDocuments.slice();
      const excluded = query.negativeWords.length > 0 || query.negativePhrases.length > 0 ? relevance().excluded(query) : null;
      if (excluded) subtractInto(members, excluded);
      count = bitsetToIds(members, candidates);
      const keys = rankKeys(index, sort);
      const first = firstSortOrder(index, sort);
      ranked = limit > 0 ? rankCandidates(candidates, count, keys, offset + limit, first ? { order: first, members } : undefined) : new Uint32Array(0);
    }

    const hits: T[] = [];
    for (let i = offset; i < ranked.length; i++)
      hits.push(projectDocument(index.documents[ranked[i]!]!, request.attributesToRetrieve, index.displayedAttributes) as T);
    const totalHits = Math.min(count, index.maxTotalHits);
    const facetResult = facetPaths ? facets.compute(facetPaths, candidates, count) : undefined;
    const pagination = request.finitePagination
      ? {
          hitsPerPage: request.hitsPerPage,
          page: request.page,
          totalPages: request.hitsPerPage === 0 ? 0 : Math.ceil(totalHits / request.hitsPerPage),
          totalHits,
        }
      : { limit: request.limit, offset: request.offset, estimatedTotalHits: totalHits };
    return {
      hits,
      query: request.query,
      processingTimeMs: Math.floor(performance.now() - started),
      ...pagination,
      ...(facetResult ?? {}),
    };
  }

  function multiSearchSync<T = SearchDocument>(request: { queries: MultiSearchQuery[] }): { results: Array<MultiSearchResult<T>> } {
    return {
      results: request.queries.map((query, position) => {
        const { indexUid, ...params } = query;
        try {
          return { indexUid, ...searchSync<T>(params) };
        } catch (error) {
          throw withQueryPosition(error, position);
        }
      }),
    };
  }

  return {
    documentCount: n,
    searchSync,
    search: (params) => settle(() => searchSync(params)),
    multiSearchSync,
    multiSearch: (request) => settle(() => multiSearchSync(request)),
  };
}

/** Runs synchronously; reports failure as a rejected promise rather than a synchronous throw. */
export function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Meilisearch prefixes a multi-search error with the failing query's place. */
export function withQueryPosition(error: unknown, position: number): unknown {
  if (!(error instanceof SearchEngineError)) return error;
  return new SearchEngineError(error.code, `Inside \`.queries[${position}]\`: ${error.message}`, { type: error.type, position: error.position });
}

/** Keys of a placeholder search: only sort and custom rules apply, in `rankingRules` order. */
function rankKeys(index: EngineIndex, sort: SortCriterion[]): RankKey[] {
  const keys: RankKey[] = [];
  const sortKey = (field: string, ascending: boolean) => {
    const sortKeys = index.sortKeys.get(field);
    if (sortKeys) keys.push(ascending ? sortKeys.ascending : sortKeys.descending);
  };
  for (const rule of index.rankingRules) {
    if (rule.kind === 'sort') for (const criterion of sort) sortKey(criterion.field, criterion.ascending);
    else if (rule.kind === 'custom') sortKey(rule.field, rule.ascending);
  }
  return keys;
}

/**
 * `attributesToSearchOn` as a mask over the searchable attributes (`*` and globs allowed). Names that
 * are not searchable match nothing, as in Meilisearch's restrict_searchable tests.
 */
function searchableSubset(searchable: readonly string[], requested: readonly string[] | null): Uint8Array | null {
  if (requested === null || requested.includes('*')) return null;
  const mask = new Uint8Array(searchable.length);
  searchable.forEach((attribute, i) => {
    if (requested.some((name) => matchesAttributePattern(attribute, name))) mask[i] = 1;
  });
  return mask;
}

/** The precomputed document order of the first sort key of a placeholder search, if there is one. */
function firstSortOrder(index: EngineIndex, sort: SortCriterion[]): Uint32Array | undefined {
  for (const rule of index.rankingRules) {
    const criterion = rule.kind === 'sort' ? sort[0] : rule.kind === 'custom' ? rule : undefined;
    if (rule.kind === 'sort' && !criterion) continue;
    if (!criterion) continue;
    const sortKeys = index.sortKeys.get(criterion.field);
    if (!sortKeys) return undefined;
    return criterion.ascending ? sortKeys.ascendingOrder : sortKeys.descendingOrder;
  }
  return undefined;
}
