import { parsePriceRange } from '../../domain/budget.ts';
import { snapToGrid } from '../../domain/slider.ts';
import { LIST_FIELDS, RANGE_FIELDS, listField, rangeField } from './refinement-fields.ts';
import { MAX_QUERY_LENGTH, emptySearchState, isSortKey, refinementCount, type NumericRange, type SearchState, type SortKey } from './search-state.ts';

/**
 * The URL is the search state (spec 01 §2, §4): `query`, `page`, `sortBy` and one parameter per
 * filter, repeated for several values; ranges as `min:max` with either side optional.
 *
 *   ?query=ranger&make=Ford&make=Mazda&body=Ute&price=10000:40000&sortBy=price-asc&page=2
 *
 * Reading is forgiving: anything it does not understand (`page=-3`, `price=abc`, `sortBy=<script>`,
 * unknown parameters, filters on fields that are not filterable) is dropped, never an error.
 */

const MAX_VALUES_PER_FIELD = 50;
const MAX_VALUE_LENGTH = 100;
const MAX_PAGE = 10_000;
// Control characters never belong in a facet value; dropping them keeps filter strings readable.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** Where a listing page sits and the refinements its path stands for (`/search/toyota` → make Toyota). */
export interface RouteRefinements {
  /** Path of the page, e.g. `/search/toyota`. */
  path: string;
  /** The dealer's listing base, e.g. `/search` or `/used-car`. */
  base: string;
  lists: Record<string, string[]>;
  /** The dealer's defaults (spec 01 §4): they apply only where the URL (and path) set none. */
  defaults?: SearchDefaults;
}

export interface SearchDefaults {
  sortBy: SortKey;
  lists: Record<string, string[]>;
}

/**
 * `filters=none`: the shopper cleared the dealer's default refinements. Without it a bare listing URL
 * opens with them again (spec 01 §4 "defaults apply only if none is set"), so a cleared search could
 * not be reloaded, shared or gone back to. Written only where the dealer has default refinements.
 */
export const NO_FILTERS_PARAM = 'filters';
const NO_FILTERS_VALUE = 'none';

/**
 * The dealer's defaults applied to a state read from a URL that set no sort / no refinement (and did
 * not say `filters=none`).
 */
export function withDefaults(state: SearchState, defaults: SearchDefaults | undefined, urlHasSort: boolean, urlClearedFilters = false): SearchState {
  if (!defaults) return state;
  const next = { ...state };
  if (!urlHasSort) next.sortBy = defaults.sortBy;
  if (!urlClearedFilters && refinementCount(state) === 0 && state.query.trim() === '') next.lists = structuredClone(defaults.lists);
  return next;
}

/** A state with nothing chosen, where the dealer would open with default refinements: its URL must say so. */
function clearsDefaults(state: SearchState, defaults: SearchDefaults | undefined): boolean {
  return (
    defaults !== undefined && Object.values(defaults.lists).some((values) => values.length > 0) && refinementCount(state) === 0 && state.query.trim() === ''
  );
}

