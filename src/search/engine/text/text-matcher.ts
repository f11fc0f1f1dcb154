import { addBit, createBitset, hasBit, type Bitset } from '../bitset.ts';
import type { MatchingStrategy } from '../port.ts';
import { DerivationFinder } from './derivations.ts';
import type { ParsedQuery, QueryTerm } from './query.ts';
import { MAX_OCCURRENCES, proximityCost, TermSlot } from './term-slot.ts';
import { findPosting, POSITION_BITS, POSITION_MASK, type TextIndex } from './text-index.ts';
import { allowedTypos } from './typo.ts';

/**
 * Resolves a parsed query against the inverted index: which documents match (by the matching
 * strategy) and, per document, the keys of milli's relevance rules — words, typo, proximity,
 * attribute (rank, then word position) and exactness. Lower keys rank first.
 */

export interface TypoSettings {
  enabled: boolean;
  oneTypo: number;
  twoTypos: number;
}

export interface RelevanceKeys {
  words: Uint32Array;
  typo: Uint32Array;
  proximity: Uint32Array;
  attributeRank: Uint32Array;
  wordPosition: Uint32Array;
  exactness: Uint32Array;
}

export interface TextMatch {
  /** Matching documents, ascending, in `[0, count)`. */
  candidates: Uint32Array;
  count: number;
  keys: RelevanceKeys;
}

export class TextMatcher {
  private readonly index: TextIndex;
  private readonly finder: DerivationFinder;
  private readonly slots: TermSlot[] = [];
  private readonly candidates: Uint32Array;
  private readonly keys: RelevanceKeys;
  private readonly considered: Uint16Array;
  private readonly splits = new Map<string, [string, string] | undefined>();

  constructor(index: TextIndex) {
    const n = index.documentCount;
    this.index = index;
    this.finder = new DerivationFinder(index);
    this.candidates = new Uint32Array(n);
    this.considered = new Uint16Array(n);
    this.keys = {
      words: new Uint32Array(n),
      typo: new Uint32Array(n),
      proximity: new Uint32Array(n),
      attributeRank: new Uint32Array(n),
      wordPosition: new Uint32Array(n),
      exactness: new Uint32Array(n),
    };
  }

  match(query: ParsedQuery, filter: Bitset | null, strategy: MatchingStrategy, typo: TypoSettings): TextMatch {
    const terms = query.terms;
    const slots = terms.map((_, i) => this.slot(i));
    terms.forEach((term, i) => this.fillSlot(slots[i]!, term, filter, typo));
    this.addNgrams(terms, slots, filter, typo);
    const excluded = this.excludedDocuments(query, filter);

    const removalOrder = this.removalOrder(strategy, slots);
    // the term that is never dropped decides who is a candidate at all
    const anchor = slots[removalOrder[removalOrder.length - 1]!]!;
    let count = 0;
    for (let i = 0; i < anchor.touchedCount; i++) {
      const doc = anchor.touched[i]!;
      if (excluded && hasBit(excluded, doc)) continue;
      let mask = (1 << terms.length) - 1;
      let dropped = 0;
      while (!slots.every((slot, t) => (mask & (1 << t)) === 0 || slot.has(doc))) {
        mask &= ~(1 << removalOrder[dropped]!);
        dropped++;
      }
      if (strategy === 'all' && dropped > 0) continue;
      this.considered[doc] = mask;
      this.keys.words[doc] = dropped;
      this.candidates[count++] = doc;
    }
    const candidates = this.candidates.subarray(0, count).sort();
    for (let i = 0; i < count; i++) this.computeKeys(candidates[i]!, terms, slots);
    return { candidates: this.candidates, count, keys: this.keys };
  }

  private slot(i: number): TermSlot {
    let slot = this.slots[i];
    if (!slot) this.slots[i] = slot = new TermSlot(this.index.documentCount);
    slot.reset();
    return slot;
  }

