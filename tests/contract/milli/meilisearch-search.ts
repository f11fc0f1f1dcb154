import type { PortedSuite } from './ported-case.ts';

/**
 * Ports of meilisearch/meilisearch `crates/meilisearch/tests/search/matching_strategy.rs` and
 * `restrict_searchable.rs` (MIT, Meilisearch SAS): the three matching strategies, and
 * `attributesToSearchOn` (unknown attributes match nothing, `*` is every searchable attribute, ranking
 * rules apply within the chosen attributes). Default settings, as those tests use.
 */
const heroes = [
  'Shazam!',
  'Captain Planet',
  'Captain Marvel',
  'a Captain Marvel ersatz',
  "He's not part of the Marvel Cinematic Universe",
  'a Shazam ersatz, but better than Captain Planet',
  'Capitain CAAAAAVEEERNE!!!!',
];
const retrieveId = { attributesToRetrieve: ['id'] };

export const matchingStrategySuite: PortedSuite = {
  name: 'meilisearch search/matching_strategy.rs',
  source: 'crates/meilisearch/tests/search/matching_strategy.rs',
  documents: heroes.map((title, i) => ({ title, id: String(i + 1) })),
  settings: {},
  cases: [
    ...(['last', 'all', 'frequency'] as const).flatMap((matchingStrategy) => [
      {
        name: `simple_search: ${matchingStrategy}`,
        params: { q: 'Captain Marvel', matchingStrategy, ...retrieveId },
        ids: { last: ['3', '4', '2', '6', '7'], all: ['3', '4'], frequency: ['3', '4', '5'] }[matchingStrategy],
      },
      {
        name: `search_with_typo: ${matchingStrategy}`,
        params: { q: 'Capitain Marvel', matchingStrategy, ...retrieveId },
        ids: { last: ['3', '4', '7', '2', '6'], all: ['3', '4'], frequency: ['3', '4', '5'] }[matchingStrategy],
      },
      {
        name: `search_with_unknown_word: ${matchingStrategy}`,
        params: { q: 'Captain Supercopter Marvel', matchingStrategy, ...retrieveId },
        ids: { last: ['2', '3', '4', '6', '7'], all: [], frequency: ['3', '4', '5'] }[matchingStrategy],
      },
    ]),
  ],
};

const simple = [
  { title: 'Shazam!', desc: 'a Captain Marvel ersatz', id: '1' },
  { title: 'Captain Planet', desc: "He's not part of the Marvel Cinematic Universe", id: '2' },
  { title: 'Captain Marvel', desc: 'a Shazam ersatz', id: '3' },
];

export const restrictSearchableSuite: PortedSuite = {
  name: 'meilisearch search/restrict_searchable.rs',
  source: 'crates/meilisearch/tests/search/restrict_searchable.rs',
  documents: simple,
  settings: {},
  cases: [
    { name: 'simple_search_on_title', params: { q: 'Captain Marvel', attributesToSearchOn: ['title'] }, count: 2 },
    { name: 'search_no_searchable_attribute_set: unknown', params: { q: 'Captain Marvel', attributesToSearchOn: ['unknown'] }, count: 0 },
    { name: 'search_no_searchable_attribute_set: unknown and title', params: { q: 'Captain Marvel', attributesToSearchOn: ['unknown', 'title'] }, count: 2 },
    { name: 'search_on_all_attributes', params: { q: 'Captain Marvel', attributesToSearchOn: ['*'] }, count: 3 },
    {
      name: 'search_on_all_attributes_restricted_set',
      settings: { searchableAttributes: ['title'] },
      params: { q: 'Captain Marvel', attributesToSearchOn: ['*'] },
      count: 2,
    },
    { name: 'simple_prefix_search_on_title', params: { q: 'Captain Mar', attributesToSearchOn: ['title'] }, count: 2 },
    {
      name: 'simple_search_on_title_matching_strategy_all',
      params: { q: 'Captain Marvel', attributesToSearchOn: ['title'], matchingStrategy: 'all' },
      count: 1,
    },
    { name: 'simple_search_on_no_field', params: { q: 'Captain Marvel', attributesToSearchOn: [] }, count: 0 },
    { name: 'word_ranking_rule_order', params: { q: 'Captain Marvel', attributesToSearchOn: ['title'], ...retrieveId }, ids: ['3', '2'] },
    {
      name: 'word_ranking_rule_order_exact_words',
      settings: { typoTolerance: { disableOnWords: ['Captain', 'Marvel'] } },
      params: { q: 'Captain Marvel', attributesToSearchOn: ['title'], ...retrieveId },
      ids: ['3', '2'],
    },
  ],
};

