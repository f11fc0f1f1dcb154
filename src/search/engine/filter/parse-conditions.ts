import type { ComparisonOperator, FilterNode, FilterToken } from './filter-ast.ts';
import { ParseFailure, type ParseErrorKind } from './parse-errors.ts';
import { FilterInput, parseValue, type Parsed } from './parse-value.ts';

/**
 * The conditions a primary expression can be (filter-parser `condition.rs` and the `primary`
 * alternatives of `lib.rs`), tried in Meilisearch's order. Each returns a recoverable `{ ok: false }`
 * when it does not apply, or throws `ParseFailure` once it has committed (`cut`).
 */

type Result = Parsed<FilterNode>;

const OPERATORS: ComparisonOperator[] = ['<=', '>=', '!=', '<', '>', '='];

const ok = (value: FilterNode, next: number): Result => ({ ok: true, value, next });

function fail(input: FilterInput, kind: ParseErrorKind, at: number): Result {
  return { ok: false, error: input.error(kind, at) };
}

type Alternative = (input: FilterInput, at: number) => Result;

/** `value KEYWORD...` forms: reads the field, then hands the rest to `rest`. */
function afterField(rest: (input: FilterInput, field: FilterToken, at: number) => Result): Alternative {
  return (input, at) => {
    const field = parseValue(input, at);
    if (!field.ok) return field;
    return rest(input, field.value, field.next);
  };
}

/** Matches literal keywords separated by at least one space (nom `tag` + `multispace1`). */
function keywords(input: FilterInput, at: number, words: string[]): number | undefined {
  let position = at;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!input.startsWith(position, word)) return undefined;
    position += word.length;
    if (i < words.length - 1) {
      const after = input.skipMultispace(position);
      if (after === position) return undefined;
      position = after;
    }
  }
  return position;
}

function keywordCondition(words: string[], build: (field: FilterToken) => FilterNode): Alternative {
  return afterField((input, field, at) => {
    const next = keywords(input, at, words);
    return next === undefined ? fail(input, { kind: 'unmatched' }, at) : ok(build(field), next);
  });
}

const parseCondition: Alternative = afterField((input, field, at) => {
  const operator = OPERATORS.find((candidate) => input.startsWith(at, candidate));
  if (!operator) return fail(input, { kind: 'unmatched' }, at);
  const value = parseValue(input, at + operator.length);
  if (!value.ok) throw new ParseFailure(value.error);
  return ok({ kind: 'compare', field, operator, value: value.value }, value.next);
});

const parseTo: Alternative = afterField((input, field, at) => {
  const from = parseValue(input, at);
  if (!from.ok) return from;
  const next = keywords(input, from.next, ['TO']);
  if (next === undefined || input.skipMultispace(next) === next) return fail(input, { kind: 'unmatched' }, at);
  const to = parseValue(input, next);
  if (!to.ok) throw new ParseFailure(to.error);
  return ok({ kind: 'between', field, from: from.value, to: to.value }, to.next);
});

function textOperator(words: string[], kind: 'contains' | 'startsWith', negated: boolean): Alternative {
  return afterField((input, field, at) => {
    const next = keywords(input, at, words);
    if (next === undefined) return fail(input, { kind: 'unmatched' }, at);
    const keywordStart = negated ? input.skipMultispace(at + 3) : at;
    const keyword = input.token(input.slice(keywordStart, next), keywordStart, next);
    const value = parseValue(input, next);
    if (!value.ok) throw new ParseFailure(value.error);
    const node: FilterNode = { kind, field, keyword, value: value.value };
    return ok(negated ? { kind: 'not', child: node } : node, value.next);
  });
}

/** `f IN [a, b,]` / the bracketed list; everything after `IN` is committed. */
function parseInList(input: FilterInput, at: number): Parsed<FilterToken[]> {
  const keywordAt = input.skipMultispace(at);
  if (input.wordAt(keywordAt) !== 'IN') return { ok: false, error: input.error({ kind: 'unmatched' }, at) };
  const open = input.skipMultispace(keywordAt + 2);
  if (input.at(open) !== '[') throw new ParseFailure(input.error({ kind: 'inOpeningBracket' }, open));
  const values: FilterToken[] = [];
  let position = open + 1;
  const first = parseValue(input, position);
  if (first.ok) {
    values.push(first.value);
    position = first.next;
    for (;;) {
      const comma = input.skipMultispace(position);
      if (input.at(comma) !== ',') break;
      const value = parseValue(input, input.skipMultispace(comma + 1));
      if (!value.ok) break;
      values.push(value.value);
      position = value.next;
    }
    const trailing = input.skipMultispace(position);
    if (input.at(trailing) === ',') position = input.skipMultispace(trailing + 1);
  }
  const close = input.skipMultispace(position);
  if (input.at(close) !== ']') {
    const kind: ParseErrorKind = position >= input.length ? { kind: 'inClosingBracket' } : { kind: 'inExpectedValue' };
    throw new ParseFailure(input.error(kind, position));
  }
  return { ok: true, value: values, next: input.skipMultispace(close + 1) };
}

