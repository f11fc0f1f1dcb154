import { last, type PortedSuite } from './ported-case.ts';

/**
 * Ports of meilisearch/meilisearch `crates/milli/src/search/new/tests/stop_words.rs` and
 * `words_ranking_rules_order.rs` (MIT, Meilisearch SAS): stop words are not indexed, not searched,
 * case-sensitive, left out of phrases, a prefix is never a stop word, a query of stop words is a
 * placeholder; `words` is implied before attributeRank/wordPosition too.
 */
export const stopWordsSuite: PortedSuite = {
  name: 'milli stop_words.rs',
  source: 'crates/milli/src/search/new/tests/stop_words.rs',
  documents: [
    'Shazam!',
    'Captain Marvel',
    'Escape Room',
    'How to Train Your Dragon: The Hidden World',
    'Gläss',
    'How to Attempt to Train Your Dragon',
    'How to Train Your Dragon: the Hidden World',
  ].map((title, id) => ({ id, title })),
  settings: { searchableAttributes: ['title'], stopWords: ['to', 'The', 'xyz'] },
  cases: [
    { name: 'test_ignore_stop_words: a prefix is not ignored', params: last('xyz to the'), ids: [6] },
    { name: 'test_ignore_stop_words: last word prefix', params: last('to the xyz'), ids: [6] },
    { name: 'test_ignore_stop_words: trailing space', params: last('to the xyz '), ids: [6] },
    { name: 'test_ignore_stop_words: with dragon', params: last('to the dragon xyz'), ids: [6] },
    { name: 'test_stop_words_in_phrase: phrase', params: last('"how to train your dragon"'), ids: [3, 6] },
    { name: 'test_stop_words_in_phrase: unclosed phrase', params: last('how "to" train "the'), ids: [6] },
    { name: 'test_stop_words_in_phrase: stop word in phrase', params: last('how "to" train "The dragon'), ids: [3, 6, 5] },
    { name: 'test_stop_words_in_phrase: only stop words', params: last('"to"'), ids: [0, 1, 2, 3, 4, 5, 6] },
  ],
};

export const wordsRankingRulesOrderSuite: PortedSuite = {
  name: 'milli words_ranking_rules_order.rs',
  source: 'crates/milli/src/search/new/tests/words_ranking_rules_order.rs',
  documents: [
    ['albert einstein', 'physics', 'famous physicist who developed the theory of relativity'],
    ['albert abraham michelson', 'physics', 'measured the speed of light with great precision'],
    ['albert camus', 'literature', 'french author and philosopher known for absurdism'],
    ['albert schweitzer', 'medicine', 'physician and philosopher in africa'],
    ['physics of fluids', 'physics', 'a journal about fluid dynamics and related topics'],
    ['richard feynman', 'physics', 'albert einstein once inspired this quantum physicist'],
  ].map(([title, category, description], id) => ({ id, title, category, description })),
  settings: { searchableAttributes: ['title', 'category', 'description'] },
  cases: [
    {
      name: 'test_default_ranking_rules_returns_all_matches',
      settings: { rankingRules: ['words', 'typo', 'proximity', 'attribute'] },
      params: last('albert physics'),
      ids: [0, 1, 5, 3, 2],
    },
    {
      name: 'test_attribute_rank_before_words_returns_all_matches',
      settings: { rankingRules: ['attributeRank', 'words', 'typo', 'proximity'] },
      params: last('albert physics'),
      count: 5,
    },
    {
      name: 'test_word_position_before_words_returns_all_matches',
      settings: { rankingRules: ['wordPosition', 'words', 'typo', 'proximity'] },
      params: last('albert physics'),
      count: 5,
    },
    {
      name: 'test_both_attribute_rank_and_word_position_before_words',
      settings: { rankingRules: ['attributeRank', 'wordPosition', 'words', 'typo', 'proximity'] },
      params: last('albert physics'),
      count: 5,
    },
  ],
};
