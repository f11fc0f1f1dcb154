import { formatAud, formatKm } from '../../domain/format.ts';
import { facetValueLabel } from '../../site/search/facet-options.ts';
import { LIST_FIELDS, RANGE_FIELDS, type RangeField } from './refinement-fields.ts';
import type { NumericRange, SearchState } from './search-state.ts';

/**
 * The name a saved search gets from its refinements, in the order a shopper reads a search:
 * text, condition, make, model, body … then the ranges. "Toyota · SUV · under $40,000".
 * Pure: the API names a search with it when it is saved, and the name never depends on the page.
 */

export const SAVED_SEARCH_NAME_MAX = 120;
const SEPARATOR = ' · ';

// Condition reads best first ("Used Toyota"), the rest in the filter panel's order.
const LIST_ORDER = ['car_type', 'make', 'model', 'body', ...LIST_FIELDS.map((field) => field.param)].filter(
  (param, index, all) => all.indexOf(param) === index,
);

function joinValues(values: readonly string[]): string {
  if (values.length <= 1) return values[0] ?? '';
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

function listPart(param: string, values: readonly string[]): string | null {
  if (values.length === 0) return null;
  if (param === 'certified') return values.includes('true') && !values.includes('false') ? 'Certified' : null;
  if (param === 'seats') return `${joinValues(values)} seats`;
  // The filter panel's own words: 'suv' reads 'SUV', 'cabChassis' 'Cab Chassis', 'used' 'Used'.
  return joinValues(values.map((value) => facetValueLabel(param, value)));
}

function amount(field: RangeField, value: number): string {
  if (field.unit === 'km') return formatKm(value);
  return field.param === 'weekly_price_range' ? `${formatAud(value)}/week` : formatAud(value);
}

function rangePart(field: RangeField, range: NumericRange): string | null {
  const prefix = field.param === 'price' ? '' : field.param === 'km' ? '' : `${field.label.toLowerCase()} `;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) {
    if (field.unit === 'km') return `${prefix}${formatKm(min).replace(' km', '')}–${formatKm(max)}`;
    return `${prefix}${amount(field, min)}–${amount(field, max)}`;
  }
  if (max !== undefined) return `${prefix}under ${amount(field, max)}`;
  if (min !== undefined) return `${prefix}from ${amount(field, min)}`;
  return null;
}

export function savedSearchName(state: Pick<SearchState, 'query' | 'lists' | 'ranges'>): string {
  const parts: string[] = [];
  const text = state.query.trim();
  if (text) parts.push(`“${text}”`);
  for (const param of LIST_ORDER) {
    const part = listPart(param, state.lists[param] ?? []);
    if (part) parts.push(part);
  }
  for (const field of RANGE_FIELDS) {
    const range = state.ranges[field.param];
    const part = range ? rangePart(field, range) : null;
    if (part) parts.push(part);
  }
  const name = parts.length > 0 ? parts.join(SEPARATOR) : 'All cars';
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…` : name;
}
