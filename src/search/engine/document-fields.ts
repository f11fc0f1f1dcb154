import type { SearchDocument } from './port.ts';

/**
 * How Meilisearch sees a document's fields: nested objects flatten into dotted paths
 * (`location.city`, also reachable as a literal `"location.city"` key), arrays contribute each element,
 * and null / empty are only recorded for a value sitting directly on the key (not inside an array),
 * as milli's facet extractor does.
 */

export interface FieldValues {
  /** The key is present, whatever its value (null, [] and {} included). */
  exists: boolean;
  isNull: boolean;
  /** `""`, `[]` or `{}` directly on the key. */
  isEmpty: boolean;
  /** Non-empty strings as written; booleans appear here as "true" / "false". */
  strings: string[];
  numbers: number[];
}

export function emptyFieldValues(): FieldValues {
  return { exists: false, isNull: false, isEmpty: false, strings: [], numbers: [] };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function addLeaf(out: FieldValues, value: unknown, onBaseKey: boolean): void {
  if (Array.isArray(value)) {
    if (value.length === 0 && onBaseKey) out.isEmpty = true;
    for (const element of value) addLeaf(out, element, false);
  } else if (typeof value === 'string') {
    if (value.length > 0) out.strings.push(value);
    else if (onBaseKey) out.isEmpty = true;
  } else if (typeof value === 'number') {
    if (Number.isFinite(value)) out.numbers.push(value);
  } else if (typeof value === 'boolean') {
    out.strings.push(value ? 'true' : 'false');
  } else if (value === null) {
    if (onBaseKey) out.isNull = true;
  } else if (isPlainObject(value) && onBaseKey && Object.keys(value).length === 0) {
    out.isEmpty = true;
  }
}

function visit(node: unknown, remaining: string, onBaseKey: boolean, out: FieldValues): void {
  if (Array.isArray(node)) {
    for (const element of node) visit(element, remaining, false, out);
    return;
  }
  if (!isPlainObject(node)) return;
  if (Object.hasOwn(node, remaining)) {
    out.exists = true;
    addLeaf(out, node[remaining], onBaseKey);
  }
  // a dotted path may continue through a nested object or a literal dotted key: try every split
  for (let dot = remaining.indexOf('.'); dot !== -1; dot = remaining.indexOf('.', dot + 1)) {
    const key = remaining.slice(0, dot);
    if (Object.hasOwn(node, key)) visit(node[key], remaining.slice(dot + 1), onBaseKey, out);
  }
}

/** The values a document holds at a (possibly dotted) attribute path. */
export function fieldValues(document: SearchDocument, path: string, out: FieldValues = emptyFieldValues()): FieldValues {
  visit(document, path, true, out);
  return out;
}

/** Adds every attribute path the document defines (`location`, `location.city`, ...) in document order. */
export function collectFieldPaths(document: SearchDocument, into: Set<string>, prefix = ''): void {
  for (const key of Object.keys(document)) {
    const path = prefix ? `${prefix}.${key}` : key;
    into.add(path);
    const value = document[key];
    if (typeof value === 'object' && value !== null) collectNestedPaths(value, path, into);
  }
}

/** The paths below `path` of its value: an object's fields, or those of the objects in an array. */
export function collectNestedPaths(value: object, path: string, into: Set<string>): void {
  if (!Array.isArray(value)) collectFieldPaths(value as SearchDocument, into, path);
  else for (const element of value as unknown[]) if (isPlainObject(element)) collectFieldPaths(element, into, path);
}

/**
 * Meilisearch's legacy attribute pattern match: `*`, the exact name, a parent (`location` selects
 * `location.city`), or a glob with `*` (`location.*`).
 */
export function matchesAttributePattern(path: string, pattern: string): boolean {
  if (pattern === '*' || path === pattern || path.startsWith(`${pattern}.`)) return true;
  if (!pattern.includes('*')) return false;
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(path);
}

export function matchesAnyPattern(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesAttributePattern(path, pattern));
}
