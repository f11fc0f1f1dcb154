import { SearchEngineError, type MatchingStrategy, type SearchFilter, type SearchParams, type SearchErrorCode } from './port.ts';

/**
 * Validates search parameters as Meilisearch does (types, unknown fields) and works out the result
 * window: page/hitsPerPage win over offset/limit, `page: 0` asks for totals only, and no hit past
 * `maxTotalHits` is ever returned (meilisearch `perform_search`).
 */

export interface SearchRequest {
  query: string;
  filter: SearchFilter | null;
  facets: string[] | null;
  sort: string[];
  attributesToRetrieve: string[] | null;
  attributesToSearchOn: string[] | null;
  matchingStrategy: MatchingStrategy;
  finitePagination: boolean;
  page: number;
  hitsPerPage: number;
  offset: number;
  limit: number;
  /** The slice of ranked results to return. */
  window: { offset: number; limit: number };
}

export const DEFAULT_LIMIT = 20;

/** Parameters the engine ignores because they only decorate hits (or are the caller's routing). */
const DECORATIVE = new Set([
  'attributesToHighlight',
  'attributesToCrop',
  'cropLength',
  'cropMarker',
  'highlightPreTag',
  'highlightPostTag',
  'showMatchesPosition',
  'showRankingScore',
  'showRankingScoreDetails',
  'showPerformanceDetails',
  'retrieveVectors',
  'locales',
  'indexUid',
]);
/** Meilisearch parameters that change results and that the embedded engine does not implement. */
const UNSUPPORTED = new Set(['distinct', 'rankingScoreThreshold', 'hybrid', 'vector', 'media', 'personalize', 'federationOptions', 'facetName', 'facetQuery']);
const SUPPORTED = new Set([
  'q',
  'filter',
  'facets',
  'sort',
  'page',
  'hitsPerPage',
  'offset',
  'limit',
  'attributesToRetrieve',
  'attributesToSearchOn',
  'matchingStrategy',
]);

/** Types of the decorative parameters, checked as Meilisearch checks them even though they change nothing here. */
const DECORATIVE_TYPES: Record<string, ['strings' | 'string' | 'boolean' | 'count', SearchErrorCode]> = {
  attributesToHighlight: ['strings', 'invalid_search_attributes_to_highlight'],
  attributesToCrop: ['strings', 'invalid_search_attributes_to_crop'],
  cropLength: ['count', 'invalid_search_crop_length'],
  cropMarker: ['string', 'invalid_search_crop_marker'],
  highlightPreTag: ['string', 'invalid_search_highlight_pre_tag'],
  highlightPostTag: ['string', 'invalid_search_highlight_post_tag'],
  showMatchesPosition: ['boolean', 'invalid_search_show_matches_position'],
  showRankingScore: ['boolean', 'invalid_search_show_ranking_score'],
};

function checkDecorative(params: Record<string, unknown>): void {
  for (const [name, [kind, code]] of Object.entries(DECORATIVE_TYPES)) {
    const value = params[name];
    if (value === undefined || value === null) continue;
    const ok =
      kind === 'strings'
        ? Array.isArray(value) && value.every((item) => typeof item === 'string')
        : kind === 'string'
          ? typeof value === 'string'
          : kind === 'boolean'
            ? typeof value === 'boolean'
            : typeof value === 'number' && Number.isInteger(value) && value >= 0;
    if (!ok) {
      const expected = kind === 'strings' ? 'an array' : kind === 'string' ? 'a string' : kind === 'boolean' ? 'a boolean' : 'a positive integer';
      fail(code, `Invalid value type at \`.${name}\`: expected ${expected}, but found ${JSON.stringify(value)}.`);
    }
  }
}
const STRATEGIES = new Set<MatchingStrategy>(['last', 'all', 'frequency']);

function fail(code: SearchErrorCode, message: string): never {
  throw new SearchEngineError(code, message);
}

function count(params: SearchParams, name: 'page' | 'hitsPerPage' | 'offset' | 'limit', code: SearchErrorCode): number | undefined {
  const value: unknown = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    fail(code, `Invalid value type at \`.${name}\`: expected a positive integer, but found ${JSON.stringify(value)}.`);
  }
  return value;
}

function stringList(value: unknown, name: string, code: SearchErrorCode): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    fail(code, `Invalid value type at \`.${name}\`: expected an array of strings, but found ${JSON.stringify(value)}.`);
  }
  return value as string[];
}

export function readSearchRequest(params: SearchParams, maxTotalHits: number): SearchRequest {
  if (typeof params !== 'object' || params === null) fail('bad_request', 'Invalid value type: expected an object.');
  for (const key of Object.keys(params)) {
    if (SUPPORTED.has(key) || DECORATIVE.has(key)) continue;
    if (UNSUPPORTED.has(key)) fail('bad_request', `The embedded search engine does not support \`${key}\`.`);
    fail('bad_request', `Unknown field \`${key}\`: expected one of ${[...SUPPORTED].map((k) => `\`${k}\``).join(', ')}`);
  }
  checkDecorative(params as Record<string, unknown>);
  const q: unknown = params.q;
  if (q !== undefined && q !== null && typeof q !== 'string')
    fail('invalid_search_q', `Invalid value type at \`.q\`: expected a string, but found ${JSON.stringify(q)}.`);
  const strategy = params.matchingStrategy ?? 'last';
  if (!STRATEGIES.has(strategy)) {
    fail(
      'invalid_search_matching_strategy',
      `Unknown value \`${String(strategy)}\` at \`.matchingStrategy\`: expected one of \`last\`, \`all\`, \`frequency\`.`,
    );
  }

  const page = count(params, 'page', 'invalid_search_page');
  const hitsPerPage = count(params, 'hitsPerPage', 'invalid_search_hits_per_page');
  const offset = count(params, 'offset', 'invalid_search_offset') ?? 0;
  const limit = count(params, 'limit', 'invalid_search_limit') ?? DEFAULT_LIMIT;
  const finitePagination = page !== undefined || hitsPerPage !== undefined;
  const perPage = hitsPerPage ?? DEFAULT_LIMIT;
  const pageNumber = page ?? 1;
  let [start, size] = finitePagination ? (pageNumber === 0 ? [0, 0] : [perPage * (pageNumber - 1), perPage]) : [offset, limit];
  start = Math.min(start, maxTotalHits);
  size = Math.min(size, Math.max(0, maxTotalHits - start));

  return {
    query: (q as string | null | undefined) ?? '',
    filter: params.filter ?? null,
    facets: stringList(params.facets, 'facets', 'invalid_search_facets'),
    sort: stringList(params.sort, 'sort', 'invalid_search_sort') ?? [],
    attributesToRetrieve: stringList(params.attributesToRetrieve, 'attributesToRetrieve', 'invalid_search_attributes_to_retrieve'),
    attributesToSearchOn: stringList(params.attributesToSearchOn, 'attributesToSearchOn', 'invalid_search_attributes_to_search_on'),
    matchingStrategy: strategy,
    finitePagination,
    page: pageNumber,
    hitsPerPage: perPage,
    offset: start,
    limit,
    window: { offset: start, limit: size },
  };
}
