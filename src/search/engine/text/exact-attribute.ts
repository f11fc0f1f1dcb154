import { addBit, createBitset, forEachBit, type Bitset } from '../bitset.ts';
import type { QueryGraph } from './query-graph.ts';
import { SUBSET_EXACT } from './query-terms.ts';
import { bucketedPosition, type TermDocids } from './term-docids.ts';
import { findPosting, POSITION_BITS, POSITION_MASK } from './text-index.ts';

/**
 * The first half of milli's `exactness` rule (`exact_attribute.rs`), three buckets: documents with an
 * attribute that is exactly the query, then one that starts with it, then the rest. As in milli, each
 * query word must sit at its query position in some attribute and one attribute must hold all the
 * words, which is not quite "one attribute starts with the query" (documented as an accident).
 */

const MAX_COUNTED_WORDS = 30;

export function exactAttributeBuckets(docids: TermDocids, graph: QueryGraph, universe: Bitset): Bitset[] {
  const index = docids.index;
  const exactTerms: Array<{ words: Array<number | null>; position: number; termId: number; positions: number }> = [];
  for (const term of graph.terms) {
    if (!term || term.derivations.isNgram || !(term.subset & SUBSET_EXACT)) continue;
    const d = term.derivations;
    const words = d.phrase ? d.phrase.words : d.exact !== undefined ? [d.exact] : undefined;
    if (!words) continue;
    exactTerms.push({ words, position: term.positionStart, termId: term.termStart, positions: term.positionEnd - term.positionStart + 1 });
  }
  exactTerms.sort((a, b) => a.termId - b.termId);
  const unique = exactTerms.filter((term, i) => i === 0 || term.termId !== exactTerms[i - 1]!.termId);
  if (unique.length === 0 || unique[0]!.termId !== 0) return [universe];
  for (let i = 1; i < unique.length; i++) if (unique[i]!.termId - unique[i - 1]!.termId > 1) return [universe];

  const { occurrenceStart, occurrences } = index;
  const allPositions = unique.reduce((sum, term) => sum + term.positions, 0);
  const words = unique.flatMap((term) => term.words.filter((word): word is number => word !== null));
  const placed: Array<[number, number]> = unique.flatMap(({ words: termWords, position }) =>
    termWords.flatMap((word, offset) => (word === null ? [] : [[word, bucketedPosition(position + offset)] as [number, number]])),
  );
  const exact = createBitset(index.documentCount);
  const starts = createBitset(index.documentCount);
  const rest = createBitset(index.documentCount);
  const attributesOf = (posting: number, into: Set<number>) => {
    for (let o = occurrenceStart[posting]!; o < occurrenceStart[posting + 1]!; o++) into.add(occurrences[o]! >>> POSITION_BITS);
  };
  forEachBit(universe, (doc) => {
    // every word at its query position in some attribute
    const atPlace = placed.every(([word, wanted]) => {
      const posting = findPosting(index, word, doc);
      if (posting < 0) return false;
      for (let o = occurrenceStart[posting]!; o < occurrenceStart[posting + 1]!; o++)
        if (bucketedPosition(occurrences[o]! & POSITION_MASK) === wanted) return true;
      return false;
    });
    let tier = 2;
    if (atPlace) {
      // and one attribute holding all the words (exactly as many words as the query: an exact match)
      let shared: Set<number> | undefined;
      for (const word of words) {
        const here = new Set<number>();
        attributesOf(findPosting(index, word, doc), here);
        shared = shared ? new Set([...shared].filter((attribute) => here.has(attribute))) : here;
      }
      for (const attribute of shared ?? []) {
        const count = index.attributeWordCounts[doc * index.attributeCount + attribute];
        tier = Math.min(tier, allPositions <= MAX_COUNTED_WORDS && count === allPositions ? 0 : 1);
      }
    }
    addBit(tier === 0 ? exact : tier === 1 ? starts : rest, doc);
  });
  return [exact, starts, rest];
}