export const restrictSearchableRulesSuites: PortedSuite[] = [
  {
    name: 'meilisearch restrict_searchable.rs (typo rule)',
    source: 'crates/meilisearch/tests/search/restrict_searchable.rs',
    documents: [
      { title: 'Capitain Marivel', desc: 'Captain Marvel', id: '1' },
      { title: 'Captain Marivel', desc: 'a Shazam ersatz', id: '2' },
    ],
    settings: {},
    cases: [{ name: 'typo_ranking_rule_order', params: { q: 'Captain Marvel', attributesToSearchOn: ['title'], ...retrieveId }, ids: ['2', '1'] }],
  },
  {
    name: 'meilisearch restrict_searchable.rs (attribute rule)',
    source: 'crates/meilisearch/tests/search/restrict_searchable.rs',
    documents: [
      { title: 'Captain Marvel', desc: 'a Shazam ersatz', footer: 'The story of Captain Marvel', id: '1' },
      { title: 'The Avengers', desc: 'Captain Marvel is far from the earth', footer: 'A super hero team', id: '2' },
    ],
    settings: {},
    cases: [
      { name: 'attributes_ranking_rule_order', params: { q: 'Captain Marvel', attributesToSearchOn: ['desc', 'footer'], ...retrieveId }, ids: ['1', '2'] },
    ],
  },
  {
    name: 'meilisearch restrict_searchable.rs (exactness rule)',
    source: 'crates/meilisearch/tests/search/restrict_searchable.rs',
    documents: [
      { title: 'Captain Marvel', desc: 'Captain Marivel', id: '1' },
      { title: 'Captain Marvel', desc: 'Captain the Marvel', id: '2' },
    ],
    settings: {},
    cases: [{ name: 'exactness_ranking_rule_order', params: { q: 'Captain Marvel', attributesToSearchOn: ['desc'], ...retrieveId }, ids: ['2', '1'] }],
  },
  {
    name: 'meilisearch restrict_searchable.rs (exact field)',
    source: 'crates/meilisearch/tests/search/restrict_searchable.rs',
    documents: [
      { title: 'Captain Marvel', exact: 'Captain Marivel', id: '1' },
      { title: 'Captain Marivel', exact: 'Captain the Marvel', id: '2' },
    ],
    settings: { typoTolerance: { disableOnAttributes: ['exact'] } },
    cases: [{ name: 'search_on_exact_field', params: { q: 'Marvel', attributesToSearchOn: ['exact'] }, count: 1 }],
  },
  {
    name: 'meilisearch restrict_searchable.rs (phrase)',
    source: 'crates/meilisearch/tests/search/restrict_searchable.rs',
    documents: [
      [8, 'Document Review Specialist II'],
      [5, 'Document Review Attorney'],
      [4, 'Document Review Manager - Cyber Incident Response (Remote)'],
      [3, 'Document Review Paralegal'],
      [2, 'Document Controller (Saudi National)'],
      [1, 'Document Reviewer'],
      [7, 'Document Review Specialist II'],
      [6, 'Document Review (Entry Level)'],
    ].map(([id, title]) => ({ id, desc: 'Document Review', title })),
    settings: {},
    cases: [{ name: 'phrase_search_on_title', params: { q: '"Document Review"', attributesToSearchOn: ['title'] }, ids: [8, 5, 4, 3, 7, 6] }],
  },
];

/** From `crates/meilisearch/tests/search/mod.rs` (`test_nested_fields`-style cases on the shared NESTED_DOCUMENTS). */
export const nestedRetrieveSuite: PortedSuite = {
  name: 'meilisearch search/mod.rs (nested attributesToRetrieve)',
  source: 'crates/meilisearch/tests/search/mod.rs, crates/meilisearch/tests/common/mod.rs',
  documents: [
    {
      id: 852,
      father: 'jean',
      mother: 'michelle',
      doggos: [
        { name: 'bobby', age: 2 },
        { name: 'buddy', age: 4 },
      ],
      cattos: 'pésti',
    },
    { id: 654, father: 'pierre', mother: 'sabine', doggos: [{ name: 'gros bill', age: 8 }], cattos: ['simba', 'pestiféré'] },
    { id: 750, father: 'romain', mother: 'michelle', cattos: ['enigma'] },
    {
      id: 951,
      father: 'jean-baptiste',
      mother: 'sophie',
      doggos: [
        { name: 'turbo', age: 5 },
        { name: 'fast', age: 6 },
      ],
      cattos: ['moumoute', 'gomez'],
    },
  ],
  settings: {},
  cases: [
    {
      name: 'attributesToRetrieve doggos',
      params: { q: 'pesti', attributesToRetrieve: ['doggos'], limit: 1 },
      hits: [
        {
          doggos: [
            { name: 'bobby', age: 2 },
            { name: 'buddy', age: 4 },
          ],
        },
      ],
    },
    {
      name: 'attributesToRetrieve doggos.name',
      params: { q: 'pesti', attributesToRetrieve: ['doggos.name'], limit: 1 },
      hits: [{ doggos: [{ name: 'bobby' }, { name: 'buddy' }] }],
    },
    {
      name: 'attributesToRetrieve doggos.name and cattos',
      params: { q: 'bobby', attributesToRetrieve: ['doggos.name', 'cattos'], limit: 1 },
      hits: [{ doggos: [{ name: 'bobby' }, { name: 'buddy' }], cattos: 'pésti' }],
    },
  ],
};
