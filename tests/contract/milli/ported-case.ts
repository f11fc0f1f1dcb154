import type { IndexSettings, SearchDocument, SearchParams } from '../../../src/search/engine/port.ts';

/**
 * Meilisearch's own ranking tests, ported case by case (dataset, settings, query, expected order) so
 * both engines run them. `ids` are the documents' `id` values in the expected order; an `error` is the
 * Meilisearch error code expected instead. Sources are named in each suite's header comment.
 */
export interface PortedCase {
  name: string;
  /** Merged over the suite's settings (typoTolerance merged one level deeper). */
  settings?: IndexSettings;
  params: SearchParams;
  ids?: Array<number | string>;
  /** The hits exactly (for settings that change what a hit shows). */
  hits?: SearchDocument[];
  /** Only the number of hits is checked (the source asserts only that there are some). */
  count?: number;
  error?: string;
}

export interface PortedSuite {
  name: string;
  source: string;
  documents: SearchDocument[];
  settings: IndexSettings;
  cases: PortedCase[];
}

export function caseSettings(suite: PortedSuite, test: PortedCase): IndexSettings {
  const extra = test.settings ?? {};
  return {
    primaryKey: 'id',
    ...suite.settings,
    ...extra,
    ...(suite.settings.typoTolerance || extra.typoTolerance ? { typoTolerance: { ...suite.settings.typoTolerance, ...extra.typoTolerance } } : {}),
  };
}

/** milli's tests call `s.query(q)` on a fresh `Search` (limit 20, matching strategy `last` unless set). */
export const all = (q: string, extra: SearchParams = {}): SearchParams => ({ q, matchingStrategy: 'all', ...extra });
export const last = (q: string, extra: SearchParams = {}): SearchParams => ({ q, matchingStrategy: 'last', ...extra });
