import type { SearchDocument } from './port.ts';

/**
 * `attributesToRetrieve`: `*` (or nothing) returns the whole document; names return those fields,
 * dotted names reach into nested objects (`location.city` → `{ location: { city } }`).
 * Hits are always fresh objects so callers cannot alter the index by editing a result.
 */
export function projectDocument(document: SearchDocument, attributes: readonly string[] | null): SearchDocument {
  if (attributes === null || attributes.includes('*')) return { ...document };
  const result: SearchDocument = {};
  for (const attribute of attributes) copyPath(document, result, attribute);
  return result;
}

function copyPath(source: SearchDocument, target: SearchDocument, path: string): void {
  if (Object.hasOwn(source, path)) {
    target[path] = source[path];
    return;
  }
  const dot = path.indexOf('.');
  if (dot < 0) return;
  const head = path.slice(0, dot);
  const nested = source[head];
  if (typeof nested !== 'object' || nested === null || Array.isArray(nested)) return;
  const existing = target[head];
  const child: SearchDocument = typeof existing === 'object' && existing !== null ? (existing as SearchDocument) : {};
  copyPath(nested as SearchDocument, child, path.slice(dot + 1));
  if (Object.keys(child).length > 0) target[head] = child;
}
