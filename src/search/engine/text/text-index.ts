import type { SearchDocument } from '../port.ts';
import { tokenizeText } from './tokenizer.ts';

/**
 * The inverted index, built once: for every word, the documents holding it and, per document, where
 * (searchable attribute rank and word position). Positions restart per attribute, and each value of
 * an attribute starts 8 positions after the previous one, as in milli, so words from different array
 * items or fields are never "near". Everything sits in flat typed arrays.
 */
export interface TextIndex {
  readonly documentCount: number;
  readonly attributeCount: number;
  /** Sorted, so prefixes are contiguous ranges. */
  readonly terms: readonly string[];
  readonly termIds: ReadonlyMap<string, number>;
  /** Per term: range in `postingDocs` (ascending document ids). */
  readonly postingStart: Uint32Array;
  readonly postingDocs: Uint32Array;
  /** Per posting: range in `occurrences`, each `attribute << 20 | position`. */
  readonly occurrenceStart: Uint32Array;
  readonly occurrences: Uint32Array;
  /** Word count per document and attribute (`doc * attributeCount + attribute`), for exactness. */
  readonly attributeWordCounts: Uint16Array;
}

export const POSITION_BITS = 20;
export const POSITION_MASK = (1 << POSITION_BITS) - 1;
const VALUE_GAP = 8;

/** `['*']` expands to every top-level field, in the order fields first appear, as Meilisearch ranks them. */
export function resolveSearchableAttributes(patterns: readonly string[], documents: readonly SearchDocument[]): string[] {
  if (!patterns.includes('*')) return [...patterns];
  const seen = new Set<string>();
  for (const document of documents) for (const key of Object.keys(document)) seen.add(key);
  return patterns.flatMap((pattern) => (pattern === '*' ? [...seen].filter((field) => !patterns.includes(field)) : [pattern]));
}

/** Strings and numbers found at `path` (nested objects and arrays included), in document order. */
function collectText(value: unknown, emit: (text: string) => void): void {
  if (typeof value === 'string') emit(value);
  else if (typeof value === 'number' && Number.isFinite(value)) emit(String(value));
  else if (Array.isArray(value)) for (const element of value) collectText(element, emit);
  else if (typeof value === 'object' && value !== null) for (const nested of Object.values(value)) collectText(nested, emit);
}

function valueAtPath(document: SearchDocument, path: string): unknown {
  if (Object.hasOwn(document, path)) return document[path];
  const dot = path.indexOf('.');
  if (dot < 0) return undefined;
  const parent = document[path.slice(0, dot)];
  if (Array.isArray(parent))
    return parent.map((item) => (typeof item === 'object' && item !== null ? valueAtPath(item as SearchDocument, path.slice(dot + 1)) : undefined));
  return typeof parent === 'object' && parent !== null ? valueAtPath(parent as SearchDocument, path.slice(dot + 1)) : undefined;
}

interface Tokenized {
  words: string[];
  /** Position of each word relative to the first. */
  offsets: number[];
  last: number;
}

export function buildTextIndex(documents: readonly SearchDocument[], attributes: readonly string[], stopWords: ReadonlySet<string> = new Set()): TextIndex {
  const attributeCount = attributes.length;
  const attributeWordCounts = new Uint16Array(documents.length * attributeCount);
  // per word: flat [doc, packed occurrence, doc, packed occurrence, ...] in document order
  const postings = new Map<string, number[]>();
  // stock repeats the same makes, models and colours: tokenize each distinct string once
  const tokenized = new Map<string, Tokenized>();
  const tokenize = (text: string): Tokenized => {
    let result = tokenized.get(text);
    if (!result) {
      const words: string[] = [];
      const offsets: number[] = [];
      const last = tokenizeText(text, 0, (word, position, raw) => {
        // stop words keep their place but are not indexed (milli indexes only word tokens)
        if (stopWords.has(raw)) return;
        words.push(word);
        offsets.push(position);
      });
      tokenized.set(text, (result = { words, offsets, last }));
    }
    return result;
  };

  documents.forEach((document, id) => {
    for (let attribute = 0; attribute < attributeCount; attribute++) {
      let next = 0;
      collectText(valueAtPath(document, attributes[attribute]!), (text) => {
        const { words, offsets, last } = tokenize(text);
        if (words.length === 0) return;
        for (let i = 0; i < words.length; i++) {
          const position = next + offsets[i]!;
          if (position > POSITION_MASK) break;
          let list = postings.get(words[i]!);
          if (!list) postings.set(words[i]!, (list = []));
          list.push(id, (attribute << POSITION_BITS) | position);
        }
        attributeWordCounts[id * attributeCount + attribute]! += words.length;
        next += last + VALUE_GAP;
      });
    }
  });

  const terms = [...postings.keys()].sort();
  const termIds = new Map<string, number>();
  let postingCount = 0;
  let occurrenceCount = 0;
  for (const term of terms) {
    const list = postings.get(term)!;
    occurrenceCount += list.length / 2;
    for (let i = 0; i < list.length; i += 2) if (i === 0 || list[i] !== list[i - 2]) postingCount++;
  }
  const postingStart = new Uint32Array(terms.length + 1);
  const postingDocs = new Uint32Array(postingCount);
  const occurrenceStart = new Uint32Array(postingCount + 1);
  const occurrences = new Uint32Array(occurrenceCount);
  let posting = 0;
  let occurrence = 0;
  terms.forEach((term, termId) => {
    termIds.set(term, termId);
    const list = postings.get(term)!;
    for (let i = 0; i < list.length; i += 2) {
      if (i === 0 || list[i] !== list[i - 2]) {
        postingDocs[posting] = list[i]!;
        occurrenceStart[posting] = occurrence;
        posting++;
      }
      occurrences[occurrence++] = list[i + 1]!;
    }
    postingStart[termId + 1] = posting;
  });
  occurrenceStart[posting] = occurrence;
  return { documentCount: documents.length, attributeCount, terms, termIds, postingStart, postingDocs, occurrenceStart, occurrences, attributeWordCounts };
}

/** The posting index of `doc` in `term`'s postings, or -1. */
export function findPosting(index: TextIndex, term: number, doc: number): number {
  let lo = index.postingStart[term]!;
  let hi = index.postingStart[term + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const value = index.postingDocs[mid]!;
    if (value === doc) return mid;
    if (value < doc) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}
