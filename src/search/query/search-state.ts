import { LIST_FIELDS, RANGE_FIELDS } from './refinement-fields.ts';

/**
 * The search state (spec 01 §3): query, page, sortBy and the refinements. It is what the URL holds,
 * so every function here is pure and returns a new state; "filter changes reset the page" lives here.
 */

export const SORT_KEYS = ['relevance', 'latest', 'price-desc', 'price-asc', 'km-asc', 'year-desc', 'weekly-asc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  relevance: 'Most relevant',
  latest: 'Latest',
  'price-desc': 'Highest price',
  'price-asc': 'Lowest price',
  'km-asc': 'Lowest km',
  'year-desc': 'Newest year',
  'weekly-asc': 'Lowest weekly repayment',
};

/** Either side may be open: `5000:` is "from $5,000". */
export interface NumericRange {
  min?: number;
  max?: number;
}

export interface SearchState {
  query: string;
  /** 1-based. */
  page: number;
  sortBy: SortKey;
  /** List refinements by URL parameter: values OR within a field, fields AND together. */
  lists: Record<string, string[]>;
  ranges: Record<string, NumericRange>;
}

export const MAX_QUERY_LENGTH = 200;

export function emptySearchState(): SearchState {
  return { query: '', page: 1, sortBy: 'relevance', lists: {}, ranges: {} };
}

export function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

/** True when the state narrows the stock (a query or any refinement); page and sort do not count. */
export function hasRefinements(state: SearchState): boolean {
  return state.query.trim() !== '' || refinementCount(state) > 0;
}

export function refinementCount(state: Pick<SearchState, 'lists' | 'ranges'>): number {
  const lists = Object.values(state.lists).reduce((sum, values) => sum + values.length, 0);
  return lists + Object.keys(state.ranges).length;
}

/** Adds or removes one value of a list refinement; removing a make also drops its models. */
export function toggleListValue(state: SearchState, param: string, value: string): SearchState {
  const current = state.lists[param] ?? [];
  const next = current.some((v) => v.toLowerCase() === value.toLowerCase())
    ? current.filter((v) => v.toLowerCase() !== value.toLowerCase())
    : [...current, value];
  const lists = withList(state.lists, param, next);
  // The model list belongs to one refined make; a different make set makes old models meaningless.
  if (param === 'make') delete lists.model;
  return { ...state, lists, page: 1 };
}

export function setRange(state: SearchState, param: string, range: NumericRange | undefined): SearchState {
  const ranges = { ...state.ranges };
  if (range && (range.min !== undefined || range.max !== undefined)) ranges[param] = { ...range };
  else delete ranges[param];
  return { ...state, ranges, page: 1 };
}

export function setQuery(state: SearchState, query: string): SearchState {
  return { ...state, query: query.slice(0, MAX_QUERY_LENGTH), page: 1 };
}

export function setSort(state: SearchState, sortBy: SortKey): SearchState {
  return { ...state, sortBy, page: 1 };
}

export function setPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * Clear Filters: the text and every refinement go, except the dealer's persisted attributes;
 * sortBy is kept (spec 01 §4).
 */
export function clearRefinements(state: SearchState, persisted: readonly string[] = []): SearchState {
  const keep = new Set(persisted);
  const lists: Record<string, string[]> = {};
  const ranges: Record<string, NumericRange> = {};
  for (const [param, values] of Object.entries(state.lists)) if (keep.has(param)) lists[param] = values;
  for (const [param, range] of Object.entries(state.ranges)) if (keep.has(param)) ranges[param] = range;
  return { query: '', page: 1, sortBy: state.sortBy, lists, ranges };
}

/** A stable form of the state (fields in catalogue order, values sorted) for cache keys and equality. */
export function canonicalState(state: SearchState): SearchState {
  const lists: Record<string, string[]> = {};
  for (const field of LIST_FIELDS) {
    const values = state.lists[field.param];
    if (values && values.length > 0) lists[field.param] = [...values].sort();
  }
  const ranges: Record<string, NumericRange> = {};
  for (const field of RANGE_FIELDS) {
    const range = state.ranges[field.param];
    if (range) ranges[field.param] = { ...(range.min !== undefined ? { min: range.min } : {}), ...(range.max !== undefined ? { max: range.max } : {}) };
  }
  return { query: state.query.trim(), page: state.page, sortBy: state.sortBy, lists, ranges };
}

export function sameState(a: SearchState, b: SearchState): boolean {
  return JSON.stringify(canonicalState(a)) === JSON.stringify(canonicalState(b));
}

function withList(lists: Record<string, string[]>, param: string, values: string[]): Record<string, string[]> {
  const next = { ...lists };
  const unique = values.filter((value, i) => value !== '' && values.findIndex((v) => v.toLowerCase() === value.toLowerCase()) === i);
  if (unique.length > 0) next[param] = unique;
  else delete next[param];
  return next;
}
