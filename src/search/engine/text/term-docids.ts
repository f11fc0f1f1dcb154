import { createBitset, addBit, intersectInto, unionInto, type Bitset } from '../bitset.ts';
import { SUBSET_EXACT, SUBSET_ONE, SUBSET_TWO, SUBSET_ZERO_OTHER, type LocatedTerm, type Phrase } from './query-terms.ts';
import { POSITION_BITS, POSITION_MASK, type TextIndex } from './text-index.ts';

/**
 * Document sets behind milli's databases, computed from the inverted index for one query and cached:
 * word docids (the query's own word also in `disableOnAttributes` attributes, derived words not),
 * word pair proximity (the smallest forward distance of two words in a document, 1 to 7), phrases
 * (every consecutive pair at its distance, as milli's `compute_phrase_docids`), and a term subset's
 * documents anywhere, within one attribute, or at bucketed positions.
 */

/** milli `proximity::MAX_DISTANCE`: word pairs 4 or more positions apart are only "in the same document". */
export const MAX_DISTANCE = 4;
const LASTING_LIMIT = 256;
const MANY_WORDS = 16;
const LASTING_PLACES_LIMIT = 128;

/** milli `bucketed_position`. */
export function bucketedPosition(relative: number): number {
  if (relative < 16) return relative;
  if (relative < 24) return 24;
  return 2 ** Math.ceil(Math.log2(relative));
}

export class TermDocids {
  readonly index: TextIndex;
  private readonly size: number;
  private readonly exactAttributes: Uint8Array;
  // word and pair facts depend only on the index: kept across queries (bounded) unless a query
  // searches on some attributes only
  private readonly lastingWords = new Map<number, Bitset>();
  private readonly queryWords = new Map<number, Bitset>();
  private readonly lastingPairs = new Map<number, { docs: Uint32Array; proximities: Uint8Array }>();
  private readonly queryPairs = new Map<number, { docs: Uint32Array; proximities: Uint8Array }>();
  private readonly phrases = new Map<string, Bitset>();
  private readonly subsets = new Map<string, Bitset>();
  private readonly placeCache = new Map<string, Array<Map<number, Bitset>>>();
  private readonly lastingPlaces = new Map<string, Array<Map<number, Bitset>>>();
  /** Attributes a query may search (`attributesToSearchOn`), or null for all. */
  private allowed: Uint8Array | null = null;

  constructor(index: TextIndex, exactAttributes: Uint8Array) {
    this.index = index;
    this.size = index.documentCount;
    this.exactAttributes = exactAttributes;
  }

  /** Forgets per-query caches; `allowed` restricts matching to some attributes. */
  reset(allowed: Uint8Array | null): void {
    this.phrases.clear();
    this.subsets.clear();
    this.placeCache.clear();
    this.queryWords.clear();
    this.queryPairs.clear();
    this.allowed = allowed;
  }

  private usable(packed: number, derived: boolean): boolean {
    const attribute = packed >>> POSITION_BITS;
    if (this.allowed && !this.allowed[attribute]) return false;
    return !(derived && this.exactAttributes[attribute]);
  }

  /** Calls `visit(doc, posting)` for each document holding `term` in a usable attribute. */
  private eachPosting(term: number, derived: boolean, visit: (doc: number, posting: number) => void): void {
    const { postingStart, postingDocs, occurrenceStart, occurrences } = this.index;
    const filtering = this.allowed !== null || derived;
    for (let p = postingStart[term]!, end = postingStart[term + 1]!; p < end; p++) {
      if (filtering) {
        let ok = false;
        for (let o = occurrenceStart[p]!; o < occurrenceStart[p + 1]! && !ok; o++) ok = this.usable(occurrences[o]!, derived);
        if (!ok) continue;
      }
      visit(postingDocs[p]!, p);
    }
  }

