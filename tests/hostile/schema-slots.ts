import type { z } from 'zod';

/**
 * Every place a schema lets a dealer type text: walks a zod schema beside a sample document and
 * lists the paths of its string fields (present or optional), string lists and, through arrays,
 * each element the sample holds. Numbers, booleans and enums are not free text and are skipped.
 */
type Schema = z.core.$ZodType;
type Def = { type: string; innerType?: Schema; in?: Schema; shape?: Record<string, Schema>; element?: Schema; options?: Schema[] };

export type Path = (string | number)[];
export interface Slot {
  path: Path;
  kind: 'text' | 'text-list';
}

const def = (schema: Schema) => schema._zod.def as Def;

function unwrap(schema: Schema): { inner: Schema; hasDefault: boolean } {
  let inner = schema;
  let hasDefault = false;
  for (let depth = 0; depth < 10; depth++) {
    const d = def(inner);
    if (d.type === 'default' || d.type === 'prefault') hasDefault = true;
    if (d.innerType) inner = d.innerType;
    else if (d.type === 'pipe' && d.in) inner = d.in;
    else break;
  }
  return { inner, hasDefault };
}

function isText(schema: Schema): boolean {
  const d = def(schema);
  return d.type === 'string' || (d.type === 'union' && (d.options ?? []).some((o) => def(unwrap(o).inner).type === 'string'));
}

export function textSlots(schema: Schema, sample: unknown, path: Path = []): Slot[] {
  const { inner, hasDefault } = unwrap(schema);
  const d = def(inner);
  if (isText(inner)) return [{ path, kind: 'text' }];
  if (d.type === 'array' && d.element) {
    const element = unwrap(d.element).inner;
    if (isText(element)) return [{ path, kind: 'text-list' }];
    return Array.isArray(sample) ? sample.flatMap((item, i) => textSlots(d.element!, item, [...path, i])) : [];
  }
  if (d.type === 'object' && d.shape) {
    const value = sample && typeof sample === 'object' ? (sample as Record<string, unknown>) : hasDefault ? {} : undefined;
    if (!value) return [];
    return Object.entries(d.shape).flatMap(([key, child]) => textSlots(child, value[key], [...path, key]));
  }
  return [];
}

export function getPath(doc: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), doc);
}

/** Sets a value, creating the objects on the way (groups with defaults may be absent). */
export function setPath(doc: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = doc;
  path.slice(0, -1).forEach((key, i) => {
    if (node[key] === undefined || node[key] === null) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

export const showPath = (path: Path) =>
  path
    .map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`))
    .join('')
    .replace(/^\./, '');
