import { lowerNumberBound, lowerStringBound, type AttributeIndex } from '../attribute-index.ts';
import { addIds, complement, createBitset, intersectInto, isEmptyBitset, unionInto, type Bitset } from '../bitset.ts';
import { matchesAnyPattern } from '../document-fields.ts';
import { normalizeFacetString, parseFiniteFloat } from '../normalize.ts';
import { SearchEngineError } from '../port.ts';
import { fieldTokens, type FilterNode, type FilterToken } from './filter-ast.ts';
import { positionLine } from './parse-errors.ts';

/**
 * Turns a filter tree into an evaluator over the attribute indexes, with milli's semantics:
 * `=` matches the normalised string or, when the operand parses as a number, the number;
 * `!=` and `NOT` complement over all documents (so documents without the field match);
 * `<`, `>`, `TO` select numbers numerically and strings lexicographically (normalised);
 * `IN` is a union of `=`. Every operand is resolved to posting ranges once, at compile time.
 */

export interface FilterContext {
  readonly documentCount: number;
  readonly filterableAttributes: readonly string[];
  /** The index of a filterable path, or undefined when no document has that field. */
  attribute(path: string): AttributeIndex | undefined;
  /**
   * Compiled nodes to reuse, by node: the engine parses a recurring filter item (the base filters
   * every query carries) to the same node, so it is compiled once per index.
   */
  readonly compiled?: WeakMap<FilterNode, CompiledFilter>;
}

export type CompiledFilter = () => Bitset;

/** Postings ranges `[start, end)` in the attribute's `postingDocs`, plus an optional flag set. */
interface LeafSelection {
  attribute: AttributeIndex;
  ranges: number[];
  flags?: Bitset;
}

const CONTAINS_MESSAGE =
  'Using `CONTAINS` or `STARTS WITH` in a filter requires enabling the `contains filter` experimental feature. See https://github.com/orgs/meilisearch/discussions/763';

export function compileFilter(node: FilterNode, context: FilterContext): CompiledFilter {
  rejectExperimentalOperators(node);
  for (const token of fieldTokens(node)) {
    if (!matchesAnyPattern(token.value, context.filterableAttributes)) throw notFilterable(token, token.value, context);
  }
  return compileNode(node, context);
}

function rejectExperimentalOperators(node: FilterNode): void {
  if (node.kind === 'contains' || node.kind === 'startsWith') throw new SearchEngineError('feature_not_enabled', CONTAINS_MESSAGE);
  if (node.kind === 'and' || node.kind === 'or') node.children.forEach(rejectExperimentalOperators);
  if (node.kind === 'not') rejectExperimentalOperators(node.child);
}

/** Meilisearch's `AttributeNotFilterable` message, with the token's position line. */
function notFilterable(token: FilterToken, attribute: string, context: FilterContext): SearchEngineError {
  const patterns = [...new Set(context.filterableAttributes)].sort();
  const available =
    patterns.length === 0
      ? ' This index does not have configured filterable attributes.'
      : ` Available filterable attribute patterns are: ${patterns.map((p) => `\`${p}\``).join(', ')}.`;
  return new SearchEngineError(
    'invalid_search_filter',
    `Attribute \`${attribute}\` is not filterable.${available}\n${positionLine(token.start, token.end, token.source)}`,
    {
      position: { start: token.start, end: token.end },
    },
  );
}

function compileNode(node: FilterNode, context: FilterContext): CompiledFilter {
  const known = context.compiled?.get(node);
  if (known) return known;
  const compiled = compileNodeOnce(node, context);
  context.compiled?.set(node, compiled);
  return compiled;
}

function compileNodeOnce(node: FilterNode, context: FilterContext): CompiledFilter {
  const n = context.documentCount;
  switch (node.kind) {
    case 'and': {
      const children = node.children.map((child) => compileNode(child, context));
      return () => {
        const result = children[0]!();
        for (let i = 1; i < children.length && !isEmptyBitset(result); i++) intersectInto(result, children[i]!());
        return result;
      };
    }
    case 'or': {
      const children = node.children.map((child) => compileNode(child, context));
      return () => {
        const result = children[0]!();
        for (let i = 1; i < children.length; i++) unionInto(result, children[i]!());
        return result;
      };
    }
    case 'not': {
      const child = compileNode(node.child, context);
      return () => complement(child(), n);
    }
    case 'geo':
      throw notFilterable(node.at, '_geo', context);
    case 'contains':
    case 'startsWith':
      throw new SearchEngineError('feature_not_enabled', CONTAINS_MESSAGE);
    default:
      return compileLeaf(node, context);
  }
}