  word(term: number, derived: boolean): Bitset {
    const key = derived ? -term - 1 : term;
    const cache = this.allowed ? this.queryWords : this.lastingWords;
    let bits = cache.get(key);
    if (!bits) {
      const created = createBitset(this.size);
      this.eachPosting(term, derived, (doc) => addBit(created, doc));
      if (cache.size >= LASTING_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(key, (bits = created));
    }
    return bits;
  }

  /** Documents where `right` follows `left` within 7 positions of one attribute, with the smallest such distance. */
  pairProximities(left: number, right: number): { docs: Uint32Array; proximities: Uint8Array } {
    const key = left * this.index.terms.length + right;
    const cache = this.allowed ? this.queryPairs : this.lastingPairs;
    const cached = cache.get(key);
    if (cached) return cached;
    const docs: number[] = [];
    const found: number[] = [];
    const { postingStart, postingDocs, occurrenceStart, occurrences } = this.index;
    let q = postingStart[right]!;
    const qEnd = postingStart[right + 1]!;
    for (let p = postingStart[left]!, end = postingStart[left + 1]!; p < end && q < qEnd; p++) {
      const doc = postingDocs[p]!;
      while (q < qEnd && postingDocs[q]! < doc) q++;
      if (q >= qEnd || postingDocs[q] !== doc) continue;
      let best = MAX_DISTANCE;
      let j = occurrenceStart[q]!;
      const jEnd = occurrenceStart[q + 1]!;
      for (let i = occurrenceStart[p]!; i < occurrenceStart[p + 1]!; i++) {
        const a = occurrences[i]!;
        if (this.allowed && !this.usable(a, false)) continue;
        while (j < jEnd && occurrences[j]! <= a) j++;
        if (j >= jEnd) break;
        const b = occurrences[j]!;
        if (b >>> POSITION_BITS !== a >>> POSITION_BITS) continue;
        const distance = (b & POSITION_MASK) - (a & POSITION_MASK);
        if (distance < best) best = distance;
      }
      if (best < MAX_DISTANCE) {
        docs.push(doc);
        found.push(best);
      }
    }
    const result = { docs: Uint32Array.from(docs), proximities: Uint8Array.from(found) };
    if (cache.size >= LASTING_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, result);
    return result;
  }

  /** Documents whose smallest forward distance from `left` to `right` is `proximity` (milli stores only the smallest). */
  pairDocids(left: number, right: number, proximity: number, into: Bitset = createBitset(this.size)): Bitset {
    const { docs, proximities } = this.pairProximities(left, right);
    for (let i = 0; i < docs.length; i++) if (proximities[i] === proximity) addBit(into, docs[i]!);
    return into;
  }

  /** How many documents hold `left right` side by side (for splitting a query word). */
  adjacentCount(left: number, right: number): number {
    const { proximities } = this.pairProximities(left, right);
    let count = 0;
    for (const proximity of proximities) if (proximity === 1) count++;
    return count;
  }

  /**
   * milli `compute_phrase_docids`: over windows of three words, each pair of a window at most its gap
   * apart (side by side for neighbours), with the smallest distance milli stores per pair.
   */
  phrase(phrase: Phrase): Bitset {
    let bits = this.phrases.get(phrase.key);
    if (bits) return bits;
    bits = createBitset(this.size);
    const { words } = phrase;
    if (!phrase.impossible && words.some((word) => word !== null)) {
      for (const word of words) if (word !== null) unionInto(bits, this.word(word, false));
      const size = Math.min(words.length, 3);
      for (let start = 0; start + size <= words.length; start++) {
        for (let i = start; i < start + size; i++) {
          const left = words[i];
          if (left === null || left === undefined) continue;
          for (let j = i + 1; j < start + size; j++) {
            const right = words[j];
            if (right === null || right === undefined) continue;
            const gap = j - i - 1;
            const pair = createBitset(this.size);
            for (let proximity = 1; proximity <= (gap === 0 ? 1 : gap + 1); proximity++) this.pairDocids(left, right, proximity, pair);
            intersectInto(bits, pair);
          }
        }
      }
    }
    this.phrases.set(phrase.key, bits);
    return bits;
  }

  /** Single words of a subset, each with whether it is derived (not the query's own word). */
  subsetWords(term: LocatedTerm): Array<[number, boolean]> {
    const { derivations: d, subset } = term;
    const words: Array<[number, boolean]> = [];
    if (subset & SUBSET_EXACT && d.exact !== undefined) words.push([d.exact, false]);
    // prefixes reach attributes without typo tolerance too (milli's exact word prefix database)
    if (subset & SUBSET_ZERO_OTHER) for (const word of d.prefixOf) words.push([word, false]);
    if (subset & SUBSET_ONE) for (const word of d.oneTypo) words.push([word, true]);
    if (subset & SUBSET_TWO) for (const word of d.twoTypos) words.push([word, true]);
    return words;
  }

  subsetPhrases(term: LocatedTerm): Phrase[] {
    const { derivations: d, subset } = term;
    const phrases: Phrase[] = [];
    if (subset & SUBSET_EXACT && d.phrase) phrases.push(d.phrase);
    if (subset & SUBSET_ZERO_OTHER) phrases.push(...d.synonyms);
    if (subset & SUBSET_ONE && d.split) phrases.push(d.split);
    return phrases;
  }

  /** Words read through the prefix database (milli's `use_prefix_db`). */
  subsetPrefixDb(term: LocatedTerm): number[] {
    return term.subset & SUBSET_ZERO_OTHER ? term.derivations.prefixDb : [];
  }

  /** Documents where some word of `rights` follows `left` at exactly `proximity` as its closest (the prefix pair database). */
  prefixPairDocids(left: number, rights: readonly number[], proximity: number, into: Bitset): void {
    const best = new Map<number, number>();
    for (const right of rights) {
      const { docs, proximities } = this.pairProximities(left, right);
      for (let i = 0; i < docs.length; i++) {
        const current = best.get(docs[i]!);
        if (current === undefined || proximities[i]! < current) best.set(docs[i]!, proximities[i]!);
      }
    }
    for (const [doc, found] of best) if (found === proximity) addBit(into, doc);
  }

  subset(term: LocatedTerm): Bitset {
    const key = `${term.termStart}:${term.termEnd}:${term.subset}`;
    let bits = this.subsets.get(key);
    if (!bits) {
      bits = createBitset(this.size);
      const words: Array<readonly [number, boolean]> = [...this.subsetWords(term), ...this.subsetPrefixDb(term).map((word) => [word, false] as const)];
      // many words (a short prefix): one pass over their postings rather than a cached set per word
      if (words.length > MANY_WORDS) for (const [word, derived] of words) this.eachPosting(word, derived, (doc) => addBit(bits!, doc));
      else for (const [word, derived] of words) unionInto(bits, this.word(word, derived));
      for (const phrase of this.subsetPhrases(term)) unionInto(bits, this.phrase(phrase));
      this.subsets.set(key, bits);
    }
    return bits;
  }

  /**
   * Per place (attribute, or bucketed position), the documents where one of these words sits there:
   * one pass over their occurrences, so a short prefix standing for hundreds of words stays cheap.
   * milli's attribute rule reads word_fid_docids unrestricted: attributes left out by
   * `attributesToSearchOn` still rank (an accident kept for parity, see docs/search-engine.md).
   */
  private collectPlaces(words: ReadonlyArray<readonly [number, boolean]>, kind: 'attribute' | 'position'): Map<number, Bitset> {
    const found = new Map<number, Bitset>();
    const restricted = kind === 'position' ? this.allowed : null;
    const { postingStart, postingDocs, occurrenceStart, occurrences } = this.index;
    for (const [word, derived] of words) {
      for (let p = postingStart[word]!; p < postingStart[word + 1]!; p++) {
        const doc = postingDocs[p]!;
        for (let o = occurrenceStart[p]!; o < occurrenceStart[p + 1]!; o++) {
          const packed = occurrences[o]!;
          const attribute = packed >>> POSITION_BITS;
          if ((derived && this.exactAttributes[attribute]) || (restricted && !restricted[attribute])) continue;
          const place = kind === 'attribute' ? attribute : bucketedPosition(packed & POSITION_MASK);
          let bits = found.get(place);
          if (!bits) found.set(place, (bits = createBitset(this.size)));
          addBit(bits, doc);
        }
      }
    }
    return found;
  }

  /** The places of a term's derivations: single words, then each phrase (by its first word for positions). */
  subsetPlaces(term: LocatedTerm, kind: 'attribute' | 'position'): Array<Map<number, Bitset>> {
    const words: Array<readonly [number, boolean]> = [...this.subsetWords(term), ...this.subsetPrefixDb(term).map((word) => [word, false] as const)];
    const phrases = this.subsetPhrases(term);
    // a term of a few words depends only on the index: keep its places across queries (bounded)
    const lasting = words.length <= MANY_WORDS && (kind === 'attribute' || this.allowed === null);
    const cache = lasting ? this.lastingPlaces : this.placeCache;
    const key = lasting
      ? `${kind}:${words.map(([word, derived]) => (derived ? -word - 1 : word)).join(',')}|${phrases.map((phrase) => phrase.key).join('|')}`
      : `${kind}:${term.termStart}:${term.termEnd}:${term.subset}`;
    let maps = cache.get(key);
    if (maps) return maps;
    maps = [this.collectPlaces(words, kind)];
    for (const phrase of phrases) {
      const present = phrase.words.filter((word): word is number => word !== null);
      const phraseDocs = this.phrase(phrase);
      // attribute: every word of the phrase there; position: its first word there
      const perWord = (kind === 'position' ? present.slice(0, 1) : present).map((word) => this.collectPlaces([[word, false]], kind));
      const merged = new Map<number, Bitset>();
      for (const [place, docs] of perWord[0] ?? []) {
        const within = docs.slice();
        intersectInto(within, phraseDocs);
        for (const other of perWord.slice(1)) intersectInto(within, other.get(place) ?? createBitset(this.size));
        merged.set(place, within);
      }
      maps.push(merged);
    }
    if (cache.size >= LASTING_PLACES_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, maps);
    return maps;
  }

  /** The places (attributes or bucketed positions) where the term's derivations occur in the index. */
  placesOf(term: LocatedTerm, kind: 'attribute' | 'position'): number[] {
    const places = new Set<number>();
    for (const map of this.subsetPlaces(term, kind)) for (const place of map.keys()) places.add(place);
    return [...places].sort((a, b) => a - b);
  }

  /** Documents where a derivation of the term sits at one of `places`. */
  subsetAt(term: LocatedTerm, kind: 'attribute' | 'position', places: ReadonlySet<number>): Bitset {
    const bits = createBitset(this.size);
    for (const map of this.subsetPlaces(term, kind)) for (const [place, docs] of map) if (places.has(place)) unionInto(bits, docs);
    return bits;
  }
}
