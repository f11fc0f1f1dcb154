import type { SearchDocument } from '../../../src/search/engine/port.ts';
import { last, type PortedCase, type PortedSuite } from './ported-case.ts';

/**
 * Port of meilisearch/meilisearch `crates/milli/src/search/new/tests/exactness.rs` (MIT, Meilisearch
 * SAS): attribute equal to the query, then starting with it, then most exact words; `exactness` before
 * `words` still implies `words`; the rules after `exactness` use only the exact terms it chose. Where
 * milli's test records the expected order as texts, the ids are those texts' documents in order.
 */
const FOX = 'the quick brown fox jumps over the lazy dog';
const docs = (texts: string[]) => texts.map((text, id) => ({ id, text }));

/** Ids of the documents with these texts, in this order (equal texts take ids in ascending order). */
function idsOf(documents: SearchDocument[], texts: string[]): number[] {
  const used = new Set<number>();
  return texts.map((text) => {
    const found = documents.find((document) => document['text'] === text && !used.has(document['id'] as number))!;
    used.add(found['id'] as number);
    return found['id'] as number;
  });
}

function suite(name: string, documents: SearchDocument[], rankingRules: string[], cases: Array<PortedCase & { texts?: string[] }>): PortedSuite {
  return {
    name: `milli exactness.rs (${name})`,
    source: 'crates/milli/src/search/new/tests/exactness.rs',
    documents,
    settings: { searchableAttributes: ['text'], rankingRules },
    cases: cases.map(({ texts, ...test }) => (texts ? { ...test, ids: idsOf(documents, texts) } : test)),
  };
}

const ordered = docs([
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
]);
const reversed = docs([
  '',
  'dog',
  'lazy dog',
  'the lazy dog',
  'over the lazy dog',
  'jumps over the lazy dog',
  'fox jumps over the lazy dog',
  'brown fox jumps over the lazy dog',
  'quick brown fox jumps over the lazy dog',
  FOX,
]);
const random = docs([
  '',
  'over',
  'jump dog',
  'brown the lazy',
  'jump dog quick the',
  'fox the lazy dog brown',
  'jump fox quick lazy the dog',
  'the dog brown over jumps quick lazy',
  'the jumps dog quick over brown lazy fox',
]);
const startsWith = docs([
  'what a lovely view from this balcony, I love it',
  'this balcony is overlooking the sea',
  'this balcony',
  'over looking the sea is a beautiful balcony',
  'a beautiful balcony is overlooking the sea',
  'overlooking the sea is a beautiful balcony, I love it',
  'overlooking the sea is a beautiful balcony',
  'overlooking',
]);
const typoWords = [
  '',
  'the',
  'the quack',
  'the quack briwn',
  'the quack briwn fox',
  'the quack briwn fox jlmps',
  'the quack briwn fox jlmps over',
  'the quack briwn fox jlmps over the',
  'the quack briwn fox jlmps over the lazy',
  'the quack briwn fox jlmps over the lazy dog',
];
const withTypos = docs([...typoWords, ...ordered.map((document) => document.text)]);
const proximities = docs([
  'lazy jumps dog brown quick the over fox the',
  'the quick brown fox jumps over the very lazy dog',
  FOX,
  'dog brown quick the over fox the lazy',
  'the quick brown fox over the very lazy dog',
  'the quick brown fox over the lazy dog',
  'brown quick the over fox',
  'the very quick brown fox over',
  'the quick brown fox over',
]);
const ignoredTerms = docs([
  'lazy jumps dog brown quick the over fox the',
  'lazy jumps dog brown quick the over fox the. quack briwn jlmps',
  'lazy jumps dog brown quick the over fox the. quack briwn jlmps overt',
]);
const typoAndPrefix = docs([
  'expraordinarily quick brown fox',
  'extraordinarily quick brown fox',
  'extra quick brown fox',
  'expraordinarily quack brown fox',
  'expraordinapily quick brown fox',
]);
const AFTER_WORDS = [
  FOX,
  'the quack briwn fox jlmps over the lazy dog',
  'the quick brown fox jumps over the lazy',
  'the quack briwn fox jlmps over the lazy',
  'the quick brown fox jumps over the',
  'the quick brown fox jumps over',
  'the quack briwn fox jlmps over',
  'the quack briwn fox jlmps over the',
  'the quick brown fox jumps',
  'the quack briwn fox jlmps',
  'the quick brown fox',
  'the quack briwn fox',
  'the quick brown',
  'the quack briwn',
  'the quick',
  'the quack',
  'the',
  'the',
];

export const exactnessSuites: PortedSuite[] = [
  suite('simple ordered', ordered, ['exactness'], [{ name: 'test_exactness_simple_ordered', params: last(FOX), ids: [9, 8, 7, 6, 5, 4, 3, 2, 1] }]),
  suite('simple reversed', reversed, ['exactness'], [{ name: 'test_exactness_simple_reversed', params: last(FOX), ids: [9, 8, 3, 4, 5, 6, 7] }]),
  suite(
    'simple random',
    random,
    ['exactness'],
    [
      {
        name: 'test_exactness_simple_random',
        params: last(FOX),
        texts: [
          'the jumps dog quick over brown lazy fox',
          'the dog brown over jumps quick lazy',
          'jump dog quick the',
          'jump fox quick lazy the dog',
          'brown the lazy',
          'fox the lazy dog brown',
        ],
      },
    ],
  ),
  suite(
    'attribute starts with',
    startsWith,
    ['exactness'],
    [
      { name: 'test_exactness_attribute_starts_with_simple', params: last('this balcony'), ids: [2, 1, 0] },
      { name: 'test_exactness_attribute_starts_with_phrase: phrase', params: last('"overlooking the sea" is a beautiful balcony'), ids: [6, 5, 4, 1] },
      { name: 'test_exactness_attribute_starts_with_phrase: words', params: last('overlooking the sea is a beautiful balcony'), ids: [6, 5, 4, 3, 1, 7] },
      { name: 'test_exactness_all_candidates_with_typo', params: last('overlocking the sea is a beautiful balcony'), ids: [4, 5, 6, 1, 7] },
    ],
  ),
  suite('after words', withTypos, ['words', 'exactness'], [{ name: 'test_exactness_after_words', params: last(FOX), texts: AFTER_WORDS }]),
  suite(
    'words after',
    withTypos,
    ['exactness', 'words'],
    [{ name: 'test_words_after_exactness', params: last(FOX), ids: [19, 9, 18, 8, 17, 16, 6, 7, 15, 5, 14, 4, 13, 3, 12, 2, 1, 11] }],
  ),
  suite(
    'varying proximities',
    proximities,
    ['exactness', 'words', 'proximity'],
    [{ name: 'test_proximity_after_exactness', params: last(FOX), ids: [2, 1, 0, 4, 5, 8, 7, 3, 6] }],
  ),
  suite(
    'ignored terms',
    ignoredTerms,
    ['exactness', 'words', 'proximity'],
    [{ name: 'test_proximity_after_exactness: proximity between ignored terms', params: last(FOX), ids: [0, 1, 2] }],
  ),
  suite(
    'typo and prefix',
    typoAndPrefix,
    ['exactness', 'words', 'typo'],
    [{ name: 'test_exactness_followed_by_typo_prefer_no_typo_prefix', params: last('quick brown fox extra'), ids: [2, 1, 0, 4, 3] }],
  ),
  suite(
    'typo then exactness',
    typoAndPrefix,
    ['words', 'typo', 'exactness'],
    [{ name: 'test_typo_followed_by_exactness', params: last('extraordinarily quick brown fox'), ids: [1, 0, 4, 3] }],
  ),
];
