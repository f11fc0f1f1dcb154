import type { FilterToken } from './filter-ast.ts';
import { ParseFailure, type ParseError, type ParseErrorKind } from './parse-errors.ts';

/**
 * Values (field names and operands) and the character classes of Meilisearch's filter grammar,
 * ported from filter-parser's `value.rs`. Positions are indexes into the expression's code points.
 */

export type Parsed<T> = { ok: true; value: T; next: number } | { ok: false; error: ParseError };

const KEYWORDS = new Set(['AND', 'OR', 'IN', 'NOT', 'TO', 'EXISTS', 'IS', 'NULL', 'EMPTY', 'CONTAINS', 'STARTS', 'WITH', '_geoRadius', '_geoBoundingBox']);
const VALUE_CHAR = /^[\p{Alphabetic}\p{N}_.-]$/u;
const WHITESPACE = /^\s$/u;
const SYNTAX_CHARS = new Set(['(', ')', '=', '<', '>', '!']);

export class FilterInput {
  readonly chars: readonly string[];
  readonly source: string;
  readonly length: number;

  constructor(source: string) {
    this.source = source;
    this.chars = Array.from(source);
    this.length = this.chars.length;
  }

  at(index: number): string {
    return this.chars[index] ?? '';
  }

  /** nom's `multispace0`: only space, tab, CR and LF. */
  skipMultispace(index: number): number {
    let i = index;
    while (i < this.length && ' \t\r\n'.includes(this.at(i))) i++;
    return i;
  }

  isValueChar(index: number): boolean {
    const c = this.at(index);
    if (c === '') return false;
    const code = c.charCodeAt(0);
    if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || c === '_' || c === '-' || c === '.';
    return VALUE_CHAR.test(c);
  }

  /** The run of value characters starting at `index` (nom `take_while(is_value_component)`). */
  wordAt(index: number): string {
    let end = index;
    while (this.isValueChar(end)) end++;
    return this.chars.slice(index, end).join('');
  }

  startsWith(index: number, text: string): boolean {
    const parts = Array.from(text);
    return parts.every((c, offset) => this.at(index + offset) === c);
  }

  slice(start: number, end: number): string {
    return this.chars.slice(start, end).join('');
  }

  error(kind: ParseErrorKind, start: number, end: number = this.length): ParseError {
    return { error: kind, start, end };
  }

  token(value: string, start: number, end: number): FilterToken {
    return { value, start, end, source: this.source };
  }
}

function isSyntaxChar(c: string): boolean {
  return WHITESPACE.test(c) || SYNTAX_CHARS.has(c);
}

/** The "largest string without language syntax" that value errors quote. */
function errorWordEnd(input: FilterInput, start: number): number {
  let end = start;
  while (end < input.length && !isSyntaxChar(input.at(end))) end++;
  return end;
}

/** Fails hard when a geo function is used where a value is expected, as `parse_value` does. */
function rejectGeoAsValue(input: FilterInput, at: number): void {
  const word = input.wordAt(at);
  if (input.startsWith(at, '_geoPoint')) throw new ParseFailure(input.error({ kind: 'reservedGeo', name: '_geoPoint' }, at));
  if (input.startsWith(at, '_geoDistance')) throw new ParseFailure(input.error({ kind: 'reservedGeo', name: '_geoDistance' }, at));
  if (word === '_geo') throw new ParseFailure(input.error({ kind: 'reservedGeo', name: '_geo' }, at));
  if (word === '_geoRadius' || word === '_geoBoundingBox') throw new ParseFailure(input.error({ kind: 'misusedGeo', name: word }, at));
}

/** value = WS* ( word | singleQuoted | doubleQuoted ) WS* */
export function parseValue(input: FilterInput, from: number): Parsed<FilterToken> {
  let start = from;
  while (start < input.length && WHITESPACE.test(input.at(start))) start++;
  rejectGeoAsValue(input, start);

  const first = input.at(start);
  let raw: string;
  let tokenStart: number;
  let tokenEnd: number;
  let next: number;
  if (first === "'" || first === '"') {
    const quoted = scanQuoted(input, start + 1, first);
    // A trailing backslash inside quotes: `quoted_by` runs under `cut`, so this is final.
    if (quoted === 'malformed') throw new ParseFailure(input.error({ kind: 'malformedValue' }, start + 1));
    if (quoted.end >= input.length) throw new ParseFailure(input.error({ kind: 'missingClosingDelimiter', delimiter: first }, start));
    tokenStart = start + 1;
    tokenEnd = quoted.end;
    raw = input.slice(tokenStart, tokenEnd);
    if (quoted.escapedQuote) raw = raw.split(`\\${first}`).join(first);
    next = quoted.end + 1;
  } else {
    const word = input.wordAt(start);
    if (word === '' || KEYWORDS.has(word)) {
      const kind: ParseErrorKind = { kind: 'expectedValue', reservedKeyword: word !== '' };
      return { ok: false, error: input.error(kind, start, errorWordEnd(input, start)) };
    }
    raw = word;
    tokenStart = start;
    tokenEnd = start + Array.from(word).length;
    next = tokenEnd;
  }

  const unescaped = raw.includes('\\') ? unescapeSequences(raw) : raw;
  if (typeof unescaped !== 'string') return { ok: false, error: input.error(unescaped, tokenStart, tokenEnd) };
  return { ok: true, value: input.token(unescaped, tokenStart, tokenEnd), next: input.skipMultispace(next) };
}

/** Finds the closing quote; a backslash always skips the next character (filter-parser `quoted_by`). */
function scanQuoted(input: FilterInput, from: number, quote: string): { end: number; escapedQuote: boolean } | 'malformed' {
  let escapedQuote = false;
  for (let i = from; i < input.length; i++) {
    const c = input.at(i);
    if (c === quote) return { end: i, escapedQuote };
    if (c === '\\') {
      if (i + 1 >= input.length) return 'malformed';
      if (input.at(i + 1) === quote) escapedQuote = true;
      i++;
    }
  }
  return { end: input.length, escapedQuote };
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '0': '\0', "'": "'", '"': '"', '\\': '\\', '/': '/' };

/** Rust-style escapes, as the `unescaper` crate applies them to every value. */
export function unescapeSequences(text: string): string | ParseErrorKind {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = text[i + 1] ?? '';
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      out += simple;
      i++;
    } else if (next === 'x' || next === 'u') {
      const braced = next === 'u' && text[i + 2] === '{';
      const digits = braced ? text.slice(i + 3, text.indexOf('}', i + 3)) : text.slice(i + 2, i + (next === 'x' ? 4 : 6));
      const code = /^[0-9a-fA-F]+$/.test(digits) ? parseInt(digits, 16) : Number.NaN;
      if (!Number.isFinite(code) || code > 0x10ffff) return { kind: 'invalidEscapedNumber' };
      out += String.fromCodePoint(code);
      i += 1 + digits.length + (braced ? 2 : 0);
    } else {
      return { kind: 'malformedValue' };
    }
  }
  return out;
}
