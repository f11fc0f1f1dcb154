import { all, type PortedSuite } from './ported-case.ts';

/**
 * Port of meilisearch/meilisearch `crates/milli/src/search/new/tests/ngram_split_words.rs` (MIT,
 * Meilisearch SAS): 2- and 3-grams, split words (also for short words, never under `disableOn*`, not
 * without typo tolerance), n-gram typos and prefixes, no n-gram across phrases.
 */
const noTypos = { typoTolerance: { enabled: false } };

export const ngramSplitWordsSuite: PortedSuite = {
  name: 'milli ngram_split_words.rs',
  source: 'crates/milli/src/search/new/tests/ngram_split_words.rs',
  documents: [
    'the sun flowers are pretty',
    'the sun flower is tall',
    'the sunflowers are pretty',
    'the sunflower is tall',
    'the sunflawer is tall',
    'sunflowering is not a verb',
    'xy z',
  ].map((text, id) => ({ id, text })),
  settings: { searchableAttributes: ['text'], rankingRules: ['words'] },
  cases: [
    { name: 'test_2gram_simple', settings: noTypos, params: all('sun flower'), ids: [0, 1, 2, 3, 5] },
    { name: 'test_3gram_simple', settings: noTypos, params: all('sun flower s are'), ids: [0, 2] },
    { name: 'test_2gram_typo', params: all('sun flawer'), ids: [0, 1, 2, 3, 4, 5] },
    { name: 'test_no_disable_ngrams', settings: noTypos, params: all('sun flower '), ids: [1, 3] },
    { name: 'test_2gram_prefix', settings: noTypos, params: all('sun flow'), ids: [0, 1, 2, 3, 5] },
    { name: 'test_3gram_prefix', settings: noTypos, params: all('su nf l'), ids: [2, 3, 4, 5] },
    { name: 'test_split_words', params: all('sunflower '), ids: [1, 2, 3, 4] },
    { name: 'test_disable_split_words', settings: noTypos, params: all('sunflower '), ids: [1, 3] },
    { name: 'test_2gram_split_words', params: all('sunf lower'), ids: [1, 2, 3, 4, 5] },
    { name: 'test_3gram_no_split_words', params: all('sunf lo wer'), ids: [1, 2, 3, 5] },
    { name: 'test_3gram_no_typos', params: all('sunf la wer'), ids: [4] },
    { name: 'test_no_ngram_phrases: phrase and word', params: all('"sun" flower'), ids: [0, 1] },
    { name: 'test_no_ngram_phrases: two phrases', params: all('"sun" "flower"'), ids: [1] },
    { name: 'test_short_split_words', params: all('xyz'), ids: [6] },
    {
      name: 'test_split_words_never_disabled',
      settings: { typoTolerance: { disableOnWords: ['sunflower'], disableOnAttributes: ['text'] } },
      params: all('the sunflower is tall'),
      ids: [1, 3],
    },
  ],
};
