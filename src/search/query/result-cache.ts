/**
 * Search results cached per query, offset, sort and refinements (spec 01 §7), capped with the oldest
 * entry evicted first (spec 01 §9). A Map keeps insertion order, so the first key is the oldest.
 * Reading an entry does not refresh it: the spec evicts by age, not by use.
 */

export interface ResultCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  has(key: string): boolean;
  clear(): void;
  readonly size: number;
}

/** Vehicle search keeps more pages around than the small catalogue searches (10 each, spec 01 §9). */
export const STOCK_CACHE_SIZE = 50;
export const CATALOGUE_CACHE_SIZE = 10;

export function createResultCache<V>(capacity: number): ResultCache<V> {
  const entries = new Map<string, V>();
  return {
    get: (key) => entries.get(key),
    has: (key) => entries.has(key),
    set(key, value) {
      if (capacity <= 0) return;
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
