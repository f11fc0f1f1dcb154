import { buildAttributeIndex, type AttributeIndex } from './attribute-index.ts';
import { collectFieldPaths, matchesAnyPattern } from './document-fields.ts';
import type { IndexSettings, SearchDocument } from './port.ts';
import { DEFAULT_RANKING_RULES, parseRankingRules, type RankingRule } from './ranking-rules.ts';
import { buildSortKeys, type SortKeys } from './sort-keys.ts';
import { buildTextIndex, resolveSearchableAttributes, type TextIndex } from './text/text-index.ts';

/**
 * Everything precomputed at creation time: the documents (deduplicated on the primary key, the last
 * version winning at the first one's place, like a Meilisearch document update), an attribute index per
 * filterable or sortable field, sort keys, and the inverted index. Immutable afterwards.
 */
export interface EngineIndex {
  readonly documents: readonly SearchDocument[];
  readonly fieldPaths: readonly string[];
  readonly filterableAttributes: readonly string[];
  readonly sortableAttributes: readonly string[];
  readonly rankingRules: readonly RankingRule[];
  readonly attributes: ReadonlyMap<string, AttributeIndex>;
  readonly sortKeys: ReadonlyMap<string, SortKeys>;
  readonly text: TextIndex;
  readonly maxTotalHits: number;
  readonly maxValuesPerFacet: number;
  readonly typo: { enabled: boolean; oneTypo: number; twoTypos: number };
}

function deduplicate(documents: readonly SearchDocument[], primaryKey: string | undefined): SearchDocument[] {
  const key = primaryKey ?? (documents.some((document) => 'id' in document) ? 'id' : undefined);
  if (!key) return [...documents];
  const slots = new Map<unknown, number>();
  const result: SearchDocument[] = [];
  for (const document of documents) {
    const id = document[key];
    const slot = id === undefined ? undefined : slots.get(String(id));
    if (slot === undefined) {
      if (id !== undefined) slots.set(String(id), result.length);
      result.push(document);
    } else {
      result[slot] = document;
    }
  }
  return result;
}

export function buildEngineIndex(input: readonly SearchDocument[], settings: IndexSettings): EngineIndex {
  const documents = deduplicate(input, settings.primaryKey);
  const rankingRules = parseRankingRules(settings.rankingRules ?? DEFAULT_RANKING_RULES);
  const filterableAttributes = settings.filterableAttributes ?? [];
  const sortableAttributes = settings.sortableAttributes ?? [];
  const customFields = rankingRules.flatMap((rule) => (rule.kind === 'custom' ? [rule.field] : []));

  const paths = new Set<string>();
  for (const document of documents) collectFieldPaths(document, paths);
  const fieldPaths = [...paths];

  const attributes = new Map<string, AttributeIndex>();
  const sortKeys = new Map<string, SortKeys>();
  for (const path of fieldPaths) {
    const sortable = matchesAnyPattern(path, sortableAttributes) || customFields.includes(path);
    if (!sortable && !matchesAnyPattern(path, filterableAttributes)) continue;
    const attribute = buildAttributeIndex(documents, path);
    attributes.set(path, attribute);
    if (sortable) sortKeys.set(path, buildSortKeys(attribute));
  }

  const searchable = resolveSearchableAttributes(settings.searchableAttributes ?? ['*'], documents);
  const typo = settings.typoTolerance;
  return {
    documents,
    fieldPaths,
    filterableAttributes,
    sortableAttributes,
    rankingRules,
    attributes,
    sortKeys,
    text: buildTextIndex(documents, searchable),
    maxTotalHits: settings.pagination?.maxTotalHits ?? 1000,
    maxValuesPerFacet: settings.faceting?.maxValuesPerFacet ?? 100,
    typo: {
      enabled: typo?.enabled ?? true,
      oneTypo: typo?.minWordSizeForTypos?.oneTypo ?? 5,
      twoTypos: typo?.minWordSizeForTypos?.twoTypos ?? 9,
    },
  };
}