  /** Which terms to give up first: from the end for `last` (and `all`), most frequent first for `frequency`. */
  private removalOrder(strategy: MatchingStrategy, slots: TermSlot[]): number[] {
    const order = slots.map((_, i) => slots.length - 1 - i);
    if (strategy === 'frequency') order.sort((a, b) => slots[b]!.touchedCount - slots[a]!.touchedCount || b - a);
    return order;
  }

  private fillSlot(slot: TermSlot, term: QueryTerm, filter: Bitset | null, typo: TypoSettings): void {
    if (term.kind === 'phrase') {
      this.matchPhrase(term.words, filter, (doc, packed) => {
        slot.match(doc, 0, true);
        slot.occurrence(doc, packed, true);
      });
      return;
    }
    const maxTypos = typo.enabled ? allowedTypos(term.word, typo.oneTypo, typo.twoTypos) : 0;
    this.recordDerivations(slot, term.word, term.isPrefix, maxTypos, filter, true);
    const split = this.bestSplit(term.word);
    if (split) {
      this.matchPhrase(split, filter, (doc, packed) => {
        slot.match(doc, 1, false);
        slot.occurrence(doc, packed, false);
      });
    }
  }

  /** `exactAllowed` is false for concatenated words, which never count as the query's own words. */
  private recordDerivations(slot: TermSlot, word: string, isPrefix: boolean, maxTypos: number, filter: Bitset | null, exactAllowed: boolean): void {
    const { postingStart, postingDocs, occurrenceStart, occurrences } = this.index;
    for (const { term, typos, exact } of this.finder.find(word, isPrefix, maxTypos)) {
      const isExact = exact && exactAllowed;
      for (let p = postingStart[term]!, end = postingStart[term + 1]!; p < end; p++) {
        const doc = postingDocs[p]!;
        if (filter && !hasBit(filter, doc)) continue;
        slot.match(doc, typos, isExact);
        for (let o = occurrenceStart[p]!; o < occurrenceStart[p + 1]!; o++) slot.occurrence(doc, occurrences[o]!, isExact);
      }
    }
  }

  /** Consecutive words also match as one concatenated word ("land cruiser" finds "landcruiser"). */
  private addNgrams(terms: QueryTerm[], slots: TermSlot[], filter: Bitset | null, typo: TypoSettings): void {
    for (const size of [2, 3]) {
      for (let start = 0; start + size <= terms.length; start++) {
        const group = terms.slice(start, start + size);
        if (!group.every((term, i) => term.kind === 'word' && (i === 0 || term.position === group[i - 1]!.position + 1))) continue;
        const words = group.map((term) => (term.kind === 'word' ? term.word : ''));
        const last = group[size - 1]!;
        const ngram = words.join('');
        const maxTypos = typo.enabled ? Math.max(0, allowedTypos(ngram, typo.oneTypo, typo.twoTypos) - (size - 1)) : 0;
        for (let i = 0; i < size; i++) {
          this.recordDerivations(slots[start + i]!, ngram, last.kind === 'word' && last.isPrefix, maxTypos, filter, false);
        }
      }
    }
  }

  /** Documents with the words at consecutive positions of one attribute; calls `found` per start. */
  private matchPhrase(words: string[], filter: Bitset | null, found: (doc: number, packed: number) => void): void {
    const { termIds, postingStart, postingDocs, occurrenceStart, occurrences } = this.index;
    const ids = words.map((word) => termIds.get(word));
    if (ids.some((id) => id === undefined)) return;
    const first = ids[0]!;
    for (let p = postingStart[first]!; p < postingStart[first + 1]!; p++) {
      const doc = postingDocs[p]!;
      if (filter && !hasBit(filter, doc)) continue;
      const others = ids.slice(1).map((id) => findPosting(this.index, id!, doc));
      if (others.some((posting) => posting < 0)) continue;
      for (let o = occurrenceStart[p]!; o < occurrenceStart[p + 1]!; o++) {
        const packed = occurrences[o]!;
        const follows = others.every((posting, i) => {
          const wanted = packed + i + 1;
          for (let q = occurrenceStart[posting]!; q < occurrenceStart[posting + 1]!; q++) if (occurrences[q] === wanted) return true;
          return false;
        });
        if (follows) found(doc, packed);
      }
    }
  }

