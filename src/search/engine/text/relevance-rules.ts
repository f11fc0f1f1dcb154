import { createBitset, intersectInto, unionInto, type Bitset } from '../bitset.ts';
import type { Condition, EdgeBuilder } from './graph-rule.ts';
import { SUBSET_EXACT, SUBSET_ONE, SUBSET_TWO, SUBSET_ZERO_OTHER, type LocatedTerm, type Phrase } from './query-terms.ts';
import { MAX_DISTANCE, type TermDocids } from './term-docids.ts';

/**
 * The conditions and costs milli's graph-based rules put on each edge (`ranking_rule_graph/*`):
 * words (the term is there), typo (typo count; an n-gram costs its length), proximity (distance to the
 * previous term, 7 meaning "anywhere"), fid (attribute weight × term length), position (bucketed
 * distance from the word's place in the query) and exactness (the query's own word, or any derivation).
 */

const length = (term: LocatedTerm) => term.termEnd - term.termStart + 1;
const keyOf = (term: LocatedTerm) => `${term.termStart}-${term.termEnd}:${term.subset}`;

export function wordsEdges(docids: TermDocids): EdgeBuilder {
  return (_from, to) => [[0, { key: `w${keyOf(to)}`, docs: () => docids.subset(to), end: to }]];
}

const TYPO_SUBSETS = [SUBSET_EXACT | SUBSET_ZERO_OTHER, SUBSET_ONE, SUBSET_TWO];

export function typoEdges(docids: TermDocids): EdgeBuilder {
  return (_from, to) => {
    const base = length(to) === 1 ? 0 : length(to);
    const edges: Array<[number, Condition]> = [];
    for (let typos = 0; typos <= to.derivations.maxTypoCost; typos++) {
      const narrowed = { ...to, subset: to.subset & TYPO_SUBSETS[typos]! };
      if (narrowed.subset === 0) continue;
      edges.push([typos + base, { key: `t${keyOf(narrowed)}`, docs: () => docids.subset(narrowed), end: narrowed }]);
    }
    return edges;
  };
}

/** Last words of a term's derivations (a phrase's last word, with the phrase it must come with). */
function lastWords(docids: TermDocids, term: LocatedTerm): Array<[number, Phrase | undefined]> {
  const words: Array<[number, Phrase | undefined]> = docids.subsetWords(term).map(([word]) => [word, undefined]);
  for (const phrase of docids.subsetPhrases(term)) {
    const last = phrase.words.at(-1);
    if (last !== null && last !== undefined && !phrase.impossible) words.push([last, phrase]);
  }
  return words;
}

function firstWords(docids: TermDocids, term: LocatedTerm): Array<[number, Phrase | undefined]> {
  const words: Array<[number, Phrase | undefined]> = docids.subsetWords(term).map(([word]) => [word, undefined]);
  for (const phrase of docids.subsetPhrases(term)) {
    const first = phrase.words[0];
    if (first !== null && first !== undefined && !phrase.impossible) words.push([first, phrase]);
  }
  return words;
}

/** milli `proximity/compute_docids.rs`: forward at `forward`, or backward one closer (never with a phrase). */
function proximityDocs(docids: TermDocids, from: LocatedTerm, to: LocatedTerm, forward: number, backward: number): Bitset {
  const size = docids.index.documentCount;
  const docs = createBitset(size);
  const rights = firstWords(docids, to);
  const prefixDb = docids.subsetPrefixDb(to);
  for (const [left, leftPhrase] of lastWords(docids, from)) {
    if (prefixDb.length > 0) {
      const found = createBitset(size);
      docids.prefixPairDocids(left, prefixDb, forward, found);
      if (leftPhrase) intersectInto(found, docids.phrase(leftPhrase));
      unionInto(docs, found);
    }
    for (const [right, rightPhrase] of rights) {
      const found = docids.pairDocids(left, right, forward);
      if (backward >= 1 && !leftPhrase && !rightPhrase) docids.pairDocids(right, left, backward, found);
      if (leftPhrase) intersectInto(found, docids.phrase(leftPhrase));
      if (rightPhrase) intersectInto(found, docids.phrase(rightPhrase));
      unionInto(docs, found);
    }
  }
  return docs;
}

export function proximityEdges(docids: TermDocids): EdgeBuilder {
  return (from, to) => {
    const ngramMax = length(to) - 1;
    const anywhere: Condition = { key: `pt${keyOf(to)}`, docs: () => docids.subset(to), end: to };
    if (!from || from.positionEnd + 1 !== to.positionStart) return [[ngramMax, anywhere]];
    const edges: Array<[number, Condition]> = [];
    for (let cost = ngramMax; cost < MAX_DISTANCE - 1 + ngramMax; cost++) {
      const forward = 2 + cost - length(to);
      const backward = 1 + cost - length(to);
      edges.push([cost, { key: `p${keyOf(from)}>${keyOf(to)}:${cost}`, start: from, end: to, docs: () => proximityDocs(docids, from, to, forward, backward) }]);
    }
    edges.push([MAX_DISTANCE - 1 + ngramMax, anywhere]);
    return edges;
  };
}

export function fidEdges(docids: TermDocids): EdgeBuilder {
  return (_from, to) => {
    return docids.placesOf(to, 'attribute').map((field) => [
      field * length(to),
      {
        key: `f${keyOf(to)}:${field}`,
        end: to,
        docs: () => docids.subsetAt(to, 'attribute', new Set([field])),
      },
    ]);
  };
}

function costFromDistance(distance: number): number {
  if (distance <= 1) return distance;
  if (distance <= 4) return 2;
  if (distance <= 7) return 3;
  if (distance <= 11) return 4;
  if (distance <= 16) return 5;
  if (distance <= 24) return 6;
  if (distance <= 64) return 7;
  if (distance <= 256) return 8;
  if (distance <= 1024) return 9;
  return 10;
}

export function positionEdges(docids: TermDocids): EdgeBuilder {
  return (_from, to) => {
    const byCost = new Map<number, Set<number>>();
    for (const position of docids.placesOf(to, 'position')) {
      const distance = Math.abs(position - to.positionStart);
      let cost = 0;
      for (let i = 0; i < length(to); i++) cost += costFromDistance(distance + i);
      if (!byCost.has(cost)) byCost.set(cost, new Set());
      byCost.get(cost)!.add(position);
    }
    return [...byCost.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([cost, positions]) => [
        cost,
        {
          key: `o${keyOf(to)}:${cost}`,
          end: to,
          docs: () => docids.subsetAt(to, 'position', positions),
        },
      ]);
  };
}

/** The query's own word (or quoted phrase) for exactness; n-grams have none. */
export function exactDocs(docids: TermDocids, term: LocatedTerm): Bitset | undefined {
  const d = term.derivations;
  if (d.isNgram || !(term.subset & SUBSET_EXACT)) return undefined;
  if (d.phrase) return docids.phrase(d.phrase);
  return d.exact === undefined ? undefined : docids.word(d.exact, false);
}

export function exactnessEdges(docids: TermDocids): EdgeBuilder {
  return (_from, to) => {
    const exact = { ...to, subset: to.subset & SUBSET_EXACT };
    return [
      [0, { key: `e${keyOf(to)}`, end: exact, docs: () => exactDocs(docids, to) ?? createBitset(docids.index.documentCount) }],
      [length(to), { key: `a${keyOf(to)}`, end: to, docs: () => docids.subset(to) }],
    ];
  };
}
