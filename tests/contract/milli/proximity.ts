import { all, type PortedSuite } from './ported-case.ts';

/**
 * Ports of meilisearch/meilisearch `crates/milli/src/search/new/tests/proximity.rs`, `typo_proximity.rs`
 * and `proximity_typo.rs` (MIT, Meilisearch SAS): proximity cost, phrases and split words near other
 * words, the prefix database's loss of precision, typo buckets narrowing what proximity looks at (and
 * proximity not narrowing typo, which milli documents as a known imperfection).
 */
const rules = { searchableAttributes: ['text'], rankingRules: ['words', 'proximity'] };

export const proximitySimpleSuite: PortedSuite = {
  name: 'milli proximity.rs (simple)',
  source: 'crates/milli/src/search/new/tests/proximity.rs',
  documents: [
    'the very quick dark brown and smart fox did jump over the terribly lazy and small dog',
    'the. quick brown fox jumps over the lazy. dog',
    'the quick brown fox jumps over the lazy. dog',
    'dog the quick brown fox jumps over the lazy',
    'the quickbrown fox jumps over the lazy dog',
    'brown quick fox jumps over the lazy dog',
    'the really quick brown fox jumps over the very lazy dog',
    'the really quick brown fox jumps over the lazy dog',
    'the quick brown fox jumps over the lazy',
    'the quack brown fox jumps over the lazy',
    'the quack brown fox jumps over the lazy dog',
    'the quick brown fox jumps over the lazy dog',
  ].map((text, i) => ({ id: i >= 10 ? i - 1 : i, text })),
  settings: rules,
  cases: [{ name: 'test_proximity_simple', params: all('the quick brown fox jumps over the lazy dog'), ids: [9, 10, 4, 7, 6, 2, 3, 5, 1, 0] }],
};

const LETTERS = 'abcefghijklmnopqrtuvwxyz'.split('');
const ROWS = 'abcdefgklmnopqrst'.split('');
const wordGrid = (stem: string) =>
  ROWS.map((row) => [...LETTERS.slice(0, 17), 's', ...LETTERS.slice(17)].map((c) => (c === 's' ? `${stem}${row}s${row}` : `${stem}${row}${c}`)).join(' ')).join(
    '\n',
  );

const edgeTexts = [
  wordGrid('s'),
  'Sun Flower sounds like the title of a painting, maybe about a plant wilting under the heat.',
  'Sun Flower sounds like the title of a painting, maybe about a flower wilting under the heat.',
  'A flower wilting under the sun, unlike a sunflower',
  'sun flower wilting under the heat',
  'sunflower wilting under the heat',
  'this is the best meal I have ever had in such a beautiful summer day',
  'this is the best cooked meal of the summer',
  'this is the best meal of the summer',
  'this is the best meal of summer',
  'this is the best summer meal',
  'summer x y best',
  'summer x best',
  'summer best',
  wordGrid('win'),
  'this is the best meal I have ever had in such a beautiful winter day',
  'this is the best cooked meal of the winter',
  'this is the best meal of the winter',
  'this is the best meal of winter',
  'this is the best winter meal',
  'winter x y best',
  'winter x best',
  'winter best',
];

export const proximityEdgeCasesSuite: PortedSuite = {
  name: 'milli proximity.rs (edge cases)',
  source: 'crates/milli/src/search/new/tests/proximity.rs',
  documents: edgeTexts.map((text, id) => ({ id, text })),
  settings: rules,
  cases: [
    { name: 'test_proximity_split_word: sunflower wilting', params: all('sunflower wilting'), ids: [2, 4, 5, 1, 3] },
    { name: 'test_proximity_split_word: phrase', params: all('"sun flower" wilting'), ids: [2, 4, 1] },
    { name: 'test_proximity_split_word: synonym', settings: { synonyms: { xyz: ['sun flower'] } }, params: all('xyz wilting'), ids: [2, 4, 1] },
    { name: 'test_proximity_prefix_db: best s', params: all('best s'), ids: [10, 9, 6, 7, 8, 11, 12, 13, 15] },
    { name: 'test_proximity_prefix_db: best su', params: all('best su'), ids: [10, 13, 9, 12, 6, 7, 8, 11, 15] },
    { name: 'test_proximity_prefix_db: best win', params: all('best win'), ids: [19, 18, 15, 16, 17, 20, 21, 22] },
    { name: 'test_proximity_prefix_db: best wint', params: all('best wint'), ids: [19, 22, 18, 21, 15, 16, 17, 20] },
    { name: 'test_proximity_prefix_db: best wi', params: all('best wi'), ids: [19, 18, 15, 16, 17, 20, 21, 22] },
  ],
};

export const typoProximitySuite: PortedSuite = {
  name: 'milli typo_proximity.rs',
  source: 'crates/milli/src/search/new/tests/typo_proximity.rs',
  documents: [
    'beautigul summer. beautiful x y z summer',
    'beautiful summer',
    'beautigul sommer. beautigul x summer',
    'beautiful sommer',
    'delicitous. sweet. dessert. delicitous sweet desgert',
    'delicious. sweet desgert. delicious sweet desgert',
  ].map((text, id) => ({ id, text })),
  settings: { searchableAttributes: ['text'], rankingRules: ['words', 'typo', 'proximity'] },
  cases: [
    { name: 'test_trap_basic_and_complex1', params: all('beautiful summer'), ids: [1, 0, 3, 2] },
    { name: 'test_trap_complex2', params: all('delicious sweet dessert'), ids: [5, 4] },
  ],
};

export const proximityTypoSuite: PortedSuite = {
  name: 'milli proximity_typo.rs',
  source: 'crates/milli/src/search/new/tests/proximity_typo.rs',
  documents: ['summer. holiday. sommer holidty', 'summer. holiday. sommer holiday'].map((text, id) => ({ id, text })),
  settings: { searchableAttributes: ['text'], rankingRules: ['words', 'proximity', 'typo'] },
  cases: [{ name: 'test_trap_basic (milli: "incorrect, 1 should come before 0")', params: all('summer holiday'), ids: [0, 1] }],
};
