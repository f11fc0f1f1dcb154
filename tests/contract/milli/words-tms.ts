import { all, last, type PortedSuite } from './ported-case.ts';

/**
 * Port of meilisearch/meilisearch `crates/milli/src/search/new/tests/words_tms.rs` (MIT, Meilisearch
 * SAS): `last` drops words from the end, never a phrase; repeated words count once; proximity around
 * phrases; unclosed quotes; `all` drops nothing; hard separators (`.` `,`) keep words apart.
 */
const FOX = 'the quick brown fox jumps over the lazy dog';
const proximity = { rankingRules: ['words', 'proximity'] };

export const wordsTmsSuite: PortedSuite = {
  name: 'milli words_tms.rs',
  source: 'crates/milli/src/search/new/tests/words_tms.rs',
  documents: [
    '',
    'the',
    'the quick',
    'the quick brown',
    'the quick brown fox',
    'the quick brown fox jumps',
    'the quick brown fox jumps over',
    'the quick brown fox jumps over the',
    'the quick brown fox jumps over the lazy',
    FOX,
    'the brown quick fox jumps over the lazy dog',
    'the quick brown fox talks to the lazy and slow dog',
    'the quick brown fox talks to the lazy dog',
    'the mighty and quick brown fox jumps over the lazy dog',
    'the great quick brown fox jumps over the lazy dog',
    'this quick brown and very scary fox jumps over the lazy dog',
    'this quick brown and scary fox jumps over the lazy dog',
    'the quick brown fox jumps over the really lazy dog',
    'the brown quick fox jumps over the really lazy dog',
    'the brown quick fox immediately jumps over the really lazy dog',
    'the brown quick fox immediately jumps over the really lazy blue dog',
    'the quick brown. quick brown fox. brown fox jumps. fox jumps over. over the lazy. the lazy dog.',
    'the, quick, brown, fox, jumps, over, the, lazy, dog',
  ].map((text, id) => ({ id, text })),
  settings: { searchableAttributes: ['text'], rankingRules: ['words'] },
  cases: [
    { name: 'test_words_tms_last_simple', params: last(FOX), ids: [9, 10, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 8, 6, 7, 5, 4, 11, 12, 3] },
    { name: 'test_words_tms_last_simple: unknown first word', params: last(`extravagant ${FOX}`), ids: [] },
    {
      name: 'test_words_tms_last_phrase: leading phrase',
      params: last('"the quick brown fox" jumps over the lazy dog'),
      ids: [9, 17, 21, 8, 6, 7, 5, 4, 11, 12],
    },
    { name: 'test_words_tms_last_phrase: two phrases', params: last('"the quick brown fox" jumps over the "lazy" dog'), ids: [9, 17, 21, 8, 11, 12] },
    { name: 'test_words_tms_last_phrase: whole query', params: last(`"${FOX}"`), ids: [9] },
    { name: 'test_words_tms_last_phrase: unclosed quote', params: last(`"${FOX}`), ids: [9] },
    {
      name: 'test_words_proximity_tms_last_simple',
      settings: proximity,
      params: last(FOX),
      ids: [9, 21, 14, 17, 13, 10, 18, 16, 19, 15, 20, 22, 8, 7, 6, 5, 4, 11, 12, 3],
    },
    {
      name: 'test_words_proximity_tms_last_simple: brown quick',
      settings: proximity,
      params: last('the brown quick fox jumps over the lazy dog'),
      ids: [10, 18, 19, 9, 20, 21, 14, 17, 13, 15, 16, 22, 8, 7, 6, 5, 4, 11, 12, 3],
    },
    {
      name: 'test_words_proximity_tms_last_phrase',
      settings: proximity,
      params: last('the "quick brown" fox jumps over the lazy dog'),
      ids: [9, 21, 14, 17, 13, 16, 15, 8, 7, 6, 5, 4, 11, 12, 3],
    },
    {
      name: 'test_words_proximity_tms_last_phrase: two phrases',
      settings: proximity,
      params: last('the "quick brown" "fox jumps" over the lazy dog'),
      ids: [9, 21, 14, 17, 13, 16, 15, 8, 7, 6, 5],
    },
    { name: 'test_words_tms_all', settings: proximity, params: all(FOX), ids: [9, 21, 14, 17, 13, 10, 18, 16, 19, 15, 20, 22] },
    { name: 'test_words_tms_all: no match', settings: proximity, params: all('extravagant'), ids: [] },
  ],
};
