import { SearchEngineError } from '../port.ts';

/**
 * Parse errors mirror filter-parser's `ErrorKind` and its Display text, so the embedded engine's
 * messages read like Meilisearch's: a diagnostic line, then `start:end expression` (1-based columns).
 */
export type ParseErrorKind =
  | { kind: 'expectedValue'; reservedKeyword: boolean }
  | { kind: 'malformedValue' }
  | { kind: 'invalidEscapedNumber' }
  | { kind: 'missingClosingDelimiter'; delimiter: string }
  | { kind: 'invalidPrimary' }
  | { kind: 'expectedEof' }
  | { kind: 'inOpeningBracket' }
  | { kind: 'inClosingBracket' }
  | { kind: 'inExpectedValue' }
  | { kind: 'reservedGeo'; name: string }
  | { kind: 'geoRadius' }
  | { kind: 'geoBoundingBox' }
  | { kind: 'misusedGeo'; name: string }
  | { kind: 'depthLimitReached' }
  | { kind: 'unmatched' };

/** A parse error and the span (code points, end exclusive) of the input it points at. */
export interface ParseError {
  error: ParseErrorKind;
  start: number;
  end: number;
}

/** A nom `Failure`: the parser committed to a branch (`cut`), so alternatives must not be tried. */
export class ParseFailure {
  readonly parseError: ParseError;
  constructor(parseError: ParseError) {
    this.parseError = parseError;
  }
}

/** Rust's `str::escape_debug` for the characters a filter can realistically contain. */
export function escapeDebug(text: string): string {
  return text.replace(/[\\'"\n\r\t\0]/g, (c) => {
    switch (c) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      case '\0':
        return '\\0';
      default:
        return `\\${c}`;
    }
  });
}

const OPERATIONS =
  '`=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `CONTAINS`, `NOT CONTAINS`, `STARTS WITH`, `NOT STARTS WITH`, `_geoRadius`, or `_geoBoundingBox`';
const GEO_HINT =
  'Use the `_geoRadius(latitude, longitude, distance)` or `_geoBoundingBox([latitude, longitude], [latitude, longitude])` built-in rules to filter on `_geo` coordinates.';

function diagnostic(kind: ParseErrorKind, fragment: string): string {
  const quoted = escapeDebug(fragment);
  switch (kind.kind) {
    case 'expectedValue':
      if (fragment.trim() === '') return 'Was expecting a value but instead got nothing.';
      return kind.reservedKeyword
        ? `Was expecting a value but instead got \`${quoted}\`, which is a reserved keyword. To use \`${quoted}\` as a field name or a value, surround it by quotes.`
        : `Was expecting a value but instead got \`${quoted}\`.`;
    case 'malformedValue':
      return `Malformed value: \`${quoted}\`.`;
    case 'invalidEscapedNumber':
      return `Found an invalid escaped sequence number: \`${quoted}\`.`;
    case 'missingClosingDelimiter':
      return `Expression \`${quoted}\` is missing the following closing delimiter: \`${kind.delimiter}\`.`;
    case 'invalidPrimary':
      return `Was expecting an operation ${OPERATIONS} ${fragment.trim() === '' ? 'but instead got nothing.' : `at \`${quoted}\`.`}`;
    case 'expectedEof':
      return `Found unexpected characters at the end of the filter: \`${quoted}\`. You probably forgot an \`OR\` or an \`AND\` rule.`;
    case 'inOpeningBracket':
      return 'Expected `[` after `IN` keyword.';
    case 'inClosingBracket':
      return 'Expected matching `]` after the list of field names given to `IN[`';
    case 'inExpectedValue':
      return `Expected only comma-separated field names inside \`IN[..]\` but instead found \`${quoted}\`.`;
    case 'reservedGeo':
      return `\`${kind.name}\` is a reserved keyword and thus can't be used as a filter expression. ${GEO_HINT}`;
    case 'geoRadius':
      return 'The `_geoRadius` filter expects three arguments: `_geoRadius(latitude, longitude, radius)`.';
    case 'geoBoundingBox':
      return 'The `_geoBoundingBox` filter expects two pairs of arguments: `_geoBoundingBox([latitude, longitude], [latitude, longitude])`.';
    case 'misusedGeo':
      return `The \`${kind.name}\` filter is an operation and can't be used as a value.`;
    case 'depthLimitReached':
      return 'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.';
    case 'unmatched':
      return 'Encountered an internal error while parsing your filter.';
  }
}

/** Builds the `invalid_search_filter` error with Meilisearch's two-line message and the fault's span. */
export function filterSyntaxError(parseError: ParseError, chars: readonly string[], expression: string): SearchEngineError {
  const fragment = chars.slice(parseError.start, parseError.end).join('');
  const message = `${diagnostic(parseError.error, fragment)}\n${positionLine(parseError.start, parseError.end, expression)}`;
  return new SearchEngineError('invalid_search_filter', message, {
    position: { start: parseError.start, end: parseError.end },
  });
}

/** The `start:end expression` line Meilisearch appends to every filter error (1-based columns). */
export function positionLine(start: number, end: number, expression: string): string {
  return `${start + 1}:${end + 1} ${expression}`;
}
