import { listedStockFilter } from '../../domain/availability.ts';
import { filterEquals, quoteFilterValue } from '../../domain/filter-expression.ts';
import { wallClock } from '../../domain/zoned-time.ts';
import type { MultiSearchQuery } from '../engine/port.ts';
import { LIST_FIELDS, RANGE_FIELDS, SEARCH_FACETS, type ListField } from './refinement-fields.ts';
import type { StockSearchContext } from './search-context.ts';
import type { NumericRange, SearchState, SortKey } from './search-state.ts';

/**
 * Search state → Meilisearch requests. Filters use Meilisearch's array form: outer items AND,
 * an inner array ORs its items, so refinements never need string surgery:
 *
 *   [ '(dealer filter)', '(stock rule)', 'make NOT IN ["Suzuki"]',
 *     ['make = "Toyota"', 'make = "Mazda"'],  'price >= 10000', 'price <= 40000' ]
 */

export const PRICE_FLOOR_PRESET_STEP = 1000;
export const BUDGET_PRICE_FLOOR = 1000;

export const SORT_RULES: Record<SortKey, string[]> = {
  relevance: [],
  latest: ['created_at_timestamp:desc'],
  'price-desc': ['price:desc'],
  'price-asc': ['price:asc'],
  'km-asc': ['km:asc'],
  'year-desc': ['year:desc'],
  // Cars without a finance offer have no weekly repayment and sort after every car that has one.
  'weekly-asc': ['weekly_repayment:asc'],
};

/** The dealer-wide conditions every stock query carries, whatever the visitor chose. */
export function baseFilters(context: StockSearchContext, sortBy: SortKey = 'relevance'): string[] {
  const now = new Date(context.now);
  const filters: string[] = [];
  if (context.dealerFilter?.trim()) filters.push(`(${context.dealerFilter.trim()})`);
  filters.push(`(${listedStockFilter(now, context.soldVisibleDays)})`);
  if (context.makeExclusions.length > 0) {
    filters.push(`make NOT IN [${context.makeExclusions.map(quoteFilterValue).join(', ')}]`);
  }
  if (context.preset) {
    filters.push(
      context.preset.kind === 'price'
        ? `price >= ${context.preset.value * PRICE_FLOOR_PRESET_STEP}`
        : `year >= ${wallClock(now, context.timeZone).year - context.preset.value}`,
    );
  }
  if (context.demoNissanMinKm !== null) {
    filters.push(`NOT (car_type = "demo" AND make = "Nissan" AND km <= ${context.demoNissanMinKm})`);
  }
  if (context.budgetFloor) filters.push(`price > ${BUDGET_PRICE_FLOOR}`);
  if (sortBy === 'price-asc' && context.priceAscRequiresPositive) filters.push('price > 0');
  return filters;
}

/** One list refinement as an OR group: `['make = "Toyota"', 'make = "Mazda"']`. */
export function listFilter(field: ListField, values: readonly string[]): string[] {
  return values.map((value) => (field.numeric ? `${field.attribute} = ${Number(value)}` : filterEquals(field.attribute, value)));
}

export function rangeFilters(attribute: string, range: NumericRange): string[] {
  const filters: string[] = [];
  if (range.min !== undefined) filters.push(`${attribute} >= ${range.min}`);
  if (range.max !== undefined) filters.push(`${attribute} <= ${range.max}`);
  return filters;
}

/** The visitor's refinements, leaving out one parameter (for its disjunctive facet query). */
export function refinementFilters(state: SearchState, without?: string): Array<string | string[]> {
  const filters: Array<string | string[]> = [];
  for (const field of LIST_FIELDS) {
    const values = state.lists[field.param];
    if (field.param === without || !values || values.length === 0) continue;
    const group = listFilter(field, values);
    filters.push(group.length === 1 ? group[0]! : group);
  }
  for (const field of RANGE_FIELDS) {
    const range = state.ranges[field.param];
    if (field.param === without || !range) continue;
    filters.push(...rangeFilters(field.attribute, range));
  }
  return filters;
}

export interface StockSearchPlan {
  /** queries[0] is the page of hits; the others each count one refined facet without its own refinement. */
  queries: MultiSearchQuery[];
  /** For queries[i + 1]: the facet attribute whose distribution (or stats) it provides. */
  disjunctive: string[];
}

/**
 * The main query plus one facet-only query per refined facet, as instant-meilisearch does, so a chosen
 * make still shows how many cars every other make has ("disjunctive" counts). Ranges get the same
 * treatment so a slider keeps its full span after it has been moved.
 */
export function buildStockSearch(state: SearchState, context: StockSearchContext): StockSearchPlan {
  const base = baseFilters(context, state.sortBy);
  const q = state.query.trim();
  const main: MultiSearchQuery = {
    indexUid: context.indexUid,
    q,
    filter: [...base, ...refinementFilters(state)],
    facets: [...SEARCH_FACETS],
    sort: SORT_RULES[state.sortBy],
    page: state.page,
    hitsPerPage: context.hitsPerPage,
  };
  const queries: MultiSearchQuery[] = [main];
  const disjunctive: string[] = [];
  const refined = [...LIST_FIELDS.filter((f) => (state.lists[f.param]?.length ?? 0) > 0), ...RANGE_FIELDS.filter((f) => state.ranges[f.param] !== undefined)];
  for (const field of refined) {
    queries.push({
      indexUid: context.indexUid,
      q,
      filter: [...base, ...refinementFilters(state, field.param)],
      facets: [field.attribute],
      limit: 0,
    });
    disjunctive.push(field.attribute);
  }
  return { queries, disjunctive };
}
