/**
 * Two snapshot column encodings for text a feed writes by pattern (engine/snapshot.ts picks whichever
 * encoding of a column is shortest):
 * - **affixed**: strings that end in a number — stock numbers "SCK10191", "SCK10192" — as the text
 *   before the number (a dictionary) and the numbers, delta-coded: consecutive stock numbers cost a
 *   digit or two each instead of a whole string.
 * - **set**: lists of strings drawn from a short vocabulary in one agreed order (equipment, categories)
 *   as one bit mask per document over that vocabulary.
 * Both are only offered when they give back exactly what was packed.
 */

export interface AffixedColumn {
  name: string;
  absent?: number[];
  kind: 'affixed';
  prefixes: string[];
  /** Index into `prefixes` per present document; left out when there is one prefix. */
  prefix?: number[];
  /** The trailing numbers, each the difference from the previous one. */
  deltas: number[];
}

export interface SetColumn {
  name: string;
  absent?: number[];
  kind: 'set';
  items: string[];
  /** Per present document: bit i set when its list holds items[i]. */
  masks: number[];
}

/** Text, then a number written the canonical way (no leading zero), so text + String(n) is the original. */
const AFFIX = /^(.*?)(0|[1-9]\d{0,14})$/s;

export function affixedColumn(name: string, present: readonly unknown[], absent: number[]): AffixedColumn | undefined {
  const prefixes: string[] = [];
  const positions = new Map<string, number>();
  const prefix: number[] = [];
  const deltas: number[] = [];
  let previous = 0;
  for (const value of present) {
    const match = typeof value === 'string' ? AFFIX.exec(value) : null;
    if (!match) return undefined;
    const text = match[1]!;
    let position = positions.get(text);
    if (position === undefined) positions.set(text, (position = prefixes.push(text) - 1));
    prefix.push(position);
    const number = Number(match[2]);
    deltas.push(number - previous);
    previous = number;
  }
  return { name, kind: 'affixed', prefixes, ...(prefixes.length > 1 ? { prefix } : {}), deltas, ...(absent.length ? { absent } : {}) };
}

export function unpackAffixed(column: AffixedColumn): string[] {
  let previous = 0;
  return column.deltas.map((delta, i) => {
    previous += delta;
    return column.prefixes[column.prefix?.[i] ?? 0]! + String(previous);
  });
}

/** Masks are 32-bit integers. */
const MAX_ITEMS = 31;

/** The items in an order every list follows (Kahn's algorithm over consecutive pairs), or undefined when none exists. */
function agreedOrder(lists: readonly string[][]): string[] | undefined {
  const after = new Map<string, Set<string>>();
  const before = new Map<string, number>();
  for (const list of lists)
    for (let i = 0; i < list.length; i++) {
      const item = list[i]!;
      if (!after.has(item)) {
        after.set(item, new Set());
        before.set(item, 0);
      }
      const next = list[i + 1];
      if (next === undefined || after.get(item)!.has(next)) continue;
      after.get(item)!.add(next);
      before.set(next, (before.get(next) ?? 0) + 1);
      if (!after.has(next)) after.set(next, new Set());
    }
  const ready = [...after.keys()].filter((item) => before.get(item) === 0);
  const order: string[] = [];
  while (ready.length > 0) {
    const item = ready.shift()!;
    order.push(item);
    for (const next of after.get(item)!) {
      const left = before.get(next)! - 1;
      before.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  return order.length === after.size ? order : undefined;
}

export function setColumn(name: string, present: readonly unknown[], absent: number[]): SetColumn | undefined {
  const lists = present as string[][];
  const isList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') && new Set(value).size === value.length;
  if (!present.every(isList)) return undefined;
  const items = agreedOrder(lists);
  if (!items || items.length > MAX_ITEMS) return undefined;
  const bit = new Map(items.map((item, i) => [item, i]));
  const masks = lists.map((list) => list.reduce((mask, item) => mask | (1 << bit.get(item)!), 0) >>> 0);
  return { name, kind: 'set', items, masks, ...(absent.length ? { absent } : {}) };
}

export function unpackSet(column: SetColumn): string[][] {
  return column.masks.map((mask) => column.items.filter((_, i) => (mask >>> i) & 1));
}
