import type { FacetDistribution, FacetStat, SearchParams } from '../../src/search/engine/port.ts';

/**
 * Search requests (facets, pagination, sort, text relevance, parameter errors) with Meilisearch's
 * answers over `fixture-vehicles.ts`. Placeholder order is the `rank:desc` rule then index order
 * (rank = id % 5). `capped` is the same documents with `pagination.maxTotalHits: 10`.
 */

export interface SearchExpectation {
  /** Hits in this exact order. */
  ids?: number[];
  /** Hits in any order. */
  idSet?: number[];
  /** Consecutive groups of hits, each in any order (relevance buckets whose tie order is not the point). */
  groups?: number[][];
  totals?: Partial<Record<'estimatedTotalHits' | 'offset' | 'limit' | 'totalHits' | 'totalPages' | 'page' | 'hitsPerPage', number>>;
  /** Keys that must be absent from the response. */
  absent?: string[];
  facetDistribution?: FacetDistribution;
  facetStats?: Record<string, FacetStat>;
  hits?: Array<Record<string, unknown>>;
  query?: string;
  error?: string;
}

export interface SearchCase {
  name: string;
  index?: 'main' | 'capped';
  params: SearchParams;
  expect: SearchExpectation;
}

const OFFSET_KEYS = ['offset', 'limit', 'estimatedTotalHits'];
const PAGE_KEYS = ['page', 'hitsPerPage', 'totalPages', 'totalHits'];
const PLACEHOLDER_ORDER = [4, 9, 14, 19, 24, 29, 34, 39, 44, 49, 54, 59, 3, 8, 13, 18, 23, 28, 33, 38, 43, 48, 53, 58];

export const facetCases: SearchCase[] = [
  {
    name: 'facet counts cover every document, strings in alphabetical order',
    params: { facets: ['make', 'tag', 'certified', 'features', 'state'], limit: 0 },
    expect: {
      ids: [],
      totals: { estimatedTotalHits: 60 },
      facetDistribution: {
        certified: { false: 52, true: 7 },
        features: { Autopilot: 1, 'Glass Roof': 1, 'Heated Seats': 1, Sunroof: 1, 'Tow Bar': 1 },
        make: {
          Audi: 1,
          BMW: 1,
          Citroën: 1,
          Ford: 7,
          Honda: 1,
          Hyundai: 6,
          Isuzu: 1,
          Jeep: 1,
          Kia: 5,
          'Land Rover': 2,
          Mazda: 8,
          'Mercedes-Benz': 2,
          Mitsubishi: 4,
          Nissan: 1,
          Renault: 1,
          Subaru: 1,
          Suzuki: 1,
          Tesla: 1,
          Toyota: 12,
          Volkswagen: 3,
        },
        state: { ACT: 1, NSW: 20, NT: 1, QLD: 13, SA: 4, TAS: 3, VIC: 13, WA: 5 },
        tag: { Electric: 1, 'Runout Sale': 3, 'Test Drive Only': 3 },
      },
      facetStats: {},
    },
  },
  {
    name: "a value's spelling comes from the first matching document",
    params: { filter: 'make = Ford', facets: ['tag', 'model', 'simple_body'], limit: 0 },
    expect: {
      facetDistribution: {
        model: { Everest: 2, Mustang: 1, Ranger: 4 },
        simple_body: { Coupe: 1, SUV: 2, Ute: 4 },
        tag: { 'runout sale': 1 },
      },
    },
  },
  {
    name: 'numeric facets have stats over the matching documents',
    params: { filter: 'make = Toyota', facets: ['model', 'simple_body', 'year', 'simple_fuel', 'km'], limit: 0 },
    expect: {
      facetDistribution: {
        km: { '5': 1, '10': 1, '12000': 1, '15000': 1, '20000': 1, '30000': 1, '40000': 1, '45000': 1, '52000': 1, '88000': 1, '110000': 1, '150000': 1 },
        model: { Camry: 2, Corolla: 4, HiLux: 3, LandCruiser: 1, RAV4: 2 },
        simple_body: { Hatch: 3, Sedan: 3, SUV: 3, Ute: 3 },
        simple_fuel: { Diesel: 4, Hybrid: 4, Petrol: 4 },
        year: { '2017': 1, '2018': 1, '2019': 1, '2020': 1, '2021': 2, '2022': 2, '2023': 2, '2024': 2 },
      },
      facetStats: { km: { min: 5, max: 150000 }, year: { min: 2017, max: 2024 } },
    },
  },
  {
    name: 'stats only for requested facets with numbers',
    params: { filter: 'make = Kia', facets: ['price', 'make'], limit: 0 },
    expect: {
      facetDistribution: { make: { Kia: 5 }, price: { '23990': 1, '24990': 1, '25990': 1, '33990': 1, '55990': 1 } },
      facetStats: { price: { min: 23990, max: 55990 } },
    },
  },
  {
    name: 'facets count all matches, not just the page, and are not disjunctive',
    params: { filter: 'simple_body = Ute', facets: ['make', 'drive', 'seats', 'simple_body'], limit: 2 },
    expect: {
      totals: { estimatedTotalHits: 14 },
      facetDistribution: {
        drive: { '4WD': 14 },
        make: { Ford: 4, Isuzu: 1, Mazda: 2, Mitsubishi: 3, Toyota: 3, Volkswagen: 1 },
        seats: { '5': 14 },
        simple_body: { Ute: 14 },
      },
      facetStats: { seats: { min: 5, max: 5 } },
    },
  },
  {
    name: 'facets over a text query',
    params: { q: 'corolla', facets: ['badge'], limit: 1 },
    expect: { facetDistribution: { badge: { Ascent: 1, 'Ascent Sport': 1, SX: 1, ZR: 1 } } },
  },
  {
    name: 'facets of an empty result',
    params: { filter: 'make = Nope', facets: ['make', 'price'] },
    expect: { ids: [], facetDistribution: { make: {}, price: {} }, facetStats: {} },
  },
  { name: 'facet on an attribute that is not filterable', params: { facets: ['name'] }, expect: { error: 'invalid_search_facets' } },
  { name: 'facets must be an array', params: { facets: 'make' as unknown as string[] }, expect: { error: 'invalid_search_facets' } },
];