type LeafNode = Extract<FilterNode, { field: FilterToken }>;

function compileLeaf(node: LeafNode, context: FilterContext): CompiledFilter {
  const n = context.documentCount;
  const attribute = context.attribute(node.field.value);
  // milli resolves the field id first: a field no document has selects nothing, even for `!=`
  if (!attribute) return () => createBitset(n);
  const selection = selectLeaf(node, attribute);
  const negate = node.kind === 'compare' && node.operator === '!=';
  return () => {
    const bits = createBitset(n);
    if (selection.flags) unionInto(bits, selection.flags);
    for (let i = 0; i < selection.ranges.length; i += 2) {
      addIds(bits, attribute.postingDocs, attribute.postingStart[selection.ranges[i]!]!, attribute.postingStart[selection.ranges[i + 1]!]!);
    }
    return negate ? complement(bits, n) : bits;
  };
}

function selectLeaf(node: LeafNode, attribute: AttributeIndex): LeafSelection {
  switch (node.kind) {
    case 'exists':
      return { attribute, ranges: [], flags: attribute.exists };
    case 'isNull':
      return { attribute, ranges: [], flags: attribute.nulls };
    case 'isEmpty':
      return { attribute, ranges: [], flags: attribute.empties };
    case 'in':
      return { attribute, ranges: node.values.flatMap((value) => equalRanges(attribute, value.value)) };
    case 'between':
      return { attribute, ranges: rangeRanges(attribute, { text: node.from.value, strict: false }, { text: node.to.value, strict: false }, true) };
    case 'compare':
      switch (node.operator) {
        case '=':
        case '!=':
          return { attribute, ranges: equalRanges(attribute, node.value.value) };
        case '>':
          return { attribute, ranges: rangeRanges(attribute, { text: node.value.value, strict: true }, undefined, false) };
        case '>=':
          return { attribute, ranges: rangeRanges(attribute, { text: node.value.value, strict: false }, undefined, false) };
        case '<':
          return { attribute, ranges: rangeRanges(attribute, undefined, { text: node.value.value, strict: true }, false) };
        case '<=':
          return { attribute, ranges: rangeRanges(attribute, undefined, { text: node.value.value, strict: false }, false) };
      }
  }
  return { attribute, ranges: [] };
}

/** Value-id ranges equal to the operand: its normalised string, and its number when it parses as one. */
function equalRanges(attribute: AttributeIndex, text: string): number[] {
  const ranges: number[] = [];
  const stringId = attribute.stringIds.get(normalizeFacetString(text));
  if (stringId !== undefined) ranges.push(stringId, stringId + 1);
  const number = parseFiniteFloat(text);
  if (number !== undefined) {
    const at = lowerNumberBound(attribute, number, false);
    if (at < attribute.numberCount && attribute.numbers[at] === number) ranges.push(at, at + 1);
  }
  return ranges;
}

interface Bound {
  text: string;
  strict: boolean;
}

/**
 * Value-id ranges for a comparison. Numbers take part only when the operands parse (both of them for
 * `TO`); strings always do, compared after normalisation, as milli's `ValueBounds::Range`.
 */
function rangeRanges(attribute: AttributeIndex, lower: Bound | undefined, upper: Bound | undefined, bothRequired: boolean): number[] {
  const ranges: number[] = [];
  const lowerNumber = lower ? parseFiniteFloat(lower.text) : undefined;
  const upperNumber = upper ? parseFiniteFloat(upper.text) : undefined;
  const numbersApply = bothRequired ? lowerNumber !== undefined && upperNumber !== undefined : (lower ? lowerNumber : upperNumber) !== undefined;
  if (numbersApply) {
    const from = lowerNumber === undefined ? 0 : lowerNumberBound(attribute, lowerNumber, lower!.strict);
    const to = upperNumber === undefined ? attribute.numberCount : lowerNumberBound(attribute, upperNumber, !upper!.strict);
    if (from < to) ranges.push(from, to);
  }
  const lowerString = lower ? normalizeFacetString(lower.text) : undefined;
  const upperString = upper ? normalizeFacetString(upper.text) : undefined;
  const offset = attribute.numberCount;
  const from = lowerString === undefined ? 0 : lowerStringBound(attribute, lowerString, lower!.strict);
  const to = upperString === undefined ? attribute.strings.length : lowerStringBound(attribute, upperString, !upper!.strict);
  if (from < to) ranges.push(offset + from, offset + to);
  return ranges;
}
