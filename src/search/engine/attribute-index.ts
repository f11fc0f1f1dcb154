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
  /** Facet display key per value: Rust's number formatting for numbers (strings use the original). Built on first read. */
  readonly numberKeys: readonly string[];
  /** Rank of each value in Meilisearch's small-candidate facet order (numbers by their text). */
  readonly textOrderRank: Uint32Array;
  /** The value at each rank of that order (inverse of `textOrderRank`). */
  readonly textOrderValue: Uint32Array;
}

/**
 * The attribute's values as first met: each distinct number and each distinct spelling gets a raw id,
 * and every document the raw ids it holds (`rawIds` from `docRawStart[id]`), in document order.
 * One map lookup per value, no per-value objects: the 30-odd attributes of 20,000 cars are most of
 * the engine's build (docs/performance.md).
 */
interface RawValues {
  /** Per raw id: the number, or the string as written. */
  values: Array<number | string>;
  docRawStart: Uint32Array;
  rawIds: number[];
}

function isPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function collectRawValues(documents: readonly SearchDocument[], path: string, exists: Bitset, nulls: Bitset, empties: Bitset): RawValues {
  const values: Array<number | string> = [];
  const numberRaw = new Map<number, number>();
  const stringRaw = new Map<string, number>();
  const docRawStart = new Uint32Array(documents.length + 1);
  const rawIds: number[] = [];
  const addNumber = (value: number) => {
    let raw = numberRaw.get(value);
    if (raw === undefined) numberRaw.set(value, (raw = values.push(value) - 1));
    rawIds.push(raw);
  };
  const addString = (value: string) => {
    let raw = stringRaw.get(value);
    if (raw === undefined) stringRaw.set(value, (raw = values.push(value) - 1));
    rawIds.push(raw);
  };
  const scratch = emptyFieldValues();
  const simplePath = !path.includes('.');
  for (let id = 0; id < documents.length; id++) {
    const document = documents[id]!;
    // most vehicle fields are top-level scalars: skip the general path walk for them
    const value = simplePath ? document[path] : undefined;
    if (simplePath && (value === undefined ? !Object.hasOwn(document, path) : isPrimitive(value))) {
      if (value !== undefined) {
        addBit(exists, id);
        if (value === null) addBit(nulls, id);
        else if (value === '') addBit(empties, id);
        else if (typeof value === 'number') {
          if (Number.isFinite(value)) addNumber(value);
        } else addString(typeof value === 'string' ? value : String(value));
      }
    } else {
      scratch.exists = scratch.isNull = scratch.isEmpty = false;
      scratch.strings.length = scratch.numbers.length = 0;
      fieldValues(document, path, scratch);
      if (scratch.exists) addBit(exists, id);
      if (scratch.isNull) addBit(nulls, id);
      if (scratch.isEmpty) addBit(empties, id);
      for (const number of scratch.numbers) addNumber(number);
      for (const original of scratch.strings) addString(original);
    }
    docRawStart[id + 1] = rawIds.length;
  }
  return { values, docRawStart, rawIds };
}

/** Facet display keys and the text order, needed only when the attribute is faceted: built on first use. */
function facetOrder(numbers: Float64Array, valueCount: number) {
  const numberKeys = Array.from(numbers, formatFacetNumber);
  const textOrder = numberKeys.map((key, id) => ({ key, id })).sort((a, b) => compareCodePoints(a.key, b.key));
  const textOrderRank = new Uint32Array(valueCount);
  textOrder.forEach(({ id }, rank) => (textOrderRank[id] = rank));
  for (let v = numbers.length; v < valueCount; v++) textOrderRank[v] = v;
  const textOrderValue = new Uint32Array(valueCount);
  textOrderRank.forEach((rank, value) => (textOrderValue[rank] = value));
  return { numberKeys, textOrderRank, textOrderValue };
}

