import { formatAud, formatKm } from '../../domain/format.ts';
import { LIST_FIELDS, RANGE_FIELDS, type RangeField } from '../../search/query/refinement-fields.ts';
import type { NumericRange, SearchState } from '../../search/query/search-state.ts';
import { facetValueLabel } from './facet-options.ts';

/** The chosen refinements in words: chips to remove one, and the label of a search-history entry. */

export interface RefinementChip {
  param: string;
  /** The list value to remove; absent for a range. */
  value?: string;
  label: string;
}

export function formatRangeValue(field: Pick<RangeField, 'unit' | 'param'>, value: number): string {
  if (field.unit === 'km') return formatKm(value);
  return field.param === 'subscription_price' || field.param === 'weekly_price_range' ? `${formatAud(value)} / week` : formatAud(value);
}

export function rangeLabel(field: RangeField, range: NumericRange): string {
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return `${field.label}: ${formatRangeValue(field, min)} – ${formatRangeValue(field, max)}`;
  if (min !== undefined) return `${field.label}: from ${formatRangeValue(field, min)}`;
  return `${field.label}: up to ${formatRangeValue(field, max ?? 0)}`;
}

export function refinementChips(state: SearchState): RefinementChip[] {
  const chips: RefinementChip[] = [];
  for (const field of LIST_FIELDS) {
    for (const value of state.lists[field.param] ?? []) {
      chips.push({ param: field.param, value, label: facetValueLabel(field.param, value) });
    }
  }
  for (const field of RANGE_FIELDS) {
    const range = state.ranges[field.param];
    if (range) chips.push({ param: field.param, label: rangeLabel(field, range) });
  }
  return chips;
}

/** 'hilux · Toyota · Ute · Price: $10,000 – $40,000' */
export function searchSummary(state: SearchState): string {
  const parts = refinementChips(state).map((chip) => chip.label);
  if (state.query.trim()) parts.unshift(`“${state.query.trim()}”`);
  return parts.join(' · ');
}
