import type { IndexSettings, SearchParams } from '../../../src/search/engine/port.ts';
import type { PortedSuite } from './ported-case.ts';

/**
 * Error codes from meilisearch/meilisearch `crates/meilisearch/tests/search/errors.rs` and
 * `crates/meilisearch/tests/settings/errors.rs` (MIT, Meilisearch SAS): invalid settings fail with
 * `invalid_settings_*`, parameters of the wrong type with `invalid_search_*`, never a TypeError.
 */
const bad = <T>(value: unknown) => value as T;

const settingCases: Array<[string, IndexSettings, string]> = [
  ['error_set_invalid_ranking_rules: unknown rule', { rankingRules: ['manyTheFish'] }, 'invalid_settings_ranking_rules'],
  ['settings_bad_ranking_rules: not an array', bad<IndexSettings>({ rankingRules: 'doggo' }), 'invalid_settings_ranking_rules'],
  ['ranking rules: attribute with attributeRank', { rankingRules: ['words', 'attribute', 'attributeRank'] }, 'invalid_settings_ranking_rules'],
  ['ranking rules: attribute with wordPosition', { rankingRules: ['wordPosition', 'attribute'] }, 'invalid_settings_ranking_rules'],
  ['ranking rules: reserved _geo', { rankingRules: ['_geo:asc'] }, 'invalid_settings_ranking_rules'],
  ['settings_bad_stop_words', bad<IndexSettings>({ stopWords: 'doggo' }), 'invalid_settings_stop_words'],
  ['settings_bad_synonyms', bad<IndexSettings>({ synonyms: 'doggo' }), 'invalid_settings_synonyms'],
  ['settings_bad_displayed_attributes', bad<IndexSettings>({ displayedAttributes: 'doggo' }), 'invalid_settings_displayed_attributes'],
  [
    'settings_bad_typo_tolerance: twoTypos under oneTypo',
    { typoTolerance: { minWordSizeForTypos: { oneTypo: 10, twoTypos: 5 } } },
    'invalid_settings_typo_tolerance',
  ],
  [
    'settings_bad_typo_tolerance: disableOnWords not an array',
    bad<IndexSettings>({ typoTolerance: { disableOnWords: 'doggo' } }),
    'invalid_settings_typo_tolerance',
  ],
];

const paramCases: Array<[string, Record<string, unknown>, string]> = [
  ['search_bad_attributes_to_highlight', { attributesToHighlight: 'doggo' }, 'invalid_search_attributes_to_highlight'],
  ['search_bad_attributes_to_crop', { attributesToCrop: 'doggo' }, 'invalid_search_attributes_to_crop'],
  ['search_bad_crop_length', { cropLength: 'doggo' }, 'invalid_search_crop_length'],
  ['search_bad_highlight_pre_tag', { highlightPreTag: ['doggo'] }, 'invalid_search_highlight_pre_tag'],
  ['search_bad_highlight_post_tag', { highlightPostTag: ['doggo'] }, 'invalid_search_highlight_post_tag'],
  ['search_bad_crop_marker', { cropMarker: ['doggo'] }, 'invalid_search_crop_marker'],
  ['search_bad_show_matches_position', { showMatchesPosition: 'doggo' }, 'invalid_search_show_matches_position'],
  ['search_bad_show_ranking_score', { showRankingScore: 'doggo' }, 'invalid_search_show_ranking_score'],
  ['search_bad_attributes_to_search_on', { attributesToSearchOn: 'doggo' }, 'invalid_search_attributes_to_search_on'],
  ['search_bad_matching_strategy', { matchingStrategy: 'doggo' }, 'invalid_search_matching_strategy'],
  ['search_bad_attributes_to_retrieve', { attributesToRetrieve: 'doggo' }, 'invalid_search_attributes_to_retrieve'],
];

export const errorSuites: PortedSuite[] = [
  ...settingCases.map(([name, settings, code]) => ({
    name: `meilisearch settings/errors.rs: ${name}`,
    source: 'crates/meilisearch/tests/settings/errors.rs',
    documents: [{ id: 1, title: 'doggo' }],
    settings,
    cases: [{ name, params: { q: 'doggo' }, error: code }],
  })),
  {
    name: 'meilisearch search/errors.rs',
    source: 'crates/meilisearch/tests/search/errors.rs',
    documents: [{ id: 1, title: 'doggo' }],
    settings: {},
    cases: paramCases.map(([name, params, code]) => ({ name, params: params as SearchParams, error: code })),
  },
];
