import { all, last, type PortedSuite } from './ported-case.ts';

/**
 * Port of meilisearch/meilisearch `crates/milli/src/search/new/tests/typo.rs` (MIT, Meilisearch SAS):
 * typo budgets by word length, first-letter typos, phrases without typos, exact words and attributes,
 * n-gram typos, the typo rule standing in for `words`, typo buckets, synonyms costing nothing.
 */
const texts = [
  'the quick brown fox jumps over the lazy dog',
  'the quick brown foxes jump over the lazy dog',
  'the quick brown fax sends a letter to the dog',
  'the quickest brownest fox jumps over the laziest dog',
  "a fox doesn't quack, that crown goes to the duck.",
  'the quicker browner fox jumped over the lazier dog',
  'the extravagant fox skyrocketed over the languorous dog',
  'the quick brown fox jumps over the lazy',
  'the quick brown fox jumps over the',
  'the quick brown fox jumps over',
  'the quick brown fox jumps',
  'the quick brown fox',
  'the quick brown',
  'the quick',
  'netwolk interconections sunflawar',
  'network interconnections sunflawer',
  'network interconnection sunflower',
  'network interconnection sun flower',
  'network interconnection sunflowering',
  'network interconnection sun flowering',
  'network interconnection sunflowar',
  'the fast brownish fox jumps over the lackadaisical dog',
  'the quick brown fox jumps over the lackadaisical dog',
  'the quivk brown fox jumps over the lazy dog',
];
const FOX = 'the quick brown fox jumps over the lazy dog';
const TYPO_ORDER = [0, 23, 7, 8, 9, 22, 10, 11, 1, 2, 12, 13, 4, 3, 5, 6, 21];

export const typoSuite: PortedSuite = {
  name: 'milli typo.rs',
  source: 'crates/milli/src/search/new/tests/typo.rs',
  documents: [
    ...texts.map((text, id) => ({ id, text })),
    { id: 24, tolerant_text: FOX },
    { id: 25, tolerant_text: 'the quivk brown fox jumps over the lazy dog' },
  ],
  settings: { searchableAttributes: ['text'], rankingRules: ['words'] },
  cases: [
    { name: 'test_no_typo', settings: { typoTolerance: { enabled: false } }, params: all(FOX), ids: [0] },
    { name: 'test_default_typo: 0 typo', params: all(FOX), ids: [0, 23] },
    { name: 'test_default_typo: replaced letter', params: all('the quack brown fox jumps over the lazy dog'), ids: [0] },
    { name: 'test_default_typo: missing and extra letters', params: all('the quicest brownest fox jummps over the laziest dog'), ids: [3] },
    { name: 'test_phrase_no_typo_allowed', params: all('the "quick brewn" fox jumps over the lazy dog'), ids: [] },
    ...(['quick', 'quack', 'quicest', 'sunflower'] as const).map((word, i) => ({
      name: `test_typo_exact_word: ${word}`,
      settings: { typoTolerance: { disableOnWords: ['quick', 'quack', 'sunflower'] } },
      params: all(
        [FOX, 'the quack brown fox jumps over the lazy dog', 'the quicest brownest fox jummps over the laziest dog', 'network interconnection sunflower'][i]!,
      ),
      ids: [[0], [], [3], [16, 17, 18]][i]!,
    })),
    ...(
      [
        FOX,
        'the quidk brown fox jumps over the lazy dog',
        'the quivk brown fox jumps over the lazy dog',
        'the quicest brownest fox jummps over the laziest dog',
      ] as const
    ).map((q, i) => ({
      name: `test_typo_exact_attribute: ${q}`,
      settings: { searchableAttributes: ['text', 'tolerant_text'], typoTolerance: { disableOnAttributes: ['text'], disableOnWords: ['quivk'] } },
      params: all(q),
      ids: [[0, 24, 25], [24, 25], [23, 25], []][i]!,
    })),
    { name: 'test_ngram_typos: 2-gram with a typo', params: all('the extra lagant fox skyrocketed over the languorous dog'), ids: [6] },
    { name: 'test_ngram_typos: 3-gram without typos', params: all('the ex tra lagant fox skyrocketed over the languorous dog'), ids: [] },
    { name: 'test_typo_ranking_rule_not_preceded_by_words_ranking_rule: typo', settings: { rankingRules: ['typo'] }, params: last(FOX), ids: TYPO_ORDER },
    {
      name: 'test_typo_ranking_rule_not_preceded_by_words_ranking_rule: words, typo',
      settings: { rankingRules: ['words', 'typo'] },
      params: last(FOX),
      ids: TYPO_ORDER,
    },
    { name: 'test_typo_bucketing: words only', params: all('network interconnection sunflower'), ids: [14, 15, 16, 17, 18, 20] },
    {
      name: 'test_typo_bucketing: typo',
      settings: { rankingRules: ['typo'] },
      params: all('network interconnection sunflower'),
      ids: [16, 18, 17, 20, 15, 14],
    },
    {
      name: 'test_typo_bucketing: typo, split query',
      settings: { rankingRules: ['typo'] },
      params: all('network interconnection sun flower'),
      ids: [17, 19, 16, 18, 20, 15],
    },
    ...(
      [
        ['the quick brown fox jumps over the lackadaisical dog', [0, 22, 23]],
        ['the fast brownish fox jumps over the lackadaisical dog', [21, 0, 22]],
      ] as const
    ).map(([q, ids]) => ({
      name: `test_typo_synonyms: ${q}`,
      settings: { rankingRules: ['typo'], synonyms: { lackadaisical: ['lazy'], 'fast brownish': ['quick brown'] } },
      params: all(q),
      ids: [...ids],
    })),
  ],
};

export const prefixOnExactAttributeSuite: PortedSuite = {
  name: 'milli typo.rs (prefix search on an exact attribute)',
  source: 'crates/milli/src/search/new/tests/typo.rs',
  documents: Array.from({ length: 100 }, (_, id) => ({ id, title: 'Hello many', content: 'Goodbye many' })),
  settings: { searchableAttributes: ['title', 'content'], rankingRules: ['words'], typoTolerance: { disableOnAttributes: ['title'], disableOnNumbers: true } },
  cases: [
    { name: 'test_prefix_search_on_exact_attribute: tolerant content', params: { q: 'ma', limit: 100 }, count: 100 },
    { name: 'test_prefix_search_on_exact_attribute: exact-attribute title', params: { q: 'hel', limit: 100 }, count: 100 },
  ],
};