const parseIn: Alternative = afterField((input, field, at) => {
  const list = parseInList(input, at);
  return list.ok ? ok({ kind: 'in', field, values: list.value }, list.next) : list;
});

const parseNotIn: Alternative = afterField((input, field, at) => {
  if (input.wordAt(at) !== 'NOT') return fail(input, { kind: 'unmatched' }, at);
  const list = parseInList(input, at + 3);
  return list.ok ? ok({ kind: 'not', child: { kind: 'in', field, values: list.value } }, list.next) : list;
});

const FLOAT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;

type Element = (input: FilterInput, at: number) => number | undefined;

/** nom `separated_list1(tag(","), element)`: returns the item count and where the list ends. */
function commaList(input: FilterInput, at: number, element: Element): { count: number; next: number } | undefined {
  const first = element(input, at);
  if (first === undefined) return undefined;
  let count = 1;
  let next = first;
  while (input.at(next) === ',') {
    const item = element(input, next + 1);
    if (item === undefined) break;
    count++;
    next = item;
  }
  return { count, next };
}

const spacedFloat: Element = (input, at) => {
  const start = input.skipMultispace(at);
  const match = FLOAT.exec(input.slice(start, start + 64));
  return match ? input.skipMultispace(start + match[0].length) : undefined;
};

/** `_geoRadius(lat, lng, radius)` and `_geoBoundingBox([lat, lng], [lat, lng])`: parsed for exact errors. */
function geoFunction(name: '_geoRadius' | '_geoBoundingBox'): Alternative {
  return (input, at) => {
    const start = input.skipMultispace(at);
    if (input.wordAt(start) !== name) return fail(input, { kind: 'unmatched' }, at);
    const failure = new ParseFailure(input.error(name === '_geoRadius' ? { kind: 'geoRadius' } : { kind: 'geoBoundingBox' }, at));
    const open = start + name.length;
    if (input.at(open) !== '(') throw failure;
    const pairSizes: number[] = [];
    const pair: Element = (input, at) => {
      const bracket = input.skipMultispace(at);
      if (input.at(bracket) !== '[') return undefined;
      const inner = commaList(input, bracket + 1, spacedFloat);
      if (!inner || input.at(inner.next) !== ']') return undefined;
      pairSizes.push(inner.count);
      return input.skipMultispace(inner.next + 1);
    };
    const list = commaList(input, open + 1, name === '_geoRadius' ? spacedFloat : pair);
    if (!list || input.at(list.next) !== ')') throw failure;
    const valid = name === '_geoRadius' ? list.count === 3 : list.count === 2 && pairSizes.every((size) => size === 2);
    if (!valid) throw failure;
    return ok({ kind: 'geo', function: name, at: input.token(name, start, open) }, list.next + 1);
  };
}

/** An unquoted keyword where a field was expected is a hard error (`parse_error_reserved_keyword`). */
const rejectReservedKeyword: Alternative = (input, at) => {
  const result = parseCondition(input, at);
  if (!result.ok && result.error.error.kind === 'expectedValue' && result.error.error.reservedKeyword) throw new ParseFailure(result.error);
  return result;
};

export const PRIMARY_ALTERNATIVES: Alternative[] = [
  geoFunction('_geoRadius'),
  geoFunction('_geoBoundingBox'),
  parseIn,
  parseNotIn,
  parseCondition,
  keywordCondition(['IS', 'NULL'], (field) => ({ kind: 'isNull', field })),
  keywordCondition(['IS', 'NOT', 'NULL'], (field) => ({ kind: 'not', child: { kind: 'isNull', field } })),
  keywordCondition(['IS', 'EMPTY'], (field) => ({ kind: 'isEmpty', field })),
  keywordCondition(['IS', 'NOT', 'EMPTY'], (field) => ({ kind: 'not', child: { kind: 'isEmpty', field } })),
  keywordCondition(['EXISTS'], (field) => ({ kind: 'exists', field })),
  keywordCondition(['NOT', 'EXISTS'], (field) => ({ kind: 'not', child: { kind: 'exists', field } })),
  parseTo,
  textOperator(['CONTAINS'], 'contains', false),
  textOperator(['NOT', 'CONTAINS'], 'contains', true),
  textOperator(['STARTS WITH'], 'startsWith', false),
  textOperator(['NOT', 'STARTS WITH'], 'startsWith', true),
  rejectReservedKeyword,
];
