import { hasBit, type Bitset } from './bitset.ts';

/**
 * Orders candidates by a list of per-document keys (lower first; one array per ranking rule, in
 * `rankingRules` order), ties in document (index) order, and returns only the first `wanted` — the
 * page and everything before it. Meilisearch's bucket sort gives the same order as this lexicographic
 * comparison; selecting the top `wanted` avoids sorting 20,000 documents to show 21.
 */

export type RankKey = Uint32Array;

export interface PresortedKey {
  /** Every document id, ordered by `keys[0]` then id. */
  order: Uint32Array;
  /** The candidate set (placeholder searches have it as a bitset already). */
  members: Bitset;
}

function comparator(keys: readonly RankKey[]): (a: number, b: number) => number {
  if (keys.length === 1) {
    const [first] = keys as [RankKey];
    return (a, b) => first[a]! - first[b]! || a - b;
  }
  return (a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const difference = key[a]! - key[b]!;
      if (difference !== 0) return difference;
    }
    return a - b;
  };
}

export function rankCandidates(candidates: Uint32Array, count: number, keys: readonly RankKey[], wanted: number, presorted?: PresortedKey): Uint32Array {
  const take = Math.min(wanted, count);
  if (take <= 0) return new Uint32Array(0);
  if (keys.length === 0) return candidates.slice(0, take);
  const compare = comparator(keys);
  if (presorted) return fromPresorted(presorted, keys[0]!, take, compare);
  if (take * 8 >= count) return candidates.slice(0, count).sort(compare).subarray(0, take);
  return topK(candidates, count, take, compare);
}

/** Reads the precomputed order until the `take`-th result's first-key bucket is complete. */
function fromPresorted(presorted: PresortedKey, firstKey: RankKey, take: number, compare: (a: number, b: number) => number): Uint32Array {
  const picked: number[] = [];
  let boundary = -1;
  for (const doc of presorted.order) {
    if (!hasBit(presorted.members, doc)) continue;
    if (picked.length >= take) {
      if (boundary < 0) boundary = firstKey[picked[take - 1]!]!;
      if (firstKey[doc] !== boundary) break;
    }
    picked.push(doc);
  }
  return Uint32Array.from(picked.sort(compare).slice(0, take));
}

/** Keeps the best `take` candidates in a max-heap (worst on top), then sorts them. */
function topK(candidates: Uint32Array, count: number, take: number, compare: (a: number, b: number) => number): Uint32Array {
  const heap = new Uint32Array(take);
  let size = 0;
  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < size && compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < size && compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === i) return;
      const swap = heap[i]!;
      heap[i] = heap[worst]!;
      heap[worst] = swap;
      i = worst;
    }
  };
  for (let c = 0; c < count; c++) {
    const doc = candidates[c]!;
    if (size < take) {
      let i = size++;
      heap[i] = doc;
      while (i > 0) {
        const parent = (i - 1) >>> 1;
        if (compare(heap[i]!, heap[parent]!) <= 0) break;
        const swap = heap[i]!;
        heap[i] = heap[parent]!;
        heap[parent] = swap;
        i = parent;
      }
    } else if (compare(doc, heap[0]!) < 0) {
      heap[0] = doc;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
