import { describe, expect, it } from 'vitest';
import { parseRankingRules, queryRules } from '../ranking-rules.ts';
import { parseQuery } from './query.ts';
import { END, graphFromPaths, initialGraph, removalOrder, START } from './query-graph.ts';
import { locateTerms, TermBuilder, type TermSettings } from './query-terms.ts';
import { bucketedPosition, TermDocids } from './term-docids.ts';
import { buildTextIndex } from './text-index.ts';

const settings: TermSettings = {
  typosEnabled: true,
  oneTypo: 5,
  twoTypos: 9,
  disableOnWords: new Set(),
  disableOnNumbers: false,
  prefixSearch: true,
  synonyms: new Map([['ute', [['pick', 'up']]]]),
};

function setup(texts: string[]) {
  const index = buildTextIndex(
    texts.map((text) => ({ text })),
    ['text'],
  );
  const docids = new TermDocids(index, new Uint8Array(1));
  docids.reset(null);
  const builder = new TermBuilder(index, settings, (l, r) => docids.adjacentCount(l, r));
  return { index, docids, builder };
}

const ids = (bits: Uint32Array) => [...Array(bits.length * 32).keys()].filter((i) => (bits[i >>> 5]! & (1 << (i & 31))) !== 0);

describe('query graph', () => {
  it('reads each word alone and joined with its neighbours (2- and 3-grams), in milli node order', () => {
    const { builder } = setup(['sun flower sunflower']);
    const graph = initialGraph(locateTerms(parseQuery('sun flower'), builder));
    expect(graph.terms.map((t) => t?.derivations.original ?? null)).toEqual([null, null, 'sun', 'flower', 'sunflower']);
    expect(graph.successors[START]).toEqual([2, 4]);
    expect(graph.successors[2]).toEqual([3]);
    expect(graph.successors[4]).toEqual([END]);
  });

  it('drops the last word first under `last`, an n-gram with its first word, and never a phrase', () => {
    const { builder } = setup(['a b c']);
    const graph = initialGraph(locateTerms(parseQuery('a b c'), builder));
    const groups = removalOrder(graph, (t) => 1 + 2 - t).map((group) => group.map((node) => graph.terms[node]!.derivations.original));
    expect(groups).toEqual([['c'], ['b', 'bc']]);
    const quoted = initialGraph(locateTerms(parseQuery('"a b" c'), builder));
    expect(
      removalOrder(quoted, (t) => 1 + 1 - t)
        .flat()
        .map((node) => quoted.terms[node]!.derivations.original),
    ).toEqual(['c']);
  });

  it('rebuilds a graph from used paths, sharing nodes with the same term and suffix', () => {
    const { builder } = setup(['a b']);
    const [a, b] = locateTerms(parseQuery('a b'), builder);
    const graph = graphFromPaths([
      [a!, b!],
      [a!, b!],
    ]);
    expect(graph.terms.filter(Boolean)).toHaveLength(2);
  });
});

describe('term document sets', () => {
  it('buckets positions like milli: exact to 15, 16–23 as 24, then the next power of two', () => {
    expect([0, 15, 16, 23, 24, 25, 33, 1000].map(bucketedPosition)).toEqual([0, 15, 24, 24, 32, 32, 64, 1024]);
  });

  it('keeps only the smallest forward distance of a word pair per document', () => {
    const { index, docids } = setup(['a b x a x x b', 'a x x b']);
    const [a, b] = ['a', 'b'].map((w) => index.termIds.get(w)!);
    expect(ids(docids.pairDocids(a!, b!, 1))).toEqual([0]);
    expect(ids(docids.pairDocids(a!, b!, 3))).toEqual([1]);
  });

  it('finds phrases by windows of word pairs and splits a word where its halves stand side by side', () => {
    const { docids, builder } = setup(['the sun flower', 'sun. flower', 'flower sun']);
    expect(ids(docids.phrase(builder.phrase(['sun', 'flower'])))).toEqual([0]);
    expect(builder.word('sunflower', false).split?.key).toBe('sun flower');
  });

  it('gives a multi-word synonym as a phrase of the term', () => {
    const { builder } = setup(['pick up truck']);
    expect(builder.word('ute', false).synonyms.map((p) => p.key)).toEqual(['pick up']);
  });
});

describe('rules of a text query', () => {
  const kinds = (rules: string[], strategy: 'last' | 'all' = 'last') => queryRules(parseRankingRules(rules), [], new Map(), strategy).map((r) => r.kind);

  it('puts `words` before the first relevance rule even when not listed, and splits attribute and exactness', () => {
    expect(kinds(['typo'])).toEqual(['words', 'typo']);
    expect(kinds(['exactness', 'words'])).toEqual(['words', 'exactAttribute', 'exactness']);
    expect(kinds(['words', 'typo', 'proximity', 'attribute', 'exactness'])).toEqual([
      'words',
      'typo',
      'proximity',
      'fid',
      'position',
      'exactAttribute',
      'exactness',
    ]);
  });

  it('runs no `words` rule for matchingStrategy all', () => {
    expect(kinds(['words', 'typo'], 'all')).toEqual(['typo']);
  });
});
