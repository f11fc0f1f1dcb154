import { addBit, createBitset, type Bitset } from './bitset.ts';
import { emptyFieldValues, fieldValues } from './document-fields.ts';
import { compareCodePoints, formatFacetNumber, normalizeFacetString } from './normalize.ts';
import type { SearchDocument } from './port.ts';

/**
 * One filterable / sortable attribute, indexed the way milli stores facets: every distinct value
 * (numbers, and strings normalised) gets an id, ordered numbers ascending then strings ascending,
 * with the sorted documents holding it (for filters) and, per document, its value ids (for facet
 * counts and sort keys). Flat typed arrays keep 20,000 documents cheap to scan and to hold.
 */
export interface AttributeIndex {
  readonly path: string;
  readonly documentCount: number;
  /** Value ids below this are numbers; the rest are strings. */
  readonly numberCount: number;
  readonly valueCount: number;
  /** Ascending; `numbers[v]` for number value id v. */
  readonly numbers: Float64Array;
  /** Normalised strings ascending (code point order); value id = numberCount + index. */
  readonly strings: readonly string[];
  readonly stringIds: ReadonlyMap<string, number>;
  readonly postingStart: Uint32Array;
  readonly postingDocs: Uint32Array;
  readonly docStart: Uint32Array;
  readonly docValues: Uint32Array;
  /** For string values: index into `originals` of the document's own spelling. */
  readonly docOriginals: Uint32Array;
  readonly originals: readonly string[];
  readonly exists: Bitset;
  readonly nulls: Bitset;
  readonly empties: Bitset;
  /** Facet display key per value: Rust's number formatting for numbers (strings use the original). */
  readonly numberKeys: readonly string[];
  /** Rank of each value in Meilisearch's small-candidate facet order (numbers by their text). */
  readonly textOrderRank: Uint32Array;
  /** The value at each rank of that order (inverse of `textOrderRank`). */
  readonly textOrderValue: Uint32Array;
}

/** Every (document, value) pair of the attribute, flat, in document order. */
interface ValuePairs {
  docs: number[];
  /** The number, or NaN for a string value. */
  numbers: number[];
  /** The normalised string ('' for a number value). */
  normalized: string[];
  originals: string[];
}

function isPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function collectPairs(documents: readonly SearchDocument[], path: string, exists: Bitset, nulls: Bitset, empties: Bitset): ValuePairs {
  const pairs: ValuePairs = { docs: [], numbers: [], normalized: [], originals: [] };
  const normalizedCache = new Map<string, string>();
  const addString = (id: number, original: string) => {
    let normalized = normalizedCache.get(original);
    if (normalized === undefined) normalizedCache.set(original, (normalized = normalizeFacetString(original)));
    pairs.docs.push(id);
    pairs.numbers.push(Number.NaN);
    pairs.normalized.push(normalized);
    pairs.originals.push(original);
  };
  const scratch = emptyFieldValues();
  const simplePath = !path.includes('.');
  for (let id = 0; id < documents.length; id++) {
    const document = documents[id]!;
    // most vehicle fields are top-level scalars: skip the general path walk for them
    if (simplePath && (!Object.hasOwn(document, path) || isPrimitive(document[path]))) {
      if (!Object.hasOwn(document, path)) continue;
      const value = document[path] as string | number | boolean | null;
      addBit(exists, id);
      if (value === null) addBit(nulls, id);
      else if (value === '') addBit(empties, id);
      else if (typeof value === 'number') {
        if (Number.isFinite(value)) {
          pairs.docs.push(id);
          pairs.numbers.push(value);
          pairs.normalized.push('');
          pairs.originals.push('');
        }
      } else addString(id, typeof value === 'string' ? value : String(value));
      continue;
    }
    scratch.exists = scratch.isNull = scratch.isEmpty = false;
    scratch.strings.length = scratch.numbers.length = 0;
    fieldValues(document, path, scratch);
    if (scratch.exists) addBit(exists, id);
    if (scratch.isNull) addBit(nulls, id);
    if (scratch.isEmpty) addBit(empties, id);
    for (const value of scratch.numbers) {
      pairs.docs.push(id);
      pairs.numbers.push(value);
      pairs.normalized.push('');
      pairs.originals.push('');
    }
    for (const original of scratch.strings) addString(id, original);
  }
  return pairs;
}

