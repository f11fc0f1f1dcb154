import type { SearchDocument } from './port.ts';

/**
 * `attributesToRetrieve` within `displayedAttributes`: `*` (or nothing) returns the whole document;
 * names return those fields, dotted names reach into nested objects and into arrays of objects
 * (`location.city` → `{ location: { city } }`, `doggos.name` → `{ doggos: [{ name }, { name }] }`).
 * Hits are always fresh objects so callers cannot alter the index by editing a result.
 */
export function projectDocument(document: SearchDocument, attributes: readonly string[] | null, displayed: readonly string[] | null = null): SearchDocument {
  const shown = displayed === null ? document : pick(document, displayed);
  if (attributes === null || attributes.includes('*')) return shown === document ? { ...document } : shown;
  return pick(shown, attributes);
}

function pick(document: SearchDocument, attributes: readonly string[]): SearchDocument {
  if (attributes.includes('*')) return { ...document };
  const result: SearchDocument = {};
  for (const attribute of attributes) copyPath(document, result, attribute);
  return result;
}

const isObject = (value: unknown): value is SearchDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

function copyPath(source: SearchDocument, target: SearchDocument, path: string): void {
  if (Object.hasOwn(source, path)) {
    target[path] = source[path];
    return;
  }
  for (let dot = path.indexOf('.'); dot >= 0; dot = path.indexOf('.', dot + 1)) {
    const head = path.slice(0, dot);
    if (!Object.hasOwn(source, head)) continue;
    const rest = path.slice(dot + 1);
    const nested = source[head];
    if (isObject(nested)) {
      const child = isObject(target[head]) ? (target[head] as SearchDocument) : {};
      copyPath(nested, child, rest);
      if (Object.keys(child).length > 0) target[head] = child;
    } else if (Array.isArray(nested)) {
      const existing = Array.isArray(target[head]) ? (target[head] as unknown[]) : [];
      const items: unknown[] = [];
      nested.forEach((item, i) => {
        if (!isObject(item)) return;
        const child = isObject(existing[i]) ? (existing[i] as SearchDocument) : {};
        copyPath(item, child, rest);
        if (Object.keys(child).length > 0) items.push(child);
      });
      if (items.length > 0) target[head] = items;
    }
    return;
  }
}
