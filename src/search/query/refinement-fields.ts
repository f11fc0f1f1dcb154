import { PRICE_BANDS } from '../../domain/price-bands.ts';
import { CATEGORY_LABELS, ITEM_TYPE_LABELS } from '../../domain/vehicle-categories.ts';

/**
 * The refinement catalogue: every filter the stock search offers (spec 01 §2, §3 "Search refinement
 * fields"), the URL parameter that carries it and the index attribute it filters. Adding a filter is one
 * entry here (see docs/search.md); the URL codec, the request builder and the filter panel all read it.
 */

/** `values`: the closed vocabulary's own order (price bands cheapest first). */
export type ListFacetOrder = 'count' | 'alpha' | 'number-desc' | 'number-asc' | 'values';

export interface ListField {
  kind: 'list';
  /** URL parameter, e.g. `make` in `?make=Toyota&make=Mazda`. */
  param: string;
  /** Filterable attribute of the search document. */
  attribute: string;
  label: string;
  order: ListFacetOrder;
  /** Values compare as numbers (`year = 2021`), not strings. */
  numeric?: boolean;
  /** A closed vocabulary: the URL may only ask for these (any casing); anything else is dropped. */
  values?: readonly string[];
}

export interface RangeField {
  kind: 'range';
  param: string;
  attribute: string;
  label: string;
  /** How the slider formats a value. */
  unit: 'money' | 'km';
  /** Slider and URL values snap to multiples of this (spec 01 §5: 1000 for price and km). */
  snap: number;
}

const list = (param: string, attribute: string, label: string, order: ListFacetOrder, extra: Partial<ListField> = {}): ListField => ({
  kind: 'list',
  param,
  attribute,
  label,
  order,
  ...extra,
});

/** In the order the filter panel shows them. */
export const LIST_FIELDS: readonly ListField[] = [
  list('item_type', 'item_type', 'Vehicle type', 'count', { values: ITEM_TYPE_LABELS }),
  list('car_type', 'car_type', 'Condition', 'count'),
  list('make', 'make', 'Make', 'count'),
  list('model', 'model', 'Model', 'count'),
  list('body', 'simple_body', 'Body type', 'count'),
  list('fuel', 'simple_fuel', 'Fuel', 'count'),
  list('transmission', 'simple_transmission', 'Transmission', 'count'),
  list('drive', 'drive', 'Drive', 'count'),
  list('state', 'state', 'State', 'alpha'),
  list('city', 'city', 'City', 'count'),
  list('dealership_name', 'dealership_name', 'Dealership', 'alpha'),
  list('location_name', 'location_name', 'Location', 'alpha'),
  list('colour', 'colour', 'Colour', 'count'),
  list('year', 'year', 'Year', 'number-desc', { numeric: true }),
  list('seats', 'seats', 'Seats', 'number-asc', { numeric: true }),
  list('tag', 'tag', 'Tag', 'count'),
  list('categories', 'categories', 'Category', 'count', { values: CATEGORY_LABELS }),
  list('filtered_features', 'filtered_features', 'Features', 'count'),
  list('certified', 'certified', 'Certified', 'alpha'),
  list('badge', 'badge', 'Badge', 'count'),
  list('status', 'status', 'Availability', 'alpha'),
  list('make_model', 'make_model', 'Make and model', 'count'),
  // Derived from price where the index is built or unpacked, never stored (domain/price-bands.ts).
  list('price_range', 'price_range', 'Price range', 'values', { values: PRICE_BANDS }),
];

export const RANGE_FIELDS: readonly RangeField[] = [
  { kind: 'range', param: 'price', attribute: 'price', label: 'Price', unit: 'money', snap: 1000 },
  { kind: 'range', param: 'subscription_price', attribute: 'subscription_price', label: 'Subscription price', unit: 'money', snap: 1000 },
  { kind: 'range', param: 'km', attribute: 'km', label: 'Kilometres', unit: 'km', snap: 1000 },
  // The car's advertised weekly repayment (its finance offer); spec 01 §3 names the refinement weekly_price_range.
  { kind: 'range', param: 'weekly_price_range', attribute: 'weekly_repayment', label: 'Weekly repayment', unit: 'money', snap: 10 },
];

const listByParam = new Map(LIST_FIELDS.map((field) => [field.param, field]));
const rangeByParam = new Map(RANGE_FIELDS.map((field) => [field.param, field]));

export function listField(param: string): ListField | undefined {
  return listByParam.get(param);
}

export function rangeField(param: string): RangeField | undefined {
  return rangeByParam.get(param);
}

/** Every attribute the query layer filters or facets on: the index must declare them filterable. */
export const REFINEMENT_ATTRIBUTES: readonly string[] = [...LIST_FIELDS.map((field) => field.attribute), ...RANGE_FIELDS.map((field) => field.attribute)];

/** Facets requested with every search: every list filter's counts plus the sliders' stats. */
export const SEARCH_FACETS: readonly string[] = [...LIST_FIELDS.map((field) => field.attribute), ...RANGE_FIELDS.map((field) => field.attribute)];

/**
 * A facet whose values partition the stock (every car has exactly one condition), so the sum of its
 * counts is an exact total even when the engine caps `totalHits` (spec 01 §9).
 */
export const PARTITION_FACET = 'car_type';
