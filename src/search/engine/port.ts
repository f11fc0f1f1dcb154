/**
 * The search engine port: the one contract both engines implement (the embedded engine that runs over
 * the dealer's snapshot, and Meilisearch behind its official client). Types use Meilisearch's own
 * names and shapes so the query layer speaks Meilisearch everywhere; they live here, outside either
 * engine, so neither implementation owns the contract.
 */

/** A filter as Meilisearch takes it: an expression, or an array whose items AND and whose inner arrays OR. */
export type SearchFilter = string | Array<string | string[]>;

export type MatchingStrategy = 'last' | 'all' | 'frequency';

export type SearchDocument = Record<string, unknown>;

export interface SearchParams {
  q?: string | null;
  filter?: SearchFilter | null;
  facets?: string[] | null;
  sort?: string[] | null;
  /** Page-based pagination (exhaustive totals); takes precedence over offset/limit when either is set. */
  page?: number;
  hitsPerPage?: number;
  offset?: number;
  limit?: number;
  attributesToRetrieve?: string[] | null;
  matchingStrategy?: MatchingStrategy;
  /** Searches only these searchable attributes. */
  attributesToSearchOn?: string[] | null;
  /** Accepted for Meilisearch compatibility; the embedded engine does not produce `_formatted`. */
  attributesToHighlight?: string[] | null;
  attributesToCrop?: string[] | null;
  showRankingScore?: boolean;
}

export type MultiSearchQuery = SearchParams & { indexUid: string };

export interface FacetStat {
  min: number;
  max: number;
}

export type FacetDistribution = Record<string, Record<string, number>>;

/**
 * Meilisearch's search response. Page fields appear when `page` or `hitsPerPage` was sent,
 * offset fields otherwise; facet fields only when `facets` was sent.
 */
export interface SearchResponse<T = SearchDocument> {
  hits: T[];
  query: string;
  processingTimeMs: number;
  page?: number;
  hitsPerPage?: number;
  totalPages?: number;
  totalHits?: number;
  offset?: number;
  limit?: number;
  estimatedTotalHits?: number;
  facetDistribution?: FacetDistribution;
  facetStats?: Record<string, FacetStat>;
}

export type MultiSearchResult<T = SearchDocument> = SearchResponse<T> & { indexUid: string };

/** The index settings the embedded engine understands, under Meilisearch's setting names. */
export interface IndexSettings {
  primaryKey?: string;
  searchableAttributes?: readonly string[];
  filterableAttributes?: readonly string[];
  sortableAttributes?: readonly string[];
  rankingRules?: readonly string[];
  pagination?: { maxTotalHits?: number };
  faceting?: { maxValuesPerFacet?: number };
  typoTolerance?: {
    enabled?: boolean;
    minWordSizeForTypos?: { oneTypo?: number; twoTypos?: number };
    /** Query words matched only as written. */
    disableOnWords?: readonly string[];
    /** Attributes matched only by the query's own words (no typo, no prefix). */
    disableOnAttributes?: readonly string[];
    /** Numbers never match with typos. */
    disableOnNumbers?: boolean;
  };
  /** Each word (or words) → what it also finds; list both directions for mutual synonyms. */
  synonyms?: Readonly<Record<string, readonly string[]>>;
  /** Words ignored in documents and queries. */
  stopWords?: readonly string[];
  /** Fields a hit shows (`*` = all); `attributesToRetrieve` picks among these. */
  displayedAttributes?: readonly string[];
  /** `indexingTime` (default): the last query word matches as a prefix; `disabled`: never. */
  prefixSearch?: 'indexingTime' | 'disabled';
}

export interface SearchEngine {
  search<T = SearchDocument>(indexUid: string, params: SearchParams): Promise<SearchResponse<T>>;
  multiSearch<T = SearchDocument>(queries: MultiSearchQuery[]): Promise<{ results: Array<MultiSearchResult<T>> }>;
}

/** Meilisearch error codes the engines raise, plus the two the adapters add for transport failures. */
export type SearchErrorCode =
  | 'invalid_search_filter'
  | 'invalid_search_facets'
  | 'invalid_search_sort'
  | 'invalid_search_q'
  | 'invalid_search_page'
  | 'invalid_search_hits_per_page'
  | 'invalid_search_offset'
  | 'invalid_search_limit'
  | 'invalid_search_attributes_to_retrieve'
  | 'invalid_search_matching_strategy'
  | 'invalid_search_attributes_to_search_on'
  | 'invalid_search_attributes_to_highlight'
  | 'invalid_search_attributes_to_crop'
  | 'invalid_search_highlight_pre_tag'
  | 'invalid_search_highlight_post_tag'
  | 'invalid_search_crop_marker'
  | 'invalid_search_crop_length'
  | 'invalid_search_show_ranking_score'
  | 'invalid_search_show_matches_position'
  | 'invalid_settings_ranking_rules'
  | 'invalid_settings_synonyms'
  | 'invalid_settings_stop_words'
  | 'invalid_settings_typo_tolerance'
  | 'feature_not_enabled'
  | 'index_not_found'
  | 'bad_request'
  | 'search_unreachable'
  | 'search_failed';

/** Character span (0-based, end exclusive, counted in Unicode code points) of the fault in a filter. */
export interface FilterErrorPosition {
  start: number;
  end: number;
}

/** The error both engines throw: Meilisearch's error object (`code`, `type`, `message`, `link`) plus a position. */
export class SearchEngineError extends Error {
  readonly code: SearchErrorCode | (string & {});
  readonly type: string;
  readonly link: string;
  readonly position: FilterErrorPosition | undefined;

  constructor(code: SearchErrorCode | (string & {}), message: string, options: { type?: string; position?: FilterErrorPosition } = {}) {
    super(message);
    this.name = 'SearchEngineError';
    this.code = code;
    this.type = options.type ?? 'invalid_request';
    this.link = `https://docs.meilisearch.com/errors#${code}`;
    this.position = options.position;
  }
}

export function isSearchEngineError(error: unknown): error is SearchEngineError {
  return error instanceof SearchEngineError;
}
