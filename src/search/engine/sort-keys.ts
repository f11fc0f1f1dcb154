import type { AttributeIndex } from './attribute-index.ts';

/**
 * Precomputed sort keys for one attribute, in Meilisearch's bucket order: numbers first, then strings
 * (normalised), then documents without a value; ascending takes a document's smallest value, descending
 * its largest, numbers still before strings (milli `Sort`: number facets chained with string facets).
 * A key is a dense rank, so comparing documents is one integer comparison; the per-direction document
 * orders let a placeholder search read results in sorted order instead of sorting.
 */
export interface SortKeys {
  readonly ascending: Uint32Array;
  readonly descending: Uint32Array;
  readonly ascendingOrder: Uint32Array;
  readonly descendingOrder: Uint32Array;
}

export const MISSING_SORT_KEY = 0xffffffff;

export function buildSortKeys(attribute: AttributeIndex): SortKeys {
  const n = attribute.documentCount;
  const { numberCount, valueCount, docStart, docValues } = attribute;
  const ascending = new Uint32Array(n).fill(MISSING_SORT_KEY);
  const descending = new Uint32Array(n).fill(MISSING_SORT_KEY);
  for (let id = 0; id < n; id++) {
    const start = docStart[id]!;
    const end = docStart[id + 1]!;
    if (start === end) continue;
    // value ids are ascending within a document: the first is its smallest value
    ascending[id] = docValues[start]!;
    let best = MISSING_SORT_KEY;
    for (let i = start; i < end; i++) {
      const value = docValues[i]!;
      const rank = value < numberCount ? numberCount - 1 - value : numberCount + (valueCount - 1 - value);
      if (rank < best) best = rank;
    }
    descending[id] = best;
  }
  return {
    ascending,
    descending,
    ascendingOrder: orderByKey(ascending, valueCount),
    descendingOrder: orderByKey(descending, valueCount),
  };
}

/** Counting sort of document ids by key, ties in id order, missing keys last. */
function orderByKey(keys: Uint32Array, keyCount: number): Uint32Array {
  const buckets = new Uint32Array(keyCount + 2);
  for (let id = 0; id < keys.length; id++) {
    const key = keys[id]!;
    buckets[(key === MISSING_SORT_KEY ? keyCount : key) + 1]!++;
  }
  for (let k = 1; k < buckets.length; k++) buckets[k]! += buckets[k - 1]!;
  const order = new Uint32Array(keys.length);
  for (let id = 0; id < keys.length; id++) {
    const key = keys[id]!;
    order[buckets[key === MISSING_SORT_KEY ? keyCount : key]!++] = id;
  }
  return order;
}
