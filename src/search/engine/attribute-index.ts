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
}

interface DocumentValues {
  numbers: number[];
  strings: Map<string, string>;
}

function collectDocumentValues(documents: readonly SearchDocument[], path: string, exists: Bitset, nulls: Bitset, empties: Bitset): DocumentValues[] {
  const perDocument: DocumentValues[] = [];
  const values = emptyFieldValues();
  for (let id = 0; id < documents.length; id++) {
    values.exists = values.isNull = values.isEmpty = false;
    values.strings.length = values.numbers.length = 0;
    fieldValues(documents[id]!, path, values);
    if (values.exists) addBit(exists, id);
    if (values.isNull) addBit(nulls, id);
    if (values.isEmpty) addBit(empties, id);
    const strings = new Map<string, string>();
    for (const original of values.strings) {
      const normalized = normalizeFacetString(original);
      if (!strings.has(normalized)) strings.set(normalized, original);
    }
    perDocument.push({ numbers: [...new Set(values.numbers)], strings });
  }
  return perDocument;
}

export function buildAttributeIndex(documents: readonly SearchDocument[], path: string): AttributeIndex {
  const n = documents.length;
  const exists = createBitset(n);
  const nulls = createBitset(n);
  const empties = createBitset(n);
  const perDocument = collectDocumentValues(documents, path, exists, nulls, empties);

  const distinctNumbers = new Set<number>();
  const distinctStrings = new Set<string>();
  for (const { numbers, strings } of perDocument) {
    for (const value of numbers) distinctNumbers.add(value);
    for (const normalized of strings.keys()) distinctStrings.add(normalized);
  }
  const numbers = Float64Array.from(distinctNumbers).sort();
  const strings = [...distinctStrings].sort(compareCodePoints);
  const numberCount = numbers.length;
  const valueCount = numberCount + strings.length;
  const numberIds = new Map<number, number>();
  numbers.forEach((value, id) => numberIds.set(value, id));
  const stringIds = new Map<string, number>();
  strings.forEach((value, index) => stringIds.set(value, numberCount + index));

  const docStart = new Uint32Array(n + 1);
  const valueIds: number[] = [];
  const originalIds: number[] = [];
  const originals: string[] = [];
  const originalIndex = new Map<string, number>();
  const postingCounts = new Uint32Array(valueCount);
  for (let id = 0; id < n; id++) {
    const { numbers: docNumbers, strings: docStrings } = perDocument[id]!;
    const entries: Array<[number, number]> = [];
    for (const value of docNumbers) entries.push([numberIds.get(value)!, 0]);
    for (const [normalized, original] of docStrings) {
      let index = originalIndex.get(original);
      if (index === undefined) {
        index = originals.push(original) - 1;
        originalIndex.set(original, index);
      }
      entries.push([stringIds.get(normalized)!, index]);
    }
    entries.sort((a, b) => a[0] - b[0]);
    for (const [valueId, original] of entries) {
      valueIds.push(valueId);
      originalIds.push(original);
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
