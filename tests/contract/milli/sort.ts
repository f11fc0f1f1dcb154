import type { SearchDocument } from '../../../src/search/engine/port.ts';
import type { PortedSuite } from './ported-case.ts';

/**
 * Port of meilisearch/meilisearch `crates/milli/src/search/new/tests/sort.rs` (MIT, Meilisearch SAS):
 * numbers before strings, booleans as strings, arrays by their best value, missing / null / object
 * values last, `displayedAttributes` hiding fields from hits (`test_redacted`).
 */
const documents: SearchDocument[] = [
  { id: 0, letter: 'A', rank: 0, vague: 0 },
  { id: 1, letter: 'A', rank: 1, vague: '0' },
  { id: 2, letter: 'B', rank: 0, vague: 1 },
  { id: 3, letter: 'B', rank: 1, vague: '1' },
  { id: 4, letter: 'B', rank: 2, vague: [1, 2] },
  { id: 5, letter: 'C', rank: 0, vague: [1, '2'] },
  { id: 6, letter: 'C', rank: 1 },
  { id: 7, letter: 'C', rank: 2, vague: null },
  { id: 8, letter: 'D', rank: 0, vague: [null, null, ''] },
  { id: 9, letter: 'E', rank: 0, vague: '' },
  { id: 10, letter: 'E', rank: 1, vague: { sub: 0 } },
  { id: 11, letter: 'E', rank: 2, vague: true },
  { id: 12, letter: 'E', rank: 3, vague: false },
  { id: 13, letter: 'E', rank: 4, vague: 1.5673 },
  { id: 14, letter: 'E', rank: 5 },
  { id: 15, letter: 'F', rank: 0 },
  { id: 16, letter: 'F', rank: 1 },
  { id: 17, letter: 'F', rank: 2 },
  { id: 18, letter: 'G', rank: 0 },
  { id: 19, letter: 'G', rank: 1 },
  { id: 20, letter: 'H', rank: 0, vague: true },
  { id: 21, letter: 'I', rank: 0, vague: false },
  { id: 22, letter: 'I', rank: 1, vague: [1.1367, 'help', null] },
  { id: 23, letter: 'I', rank: 2, vague: [1.2367, 'hello'] },
];
const VAGUE_ASC = [0, 2, 4, 5, 22, 23, 13, 1, 3, 12, 21, 11, 20, 6, 7, 8, 9, 10, 14, 15];

export const sortSuite: PortedSuite = {
  name: 'milli sort.rs',
  source: 'crates/milli/src/search/new/tests/sort.rs',
  documents,
  settings: { searchableAttributes: ['text'], sortableAttributes: ['rank', 'vague', 'letter'], rankingRules: ['sort'] },
  cases: [
    { name: 'test_sort: letter desc', params: { sort: ['letter:desc'] }, ids: [21, 22, 23, 20, 18, 19, 15, 16, 17, 9, 10, 11, 12, 13, 14, 8, 5, 6, 7, 2] },
    { name: 'test_sort: rank desc', params: { sort: ['rank:desc'] }, ids: [14, 13, 12, 4, 7, 11, 17, 23, 1, 3, 6, 10, 16, 19, 22, 0, 2, 5, 8, 9] },
    { name: 'test_sort: vague asc', params: { sort: ['vague:asc'] }, ids: VAGUE_ASC },
    { name: 'test_sort: vague desc', params: { sort: ['vague:desc'] }, ids: [4, 13, 23, 22, 2, 5, 0, 11, 20, 12, 21, 3, 1, 6, 7, 8, 9, 10, 14, 15] },
    {
      name: 'test_redacted: displayedAttributes text, vague',
      settings: { displayedAttributes: ['text', 'vague'] },
      params: { sort: ['vague:asc', 'letter:asc'] },
      hits: VAGUE_ASC.map((id) => {
        const document = documents[id]!;
        return 'vague' in document ? { vague: document['vague'] } : {};
      }),
    },
  ],
};