export const paginationCases: SearchCase[] = [
  {
    name: 'default offset and limit, rank:desc then index order',
    params: {},
    expect: { ids: PLACEHOLDER_ORDER.slice(0, 20), totals: { offset: 0, limit: 20, estimatedTotalHits: 60 }, absent: PAGE_KEYS, query: '' },
  },
  { name: 'offset and limit', params: { offset: 10, limit: 5 }, expect: { ids: [54, 59, 3, 8, 13], totals: { offset: 10, limit: 5, estimatedTotalHits: 60 } } },
  { name: 'offset near the end', params: { offset: 58, limit: 5 }, expect: { ids: [55, 60], totals: { estimatedTotalHits: 60 } } },
  {
    name: 'page and hitsPerPage',
    params: { page: 2, hitsPerPage: 5 },
    expect: { ids: [29, 34, 39, 44, 49], totals: { page: 2, hitsPerPage: 5, totalPages: 12, totalHits: 60 }, absent: OFFSET_KEYS },
  },
  { name: 'page 0 returns totals without hits', params: { page: 0, hitsPerPage: 5 }, expect: { ids: [], totals: { page: 0, totalPages: 12, totalHits: 60 } } },
  { name: 'page past the end', params: { page: 13, hitsPerPage: 5 }, expect: { ids: [], totals: { page: 13, totalPages: 12, totalHits: 60 } } },
  { name: 'hitsPerPage 0', params: { hitsPerPage: 0 }, expect: { ids: [], totals: { page: 1, hitsPerPage: 0, totalPages: 0, totalHits: 60 } } },
  { name: 'page alone uses 20 per page', params: { page: 3 }, expect: { totals: { page: 3, hitsPerPage: 20, totalPages: 3, totalHits: 60 } } },
  {
    name: 'filtered pages',
    params: { filter: 'make = Toyota', page: 2, hitsPerPage: 5 },
    expect: { ids: [7, 12, 1, 6, 11], totals: { totalHits: 12, totalPages: 3 } },
  },
  {
    name: 'maxTotalHits caps offset/limit totals and hits',
    index: 'capped',
    params: { limit: 20 },
    expect: { ids: PLACEHOLDER_ORDER.slice(0, 10), totals: { estimatedTotalHits: 10 } },
  },
  {
    name: 'maxTotalHits caps page totals',
    index: 'capped',
    params: { page: 2, hitsPerPage: 4 },
    expect: { ids: PLACEHOLDER_ORDER.slice(4, 8), totals: { totalHits: 10, totalPages: 3 } },
  },
  { name: 'last page under the cap is short', index: 'capped', params: { page: 3, hitsPerPage: 4 }, expect: { ids: PLACEHOLDER_ORDER.slice(8, 10) } },
  {
    name: 'no hit beyond the cap',
    index: 'capped',
    params: { offset: 8, limit: 5 },
    expect: { ids: PLACEHOLDER_ORDER.slice(8, 10), totals: { estimatedTotalHits: 10 } },
  },
  { name: 'negative limit', params: { limit: -1 }, expect: { error: 'invalid_search_limit' } },
  { name: 'fractional offset', params: { offset: 1.5 }, expect: { error: 'invalid_search_offset' } },
  { name: 'negative page', params: { page: -1 }, expect: { error: 'invalid_search_page' } },
  { name: 'negative hitsPerPage', params: { hitsPerPage: -2 }, expect: { error: 'invalid_search_hits_per_page' } },
];