/** Position of `value` in the ascending `numbers` (it is known to be there). */
function indexOfNumber(numbers: Float64Array, value: number): number {
  let lo = 0;
  let hi = numbers.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (numbers[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function includesFrom(values: number[], value: number, from: number): boolean {
  for (let i = from; i < values.length; i++) if (values[i] === value) return true;
  return false;
}

export function buildAttributeIndex(documents: readonly SearchDocument[], path: string): AttributeIndex {
  const n = documents.length;
  const exists = createBitset(n);
  const nulls = createBitset(n);
  const empties = createBitset(n);
  const pairs = collectPairs(documents, path, exists, nulls, empties);

  const distinctNumbers = new Set<number>();
  const distinctStrings = new Set<string>();
  for (let i = 0; i < pairs.docs.length; i++) {
    if (Number.isNaN(pairs.numbers[i])) distinctStrings.add(pairs.normalized[i]!);
    else distinctNumbers.add(pairs.numbers[i]!);
  }
  const numbers = Float64Array.from(distinctNumbers).sort();
  const strings = [...distinctStrings].sort(compareCodePoints);
  const numberCount = numbers.length;
  const valueCount = numberCount + strings.length;
  const stringIds = new Map<string, number>();
  strings.forEach((value, index) => stringIds.set(value, numberCount + index));

  // per document: distinct value ids, ascending, each with the document's own spelling
  const docStart = new Uint32Array(n + 1);
  const valueIds: number[] = [];
  const originalIds: number[] = [];
  const originals: string[] = [];
  const originalIndex = new Map<string, number>();
  const postingCounts = new Uint32Array(valueCount);
  let pair = 0;
  for (let id = 0; id < n; id++) {
    const first = valueIds.length;
    for (; pair < pairs.docs.length && pairs.docs[pair] === id; pair++) {
      const number = pairs.numbers[pair]!;
      const valueId = Number.isNaN(number) ? stringIds.get(pairs.normalized[pair]!)! : indexOfNumber(numbers, number);
      if (includesFrom(valueIds, valueId, first)) continue;
      let original = 0;
      if (Number.isNaN(number)) {
        const text = pairs.originals[pair]!;
        original = originalIndex.get(text) ?? -1;
        if (original < 0) originalIndex.set(text, (original = originals.push(text) - 1));
      }
      // insertion keeps the document's few values sorted
      let at = valueIds.length;
      valueIds.push(valueId);
      originalIds.push(original);
      while (at > first && valueIds[at - 1]! > valueId) {
        valueIds[at] = valueIds[at - 1]!;
        originalIds[at] = originalIds[at - 1]!;
        at--;
      }
      valueIds[at] = valueId;
      originalIds[at] = original;
      postingCounts[valueId]!++;
    }
    docStart[id + 1] = valueIds.length;
  }

  const postingStart = new Uint32Array(valueCount + 1);
  for (let v = 0; v < valueCount; v++) postingStart[v + 1] = postingStart[v]! + postingCounts[v]!;
  const postingDocs = new Uint32Array(valueIds.length);
  const cursor = postingStart.slice(0, valueCount);
  for (let id = 0; id < n; id++) {
    for (let i = docStart[id]!; i < docStart[id + 1]!; i++) postingDocs[cursor[valueIds[i]!]!++] = id;
  }

  const numberKeys = Array.from(numbers, formatFacetNumber);
  const textOrder = numberKeys.map((key, id) => ({ key, id })).sort((a, b) => compareCodePoints(a.key, b.key));
  const textOrderRank = new Uint32Array(valueCount);
  textOrder.forEach(({ id }, rank) => (textOrderRank[id] = rank));
  for (let v = numberCount; v < valueCount; v++) textOrderRank[v] = v;
  const textOrderValue = new Uint32Array(valueCount);
  textOrderRank.forEach((rank, value) => (textOrderValue[rank] = value));

  return {
    path,
    documentCount: n,
    numberCount,
    valueCount,
    numbers,
    strings,
    stringIds,
    postingStart,
    postingDocs,
    docStart,
    docValues: Uint32Array.from(valueIds),
    docOriginals: Uint32Array.from(originalIds),
    originals,
    exists,
    nulls,
    empties,
    numberKeys,
    textOrderRank,
    textOrderValue,
  };
}

/** First index in the ascending `numbers` whose value is >= (or > when `strict`) the bound. */
export function lowerNumberBound(attribute: AttributeIndex, bound: number, strict: boolean): number {
  let lo = 0;
  let hi = attribute.numberCount;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const value = attribute.numbers[mid]!;
    if (value < bound || (strict && value === bound)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First string index whose normalised value is >= (or > when `strict`) the bound. */
export function lowerStringBound(attribute: AttributeIndex, bound: string, strict: boolean): number {
  let lo = 0;
  let hi = attribute.strings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const order = compareCodePoints(attribute.strings[mid]!, bound);
    if (order < 0 || (strict && order === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