export function parseSearchParams(params: URLSearchParams): SearchState {
  const state = emptySearchState();
  const query = params.get('query');
  if (query) state.query = query.replace(CONTROL, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  state.page = parsePage(params.get('page'));
  const sortBy = params.get('sortBy');
  if (sortBy && isSortKey(sortBy)) state.sortBy = sortBy;

  for (const field of LIST_FIELDS) {
    const values = readListValues(params.getAll(field.param), field.numeric === true, field.param === 'certified', field.values);
    if (values.length > 0) state.lists[field.param] = values;
  }
  for (const field of RANGE_FIELDS) {
    // `range[price]` is the budget finder's historic spelling (spec 02 §5); `price_range=$1,000 - $2,000`
    // its label form, read as a price range only when it is not one of the price bands.
    const raw = params.get(field.param) ?? params.get(`range[${field.param}]`);
    const label = field.param === 'price' && !state.lists['price_range'] ? labelRange(params.get('price_range')) : undefined;
    const range = raw !== null ? parseRange(raw) : label;
    const snapped = range && snapRange(range, field.snap);
    if (snapped) state.ranges[field.param] = snapped;
  }
  return state;
}

/**
 * A URL range on the slider's grid (spec 01 §5: values snap to multiples of 1000), so the filter, the
 * thumb, the label and the chip say one value (docs/decisions/0006-slider-step-is-the-snap.md). A minimum
 * that snaps to 0 says nothing and is dropped; a range with neither side left is no refinement.
 */
export function snapRange(range: NumericRange, snap: number): NumericRange | undefined {
  const min = range.min !== undefined ? snapToGrid(range.min, snap) : undefined;
  const max = range.max !== undefined ? snapToGrid(range.max, snap) : undefined;
  const snapped: NumericRange = { ...(min !== undefined && min > 0 ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  return snapped.min !== undefined || snapped.max !== undefined ? snapped : undefined;
}

/** `a:b` → { min: a, max: b }; either side may be empty; reversed sides are swapped; junk → undefined. */
export function parseRange(raw: string): NumericRange | undefined {
  const parts = raw.split(':');
  if (parts.length !== 2) return undefined;
  const read = (text: string | undefined) => {
    const trimmed = (text ?? '').trim();
    if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
    const value = Number(trimmed);
    return Number.isFinite(value) ? value : undefined;
  };
  const a = read(parts[0]);
  const b = read(parts[1]);
  if (a === undefined && b === undefined) return undefined;
  if (a !== undefined && b !== undefined) return { min: Math.min(a, b), max: Math.max(a, b) };
  return a !== undefined ? { min: a } : { max: b! };
}

export function formatRange(range: NumericRange): string {
  return `${range.min ?? ''}:${range.max ?? ''}`;
}

/**
 * The query string for a state, parameters in catalogue order; page 1 and the default sort are left out.
 * `omit` holds refinements the page's path already says (so `/search/toyota` does not repeat make).
 */
export function formatSearchParams(
  state: SearchState,
  omit: Record<string, string[]> = {},
  defaultSort: SortKey = 'relevance',
  defaults?: SearchDefaults,
): string {
  const params = new URLSearchParams();
  if (clearsDefaults(state, defaults)) params.set(NO_FILTERS_PARAM, NO_FILTERS_VALUE);
  if (state.query.trim()) params.set('query', state.query.trim());
  for (const field of LIST_FIELDS) {
    const implied = (omit[field.param] ?? []).map((v) => v.toLowerCase());
    for (const value of state.lists[field.param] ?? []) {
      if (!implied.includes(value.toLowerCase())) params.append(field.param, value);
    }
  }
  for (const field of RANGE_FIELDS) {
    const range = state.ranges[field.param];
    if (range) params.set(field.param, formatRange(range));
  }
  if (state.sortBy !== defaultSort) params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  // ':' is legal in a query string; keeping it makes ranges read as 10000:40000, not 10000%3A40000
  return params.toString().replace(/%3A/gi, ':');
}

/** The state a location stands for: the route's own refinements when on its path, plus the parameters. */
export function stateFromLocation(pathname: string, search: string, route: RouteRefinements): SearchState {
  const params = new URLSearchParams(search);
  const hasSort = isSortKey(params.get('sortBy') ?? '');
  const cleared = params.get(NO_FILTERS_PARAM) === NO_FILTERS_VALUE;
  const state = parseSearchParams(params);
  if (normalisePath(pathname) !== normalisePath(route.path)) return withDefaults(state, route.defaults, hasSort, cleared);
  for (const [param, values] of Object.entries(route.lists)) {
    if (!listField(param)) continue;
    const current = state.lists[param] ?? [];
    const merged = [...values, ...current.filter((v) => !values.some((r) => r.toLowerCase() === v.toLowerCase()))];
    state.lists[param] = merged;
  }
  return withDefaults(state, route.defaults, hasSort, cleared);
}

/**
 * The URL for a state. It stays on the route's path while the state still holds every refinement the
 * path stands for, else it moves to the listing base with everything spelt out as parameters.
 */
export function locationForState(state: SearchState, route: RouteRefinements): string {
  const keepsRoute = Object.entries(route.lists).every(([param, values]) =>
    values.every((value) => (state.lists[param] ?? []).some((v) => v.toLowerCase() === value.toLowerCase())),
  );
  const path = keepsRoute ? route.path : route.base;
  // On a path that stands for refinements the defaults never apply, so nothing there clears them.
  const defaults = keepsRoute && refinementCount({ lists: route.lists, ranges: {} }) > 0 ? undefined : route.defaults;
  const search = formatSearchParams(state, keepsRoute ? route.lists : {}, route.defaults?.sortBy, defaults);
  return search ? `${path}?${search}` : path;
}

export function normalisePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // a malformed escape: compare the raw text
  }
  path = path.replace(/\/+$/, '');
  return (path === '' ? '/' : path).toLowerCase();
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function readListValues(raw: string[], numeric: boolean, boolean: boolean, vocabulary?: readonly string[]): string[] {
  const values: string[] = [];
  for (const item of raw) {
    const typed = item.replace(CONTROL, '').trim();
    // A closed vocabulary keeps its own spelling; a value outside it is dropped.
    const value = vocabulary ? (vocabulary.find((v) => v.toLowerCase() === typed.toLowerCase()) ?? '') : typed;
    if (value === '' || value.length > MAX_VALUE_LENGTH) continue;
    if (numeric && !/^\d+(\.\d+)?$/.test(value)) continue;
    if (boolean && value !== 'true' && value !== 'false') continue;
    if (values.some((v) => v.toLowerCase() === value.toLowerCase())) continue;
    values.push(value);
    if (values.length >= MAX_VALUES_PER_FIELD) break;
  }
  return values;
}

function labelRange(raw: string | null): NumericRange | undefined {
  if (!raw) return undefined;
  const range = parsePriceRange(raw);
  return range ? { min: range.min, max: range.max } : undefined;
}

/** Whether a parameter name is one the search understands (unknown ones are ignored). */
export function isSearchParam(name: string): boolean {
  return ['query', 'page', 'sortBy', NO_FILTERS_PARAM].includes(name) || listField(name) !== undefined || rangeField(name) !== undefined;
}