export const sortCases: SearchCase[] = [
  { name: 'ascending, ties broken by rank:desc', params: { sort: ['price:asc'], limit: 5 }, expect: { ids: [60, 18, 50, 54, 53] } },
  { name: 'descending', params: { sort: ['price:desc'], limit: 3 }, expect: { ids: [43, 12, 22] } },
  {
    name: 'missing values sort last (descending)',
    params: { filter: 'state = NSW', sort: ['km:desc'], limit: 20 },
    expect: { ids: [28, 59, 55, 21, 1, 5, 16, 34, 45, 47, 11, 51, 2, 25, 43, 31, 14, 41, 9, 54] },
  },
  {
    name: 'missing values sort last (ascending)',
    params: { filter: 'state = NSW', sort: ['km:asc'], limit: 20 },
    expect: { ids: [9, 41, 14, 31, 43, 2, 25, 11, 51, 47, 34, 45, 16, 5, 1, 21, 55, 59, 28, 54] },
  },
  { name: 'several sort criteria', params: { sort: ['year:desc', 'price:asc'], limit: 6 }, expect: { ids: [17, 3, 33, 35, 41, 20] } },
  {
    name: 'ties keep index order',
    params: { filter: 'year = 2021 AND simple_fuel = Petrol', sort: ['year:asc'] },
    expect: { ids: [53, 37, 47, 16, 10, 30, 45, 60] },
  },
  {
    name: 'relevance comes before sort when there is a query',
    params: { q: 'toyota camry', sort: ['price:asc'], limit: 12 },
    expect: { ids: [6, 5, 4, 1, 8, 2, 10, 3, 11, 7, 9, 12] },
  },
  { name: 'sort applies within equally relevant hits', params: { q: 'corolla', sort: ['price:desc'] }, expect: { ids: [3, 2, 1, 4] } },
  { name: 'sort on an attribute that is not sortable', params: { sort: ['make:asc'] }, expect: { error: 'invalid_search_sort' } },
  { name: 'sort without a direction', params: { sort: ['price'] }, expect: { error: 'invalid_search_sort' } },
  { name: 'sort with an unknown direction', params: { sort: ['price:up'] }, expect: { error: 'invalid_search_sort' } },
  { name: 'sort must be an array', params: { sort: 'price:asc' as unknown as string[] }, expect: { error: 'invalid_search_sort' } },
];