  /** milli splits a word in two when both halves appear side by side ("landcruiser" → "land cruiser"). */
  private bestSplit(word: string): [string, string] | undefined {
    if (this.splits.has(word)) return this.splits.get(word);
    let best: [string, string] | undefined;
    let bestFrequency = 0;
    for (let i = 1; i < word.length; i++) {
      const pair: [string, string] = [word.slice(0, i), word.slice(i)];
      if (!this.index.termIds.has(pair[0]) || !this.index.termIds.has(pair[1])) continue;
      const docs = new Set<number>();
      this.matchPhrase(pair, null, (doc) => docs.add(doc));
      if (docs.size > bestFrequency) {
        bestFrequency = docs.size;
        best = pair;
      }
    }
    if (this.splits.size >= 512) this.splits.clear();
    this.splits.set(word, best);
    return best;
  }

  /** Documents a `-word` / `-"phrase"` excludes, for queries that have nothing else to match. */
  excludedOnly(query: ParsedQuery): Bitset {
    return this.excludedDocuments(query, null) ?? createBitset(this.index.documentCount);
  }

  private excludedDocuments(query: ParsedQuery, filter: Bitset | null): Bitset | null {
    if (query.negativeWords.length === 0 && query.negativePhrases.length === 0) return null;
    const excluded = createBitset(this.index.documentCount);
    const { termIds, postingStart, postingDocs } = this.index;
    for (const word of query.negativeWords) {
      const term = termIds.get(word);
      if (term !== undefined) for (let p = postingStart[term]!; p < postingStart[term + 1]!; p++) addBit(excluded, postingDocs[p]!);
    }
    for (const phrase of query.negativePhrases) this.matchPhrase(phrase, filter, (doc) => addBit(excluded, doc));
    return excluded;
  }

  private computeKeys(doc: number, terms: QueryTerm[], slots: TermSlot[]): void {
    const mask = this.considered[doc]!;
    let typos = 0;
    let attributeRank = 0;
    let wordPosition = 0;
    let proximity = 0;
    let considered = 0;
    let exactWords = 0;
    let previous: TermSlot | undefined;
    for (let t = 0; t < slots.length; t++) {
      if ((mask & (1 << t)) === 0) continue;
      const slot = slots[t]!;
      considered++;
      typos += slot.typos[doc]!;
      attributeRank += slot.bestAttribute[doc]!;
      wordPosition += Math.min(slot.bestPosition[doc]!, 0xffff);
      if (slot.exact[doc]) exactWords++;
      if (previous) proximity += proximityCost(previous, slot, doc);
      previous = slot;
    }
    const keys = this.keys;
    keys.typo[doc] = typos;
    keys.proximity[doc] = proximity;
    keys.attributeRank[doc] = attributeRank;
    keys.wordPosition[doc] = wordPosition;
    keys.exactness[doc] = this.exactAttributeTier(doc, terms, slots, considered) * 64 + (considered - exactWords);
  }

  /** 0: an attribute is exactly the query; 1: an attribute starts with it; 2: neither (milli `ExactAttribute`). */
  private exactAttributeTier(doc: number, terms: QueryTerm[], slots: TermSlot[], considered: number): number {
    if (considered !== terms.length || terms.some((term) => term.kind !== 'word')) return 2;
    const first = slots[0]!;
    const base = terms[0]!.position;
    let tier = 2;
    for (let i = 0; i < first.occurrenceCount[doc]!; i++) {
      const packed = first.occurrences[doc * MAX_OCCURRENCES + i]!;
      if ((packed & POSITION_MASK) !== 0 || packed < 0x80000000) continue;
      const attribute = (packed & 0x7fffffff) >>> POSITION_BITS;
      const all = terms.every((term, t) => slots[t]!.hasExactAt(doc, attribute, term.position - base));
      if (!all) continue;
      if (this.index.attributeWordCounts[doc * this.index.attributeCount + attribute] === terms.length) return 0;
      tier = 1;
    }
    return tier;
  }
}