export function buildAttributeIndex(documents: readonly SearchDocument[], path: string): AttributeIndex {
  const n = documents.length;
  const exists = createBitset(n);
  const nulls = createBitset(n);
  const empties = createBitset(n);
  const raw = collectRawValues(documents, path, exists, nulls, empties);

  // value ids: numbers ascending, then the normalised strings in code point order
  const rawCount = raw.values.length;
  const distinctNumbers: number[] = [];
  const normalizedOf: string[] = new Array<string>(rawCount);
  const distinctStrings = new Set<string>();
  for (let r = 0; r < rawCount; r++) {
    const value = raw.values[r]!;
    if (typeof value === 'number') distinctNumbers.push(value);
    else distinctStrings.add((normalizedOf[r] = normalizeFacetString(value)));
  }
  const numbers = Float64Array.from(distinctNumbers).sort();
  const strings = [...distinctStrings].sort(compareCodePoints);
  const numberCount = numbers.length;
  const valueCount = numberCount + strings.length;
  const stringIds = new Map<string, number>();
  strings.forEach((value, index) => stringIds.set(value, numberCount + index));
  const numberIds = new Map<number, number>();
  numbers.forEach((value, index) => numberIds.set(value, index));
  // per raw id: its value id and, for a string, its spelling's place in `originals`
  const rawValueId = new Uint32Array(rawCount);
  const rawOriginal = new Uint32Array(rawCount);
  const originals: string[] = [];
  for (let r = 0; r < rawCount; r++) {
    const value = raw.values[r]!;
    if (typeof value === 'number') rawValueId[r] = numberIds.get(value)!;
    else {
      rawValueId[r] = stringIds.get(normalizedOf[r]!)!;
      rawOriginal[r] = originals.push(value) - 1;
    }
  }

  // per document: distinct value ids, ascending, each with the document's own spelling (its first)
  const { docRawStart, rawIds } = raw;
  const docStart = new Uint32Array(n + 1);
  const docValues = new Uint32Array(rawIds.length);
  const docOriginals = new Uint32Array(rawIds.length);
  const postingCounts = new Uint32Array(valueCount);
  let count = 0;
  for (let id = 0; id < n; id++) {
    const first = count;
    for (let i = docRawStart[id]!; i < docRawStart[id + 1]!; i++) {
      const valueId = rawValueId[rawIds[i]!]!;
      const original = rawOriginal[rawIds[i]!]!;
      let at = count;
      let seen = false;
      for (let j = first; j < count; j++) if (docValues[j] === valueId) seen = true;
      if (seen) continue;
      // insertion keeps the document's few values sorted
      while (at > first && docValues[at - 1]! > valueId) {
        docValues[at] = docValues[at - 1]!;
        docOriginals[at] = docOriginals[at - 1]!;
        at--;
      }
      docValues[at] = valueId;
      docOriginals[at] = original;
      count++;
      postingCounts[valueId]!++;
    }
    docStart[id + 1] = count;
  }

  const postingStart = new Uint32Array(valueCount + 1);
  for (let v = 0; v < valueCount; v++) postingStart[v + 1] = postingStart[v]! + postingCounts[v]!;
  const postingDocs = new Uint32Array(count);
  const cursor = postingStart.slice(0, valueCount);
  for (let id = 0; id < n; id++) {
    for (let i = docStart[id]!; i < docStart[id + 1]!; i++) postingDocs[cursor[docValues[i]!]!++] = id;
  }

  let order: ReturnType<typeof facetOrder> | undefined;
  const facetOrderOnce = () => (order ??= facetOrder(numbers, valueCount));
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
    docValues: count === rawIds.length ? docValues : docValues.slice(0, count),
    docOriginals: count === rawIds.length ? docOriginals : docOriginals.slice(0, count),
    originals,
    exists,
    nulls,
    empties,
    get numberKeys() {
      return facetOrderOnce().numberKeys;
    },
    get textOrderRank() {
      return facetOrderOnce().textOrderRank;
    },
    get textOrderValue() {
      return facetOrderOnce().textOrderValue;
    },
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
