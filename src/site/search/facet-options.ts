import type { SearchSettings } from '../../config/search.ts';
import type { FacetDistribution } from '../../search/engine/port.ts';
import { LIST_FIELDS, type ListField } from '../../search/query/refinement-fields.ts';
import type { SearchState } from '../../search/query/search-state.ts';
import { conditionLabel } from '../../domain/condition.ts';

/**
 * The filter panel's list widgets as plain data: options with labels, counts and checked state,
 * ordered and limited per spec 01 §9 / spec 02 §7 (models 30, city 20, dealership 40, body 20;
 * makes show 7 until expanded).
 */

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

export interface FacetGroup {
  param: string;
  label: string;
  options: FacetOption[];
  /** Options shown before "Show all" (undefined: all of them). */
  collapsedCount?: number;
}

/** Two groups show the same list: same options in the same order, counts and ticks (a list re-renders only when its own group changed). */
export function sameFacetGroup(a: FacetGroup, b: FacetGroup): boolean {
  if (a === b) return true;
  if (a.param !== b.param || a.label !== b.label || a.collapsedCount !== b.collapsedCount || a.options.length !== b.options.length) return false;
  return a.options.every((option, i) => {
    const other = b.options[i]!;
    return option.value === other.value && option.label === other.label && option.count === other.count && option.checked === other.checked;
  });
}

export const MAKES_SHOWN_COLLAPSED = 7;
/** Long lists that collapse like makes: a 2,000-car group has hundreds of badges and make-models. */
const COLLAPSED: Record<string, number> = { make: MAKES_SHOWN_COLLAPSED, badge: MAKES_SHOWN_COLLAPSED, make_model: MAKES_SHOWN_COLLAPSED, location_name: 10 };

export const MODELS_LIMIT = 30;

const BODY_LABELS: Record<string, string> = {
  '4x4': '4x4',
  suv: 'SUV',
  ute: 'Ute',
  cabchassis: 'Cab Chassis',
  peoplemover: 'People Mover',
  lighttruck: 'Light Truck',
  stationwagon: 'Station Wagon',
};

export function facetValueLabel(param: string, value: string): string {
  if (param === 'car_type') return conditionLabel(value);
  if (param === 'certified') return value === 'true' ? 'Certified only' : 'Not certified';
  if (param === 'state') return value.toUpperCase();
  // spec 01 §3 statuses as a shopper reads them: in_stock → In stock, coming_soon → Coming soon
  if (param === 'status') return value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
  if (param === 'body') {
    const known = BODY_LABELS[value.toLowerCase()];
    if (known) return known;
    const words = value.replace(/([a-z])([A-Z])/g, '$1 $2');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return value;
}

export function facetLimit(param: string, limits: SearchSettings['facetLimits']): number | undefined {
  switch (param) {
    case 'model':
      return MODELS_LIMIT;
    case 'city':
      return limits.city;
    case 'dealership_name':
      return limits.dealership;
    case 'body':
      return limits.body;
    default:
      return undefined;
  }
}

export function facetOptions(field: ListField, distribution: Record<string, number> | undefined, selected: readonly string[], limit?: number): FacetOption[] {
  const isSelected = (value: string) => selected.some((s) => s.toLowerCase() === value.toLowerCase());
  const options: FacetOption[] = Object.entries(distribution ?? {}).map(([value, count]) => ({
    value,
    label: facetValueLabel(field.param, value),
    count,
    checked: isSelected(value),
  }));
  // A refined value that no longer matches still shows (with 0) so it can be unticked.
  for (const value of selected) {
    if (!options.some((o) => o.value.toLowerCase() === value.toLowerCase())) {
      options.push({ value, label: facetValueLabel(field.param, value), count: 0, checked: true });
    }
  }
  options.sort(comparator(field));
  if (limit === undefined || options.length <= limit) return options;
  const kept = options.slice(0, limit);
  return [...kept, ...options.slice(limit).filter((o) => o.checked)];
}

function comparator(field: ListField): (a: FacetOption, b: FacetOption) => number {
  const byLabel = (a: FacetOption, b: FacetOption) => a.label.localeCompare(b.label, 'en-AU');
  switch (field.order) {
    case 'count':
      return (a, b) => b.count - a.count || byLabel(a, b);
    case 'number-desc':
      return (a, b) => Number(b.value) - Number(a.value);
    case 'number-asc':
      return (a, b) => Number(a.value) - Number(b.value);
    case 'values': {
      const rank = (option: FacetOption) => field.values?.indexOf(option.value) ?? -1;
      return (a, b) => rank(a) - rank(b) || byLabel(a, b);
    }
    default:
      return byLabel;
  }
}

/** The one make refined, if exactly one is. */
function singleMake(state: SearchState): string | undefined {
  const makes = state.lists.make ?? [];
  return makes.length === 1 ? makes[0]!.toLowerCase() : undefined;
}

/**
 * Every visible list widget for the current result, in panel order. `state` ticks the boxes; `answered`
 * is the state the facets were counted for (the controls run ahead of the answer while it loads).
 */
export function facetGroups(facets: FacetDistribution, state: SearchState, limits: SearchSettings['facetLimits'], answered: SearchState = state): FacetGroup[] {
  const groups: FacetGroup[] = [];
  // Models belong to one refined make (spec 01 §2 "models list of a refined make"), and are listed from
  // an answer for that make: the answer before it counted every make's models.
  const make = singleMake(state);
  const showModels = make !== undefined && make === singleMake(answered);
  for (const field of LIST_FIELDS) {
    const selected = state.lists[field.param] ?? [];
    if (field.param === 'model' && !showModels) continue;
    let options = facetOptions(field, facets[field.attribute], selected, facetLimit(field.param, limits));
    if (field.param === 'certified') options = options.filter((o) => o.value === 'true');
    if (options.length === 0) continue;
    // A single choice that every result already has narrows nothing; keep it only when ticked.
    if (options.length === 1 && !options[0]!.checked && field.param !== 'certified' && field.param !== 'model') continue;
    const group: FacetGroup = { param: field.param, label: field.label, options };
    const collapsed = COLLAPSED[field.param];
    if (collapsed !== undefined && options.length > collapsed) group.collapsedCount = collapsed;
    groups.push(group);
  }
  return groups;
}
