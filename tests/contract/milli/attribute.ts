import { all, type PortedSuite } from './ported-case.ts';

/**
 * Ports of meilisearch/meilisearch `crates/milli/src/search/new/tests/attribute_fid.rs` and
 * `attribute_position.rs` (MIT, Meilisearch SAS), expected orders from their snapshot files: the
 * attribute rule ranks by attribute weight (an n-gram weighs as many words), then by bucketed distance
 * of each word from its place in the query.
 */
const FOX = 'the quick brown fox jumps over the lazy dog';

export const attributeFidSuite: PortedSuite = {
  name: 'milli attribute_fid.rs',
  source: 'crates/milli/src/search/new/tests/attribute_fid.rs (+ snapshots/…attribute_fid_ngrams-4.snap)',
  documents: [
    ['', '', FOX],
    ['', 'the quick brown foxes jump over the lazy dog', ''],
    [FOX, '', ''],
    ['the', 'quick brown fox jumps over the lazy dog', ''],
    ['the quick', 'brown fox jumps over the lazy dog', ''],
    ['the quick brown', 'fox jumps over the lazy dog', ''],
    ['the quick brown fox', 'jumps over the lazy dog', ''],
    ['the quick', 'brown fox jumps', 'over the lazy dog'],
    ['the quick brown', 'fox', 'jumps over the lazy dog'],
    ['the quick brown', 'fox jumps', 'over the lazy dog'],
    ['', 'the quick brown fox', 'jumps over the lazy dog'],
    ['the quick', '', 'brown fox jumps over the lazy dog'],
    ['', 'the quickbrownfox', 'jumps over the lazy dog'],
    ['', 'the quick brown fox', 'jumps over the lazy dog'],
    ['', 'the quickbrownfox', 'jumps overthelazy dog'],
  ].map(([title, description, plot], id) => ({ id, title, description, plot })),
  settings: { searchableAttributes: ['title', 'description', 'plot'], rankingRules: ['attribute'] },
  cases: [{ name: 'test_attribute_fid_ngrams', params: all(FOX), ids: [2, 6, 5, 4, 3, 9, 8, 7, 11, 10, 13, 12, 14, 0] }],
};

const NL = '\n                ';
const line = (count: number) => Array.from({ length: count }, () => 'a').join(' ');
const lines = (first: number, full: number) => [line(first), ...Array.from({ length: full }, () => line(45))].join(NL);

export const attributePositionSuite: PortedSuite = {
  name: 'milli attribute_position.rs',
  source: 'crates/milli/src/search/new/tests/attribute_position.rs (+ snapshots)',
  documents: [
    { id: 0, text: 'do you know about the quick and talented brown fox' },
    { id: 1, text: 'do you know about the quick brown fox' },
    { id: 2, text: 'the quick and talented brown fox' },
    { id: 3, text: 'fox brown quick the' },
    { id: 4, text: 'the quick brown fox' },
    { id: 5, text: `${lines(40, 29)}${NL}the quick brown fox` },
    { id: 6, text: `quick ${lines(33, 3)}${NL}brown` },
    { id: 7, text: `${lines(35, 3)}${NL}quickbrown` },
    { id: 8, text: `${lines(35, 3)}${NL}quick brown` },
    { id: 9, text: `${lines(35, 3)}${NL}quickbrown` },
    { id: 10, text: 'quick brown', text2: 'brown quick' },
    { id: 11, text: 'quickbrown' },
    { id: 12, text: 'quick brown' },
    { id: 13, text: 'quickbrown' },
  ],
  settings: { searchableAttributes: ['text', 'text2', 'other'], rankingRules: ['attribute'] },
  cases: [
    {
      name: 'test_attribute_position_ngrams (same query as _simple and _different_fields)',
      params: all('quick brown'),
      ids: [10, 12, 11, 13, 3, 4, 2, 0, 1, 6, 8, 7, 9, 5],
    },
    { name: 'test_attribute_position_repeated', params: all('a a a a a'), ids: [5, 7, 8, 9, 6] },
  ],
};
