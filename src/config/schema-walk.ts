import type { z } from 'zod';

type AnySchema = z.core.$ZodType;

/** Steps through wrappers (default, prefault, optional, nullable, pipes) to the schema that holds the shape. */
function unwrap(schema: AnySchema): AnySchema {
  let current: AnySchema = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = current._zod.def as { innerType?: AnySchema; in?: AnySchema };
    if (def.innerType) current = def.innerType;
    else if (def.in) current = def.in;
    else break;
  }
  return current;
}

/** The object keys a schema accepts at a path (array indexes are stepped through); [] when none. */
export function keysAt(schema: AnySchema, path: ReadonlyArray<PropertyKey>): string[] {
  let current = unwrap(schema);
  for (const segment of path) {
    const def = current._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema; options?: AnySchema[] };
    if (def.type === 'array' && def.element && typeof segment === 'number') current = unwrap(def.element);
    else if (def.shape && typeof segment === 'string' && def.shape[segment]) current = unwrap(def.shape[segment]);
    else return [];
  }
  const def = current._zod.def as { shape?: Record<string, AnySchema> };
  return def.shape ? Object.keys(def.shape) : [];
}

/** Levenshtein distance; small inputs only (config keys). */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previousDiagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      const cost = a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, previousDiagonal + cost);
      previousDiagonal = above;
    }
  }
  return row[b.length]!;
}

/** The closest valid key, when it is close enough to be a plausible typo. */
export function nearestKey(wrong: string, valid: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const key of valid) {
    const distance = editDistance(wrong, key);
    if (!best || distance < best.distance) best = { key, distance };
  }
  if (!best) return undefined;
  const tolerance = Math.max(2, Math.floor(wrong.length / 3));
  return best.distance <= tolerance ? best.key : undefined;
}

/**
 * Every setting a schema declares, as paths to its leaves (`['texts', 'financeButton']`); the keys of
 * objects inside arrays are reached through a `'[]'` segment. Records and unions are leaves.
 */
export function settingPaths(schema: AnySchema, prefix: readonly string[] = []): string[][] {
  const current = unwrap(schema);
  const def = current._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema };
  if (def.type === 'array' && def.element) {
    const element = unwrap(def.element);
    return (element._zod.def as { shape?: unknown }).shape ? settingPaths(element, [...prefix, '[]']) : [[...prefix]];
  }
  // A refused key (retired-keys.ts: z.never) is no setting: nothing reads it, on purpose.
  if (def.type === 'never') return [];
  if (!def.shape) return [[...prefix]];
  return Object.entries(def.shape).flatMap(([key, child]) => settingPaths(child, [...prefix, key]));
}
