import { SearchEngineError, type SearchFilter } from '../port.ts';
import type { FilterNode } from './filter-ast.ts';
import { PRIMARY_ALTERNATIVES } from './parse-conditions.ts';
import { ParseFailure, filterSyntaxError, type ParseErrorKind } from './parse-errors.ts';
import { FilterInput, type Parsed } from './parse-value.ts';

/**
 * Meilisearch's filter grammar, ported from filter-parser's nom combinators (lib.rs, condition.rs):
 *
 *   filter     = expression EOF          expression = or
 *   or         = and ("OR" and)*         and        = not ("AND" not)*
 *   not        = ("NOT" not) | primary
 *   primary    = "(" expression ")" | geo | in | not_in | condition | is_null | is_not_null
 *              | is_empty | is_not_empty | exists | not_exists | to | contains | starts_with
 *
 * A `{ ok: false }` result is nom's recoverable `Error` (the next alternative is tried); a thrown
 * `ParseFailure` is nom's `Failure` after a `cut`, and ends the parse. Keeping that distinction is what
 * makes error kinds and positions match Meilisearch's.
 */

const MAX_FILTER_DEPTH = 200;

type Result = Parsed<FilterNode>;

const ok = (value: FilterNode, next: number): Result => ({ ok: true, value, next });

function fail(input: FilterInput, kind: ParseErrorKind, at: number): Result {
  return { ok: false, error: input.error(kind, at) };
}

/** Parses one expression; blank input means "no filter", as in Meilisearch. Throws `invalid_search_filter`. */
export function parseFilterExpression(expression: string): FilterNode | null {
  if (expression.trim() === '') return null;
  const input = new FilterInput(expression);
  try {
    const result = parseOr(input, 0, 0);
    if (!result.ok) throw filterSyntaxError(result.error, input.chars, expression);
    if (result.next < input.length) throw filterSyntaxError(input.error({ kind: 'expectedEof' }, result.next), input.chars, expression);
    return result.value;
  } catch (error) {
    if (error instanceof ParseFailure) throw filterSyntaxError(error.parseError, input.chars, expression);
    throw error;
  }
}

/**
 * Parses the string or nested-array form: outer items AND, inner arrays OR (milli `Filter::from_array`).
 * `parseExpression` parses one string item; the engine passes a memoised one (items recur across queries).
 */
export function parseSearchFilter(
  filter: SearchFilter | null | undefined,
  parseExpression: (expression: string) => FilterNode | null = parseFilterExpression,
): FilterNode | null {
  if (filter === null || filter === undefined) return null;
  if (typeof filter === 'string') return parseExpression(filter);
  if (!Array.isArray(filter)) throw invalidFilterType(filter, 'a string or an array');
  const conjuncts: FilterNode[] = [];
  for (const item of filter as unknown[]) {
    if (typeof item === 'string') {
      const node = parseExpression(item);
      if (node) conjuncts.push(node);
    } else if (Array.isArray(item)) {
      const disjuncts: FilterNode[] = [];
      for (const inner of item as unknown[]) {
        if (typeof inner !== 'string') throw invalidFilterType(inner, 'String');
        const node = parseExpression(inner);
        if (node) disjuncts.push(node);
      }
      if (disjuncts.length === 1) conjuncts.push(disjuncts[0]!);
      else if (disjuncts.length > 1) conjuncts.push({ kind: 'or', children: disjuncts });
    } else {
      throw invalidFilterType(item, 'String, [String]');
    }
  }
  if (conjuncts.length === 0) return null;
  return conjuncts.length === 1 ? conjuncts[0]! : { kind: 'and', children: conjuncts };
}

function invalidFilterType(found: unknown, expected: string): SearchEngineError {
  return new SearchEngineError('invalid_search_filter', `Invalid type for filter subexpression: expected: ${expected}, found: ${JSON.stringify(found)}.`);
}

function parseOr(input: FilterInput, at: number, depth: number): Result {
  return parseChain(input, at, depth, 'OR', parseAnd);
}

function parseAnd(input: FilterInput, at: number, depth: number): Result {
  return parseChain(input, at, depth, 'AND', parseNot);
}

/** `operand (KEYWORD operand)*`; once the keyword is read the operand is mandatory (`cut`). */
function parseChain(
  input: FilterInput,
  at: number,
  depth: number,
  keyword: 'OR' | 'AND',
  operand: (input: FilterInput, at: number, depth: number) => Result,
): Result {
  if (depth > MAX_FILTER_DEPTH) return fail(input, { kind: 'depthLimitReached' }, at);
  const first = operand(input, at, depth + 1);
  if (!first.ok) return first;
  const children = [first.value];
  let next = first.next;
  for (;;) {
    const keywordAt = input.skipMultispace(next);
    if (input.wordAt(keywordAt) !== keyword) break;
    const rhs = operand(input, input.skipMultispace(keywordAt + keyword.length), depth + 1);
    if (!rhs.ok) throw new ParseFailure(rhs.error);
    children.push(rhs.value);
    next = rhs.next;
  }
  if (children.length === 1) return first;
  return ok(keyword === 'OR' ? { kind: 'or', children } : { kind: 'and', children }, next);
}

function parseNot(input: FilterInput, at: number, depth: number): Result {
  if (depth > MAX_FILTER_DEPTH) return fail(input, { kind: 'depthLimitReached' }, at);
  const keywordAt = input.skipMultispace(at);
  if (input.wordAt(keywordAt) === 'NOT') {
    const inner = parseNot(input, input.skipMultispace(keywordAt + 3), depth + 1);
    if (!inner.ok) throw new ParseFailure(inner.error);
    // `NOT NOT x` is `x`
    return ok(inner.value.kind === 'not' ? inner.value.child : { kind: 'not', child: inner.value }, inner.next);
  }
  return parsePrimary(input, at, depth + 1);
}

function parsePrimary(input: FilterInput, at: number, depth: number): Result {
  if (depth > MAX_FILTER_DEPTH) return fail(input, { kind: 'depthLimitReached' }, at);
  const open = input.skipMultispace(at);
  if (input.at(open) === '(') {
    const inner = parseOr(input, input.skipMultispace(open + 1), depth + 1);
    if (!inner.ok) throw new ParseFailure(inner.error);
    const close = input.skipMultispace(inner.next);
    if (input.at(close) !== ')') throw new ParseFailure(input.error({ kind: 'missingClosingDelimiter', delimiter: ')' }, at));
    return ok(inner.value, input.skipMultispace(close + 1));
  }
  for (const alternative of PRIMARY_ALTERNATIVES) {
    const result = alternative(input, at);
    if (result.ok) return result;
  }
  return fail(input, { kind: 'invalidPrimary' }, at);
}