export const textCases: SearchCase[] = [
  { name: 'one word', params: { q: 'corolla' }, expect: { idSet: [1, 2, 3, 4], totals: { estimatedTotalHits: 4 }, query: 'corolla' } },
  { name: 'case does not matter', params: { q: 'HILUX' }, expect: { idSet: [7, 8, 9] } },
  { name: 'one typo from five letters', params: { q: 'corola' }, expect: { idSet: [1, 2, 3, 4] } },
  { name: 'two typos are too many under nine letters', params: { q: 'corrola' }, expect: { ids: [] } },
  { name: 'a typo on the first letter counts as two', params: { q: 'xorolla' }, expect: { ids: [] } },
  { name: 'one typo in a nine-letter word', params: { q: 'vokswagen' }, expect: { idSet: [47, 48, 49] } },
  { name: 'first-letter typo allowed from nine letters', params: { q: 'bolkswagen' }, expect: { idSet: [47, 48, 49] } },
  { name: 'first-letter typo plus another is too many', params: { q: 'bolkswagon' }, expect: { ids: [] } },
  { name: 'no typo under five letters', params: { q: 'kio' }, expect: { ids: [] } },
  { name: 'the last word is a prefix', params: { q: 'mazd' }, expect: { idSet: [13, 14, 15, 16, 17, 18, 19, 20] } },
  { name: 'a trailing space ends the prefix', params: { q: 'mazd ' }, expect: { ids: [], query: 'mazd ' } },
  { name: 'accents fold in text search', params: { q: 'citroen' }, expect: { ids: [50] } },
  { name: 'accents fold in the query too', params: { q: 'CITROËN' }, expect: { ids: [50] } },
  { name: 'numbers are words', params: { q: '2024' }, expect: { idSet: [3, 9, 17, 20, 22, 33, 35, 41, 49] } },
  { name: 'exact words rank before typos', params: { q: 'ranger' }, expect: { groups: [[21, 22, 23, 24], [51]] } },
  {
    name: 'last: more words first, the first word required',
    params: { q: 'toyota hybrid' },
    expect: {
      groups: [
        [2, 3, 5, 11],
        [1, 4, 6, 7, 8, 9, 10, 12],
      ],
    },
  },
  {
    name: 'last: the first word decides who matches',
    params: { q: 'hybrid toyota' },
    expect: {
      groups: [
        [2, 3, 5, 11],
        [31, 42],
      ],
    },
  },
  { name: 'all: every word required', params: { q: 'toyota hybrid', matchingStrategy: 'all' }, expect: { idSet: [2, 3, 5, 11] } },
  { name: 'last: an unknown last word is dropped', params: { q: 'toyota xyzzy' }, expect: { idSet: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] } },
  { name: 'all: an unknown word empties the result', params: { q: 'toyota xyzzy', matchingStrategy: 'all' }, expect: { ids: [] } },
  { name: 'last: an unknown first word empties the result', params: { q: 'xyzzy toyota' }, expect: { ids: [] } },
  { name: 'adjacent words rank first', params: { q: 'ascent sport' }, expect: { groups: [[4], [1, 6]] } },
  { name: 'phrase', params: { q: '"ascent sport"' }, expect: { ids: [4] } },
  { name: 'phrase keeps word order', params: { q: '"sport ascent"' }, expect: { ids: [] } },
  { name: 'negative word', params: { q: 'toyota -corolla' }, expect: { idSet: [5, 6, 7, 8, 9, 10, 11, 12] } },
  { name: 'negative word alone', params: { q: '-toyota', limit: 0 }, expect: { totals: { estimatedTotalHits: 48 } } },
  { name: 'concatenated words match a joined word', params: { q: 'land cruiser' }, expect: { groups: [[12], [43, 44]] } },
  { name: 'joined word', params: { q: 'landcruiser' }, expect: { ids: [12] } },
  { name: 'stock numbers', params: { q: 'stk-0007', limit: 1 }, expect: { ids: [7], totals: { estimatedTotalHits: 60 } } },
  { name: 'text and filter', params: { q: 'toyota', filter: 'year > 2021' }, expect: { idSet: [2, 3, 7, 9, 11, 12] } },
  { name: 'text with pages', params: { q: 'toyota', page: 2, hitsPerPage: 5 }, expect: { totals: { totalHits: 12, totalPages: 3 } } },
  { name: 'attributesToRetrieve', params: { q: 'landcruiser', attributesToRetrieve: ['id', 'make'] }, expect: { hits: [{ id: 12, make: 'Toyota' }] } },
  {
    name: 'attributesToRetrieve with a nested field',
    params: { q: 'landcruiser', attributesToRetrieve: ['location.city'] },
    expect: { hits: [{ location: { city: 'Toowoomba' } }] },
  },
  // the dealer settings of integrations/meilisearch/index-settings.ts (synonyms, stop words, typo tolerance)
  { name: 'synonyms: pick-up finds utes', params: { q: 'pick-up', limit: 100 }, expect: { idSet: [7, 8, 9, 19, 20, 21, 22, 23, 24, 39, 40, 41, 49, 57] } },
  { name: 'synonyms: ute finds the same cars', params: { q: 'ute', limit: 100 }, expect: { idSet: [7, 8, 9, 19, 20, 21, 22, 23, 24, 39, 40, 41, 49, 57] } },
  { name: 'synonyms: 4x4 finds 4WD', params: { q: '4x4', limit: 100 }, expect: { idSet: [7, 8, 9, 19, 20, 21, 22, 23, 24, 39, 40, 41, 43, 44, 49, 57] } },
  { name: 'stop words: "a hilux" is "hilux"', params: { q: 'a hilux', matchingStrategy: 'all' }, expect: { idSet: [7, 8, 9] } },
  { name: 'typos: one typo still finds a model', params: { q: 'rangr' }, expect: { idSet: [21, 22, 23, 24, 51] } },
  { name: 'q must be a string', params: { q: 5 as unknown as string }, expect: { error: 'invalid_search_q' } },
  { name: 'unknown matching strategy', params: { q: 'kia', matchingStrategy: 'first' as 'last' }, expect: { error: 'invalid_search_matching_strategy' } },
];
