/** The filter syntax tree, shaped like filter-parser's `FilterCondition` so evaluation can follow milli. */

/** A field name or value as written, with its span (code points) in the expression it came from. */
export interface FilterToken {
  value: string;
  start: number;
  end: number;
  /** The expression the token was parsed from; errors quote it like Meilisearch does. */
  source: string;
}

export type ComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'compare'; field: FilterToken; operator: ComparisonOperator; value: FilterToken }
  | { kind: 'between'; field: FilterToken; from: FilterToken; to: FilterToken }
  | { kind: 'in'; field: FilterToken; values: FilterToken[] }
  | { kind: 'exists'; field: FilterToken }
  | { kind: 'isNull'; field: FilterToken }
  | { kind: 'isEmpty'; field: FilterToken }
  | { kind: 'contains' | 'startsWith'; field: FilterToken; keyword: FilterToken; value: FilterToken }
  | { kind: 'geo'; function: '_geoRadius' | '_geoBoundingBox'; at: FilterToken };

/** Field tokens in evaluation order, as filter-parser's `fids()` yields them (geo nodes name `_geo`). */
export function fieldTokens(node: FilterNode, out: FilterToken[] = []): FilterToken[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const child of node.children) fieldTokens(child, out);
      break;
    case 'not':
      fieldTokens(node.child, out);
      break;
    case 'geo':
      break;
    default:
      out.push(node.field);
  }
  return out;
}
