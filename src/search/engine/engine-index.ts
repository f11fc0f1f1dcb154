import { buildAttributeIndex, type AttributeIndex } from './attribute-index.ts';
import { collectFieldPaths, matchesAnyPattern } from './document-fields.ts';
import type { IndexSettings, SearchDocument } from './port.ts';
import { DEFAULT_RANKING_RULES, parseRankingRules, type RankingRule } from './ranking-rules.ts';
import { buildSortKeys, type SortKeys } from './sort-keys.ts';
import { foldText } from './normalize.ts';
import { validateSettings } from './settings-validation.ts';
import type { TermSettings } from './text/query-terms.ts';
import { buildTextIndex, resolveSearchableAttributes, type TextIndex } from './text/text-index.ts';
import { tokenizeText } from './text/tokenizer.ts';

function words(text: string): string[] {
  const out: string[] = [];
  tokenizeText(text, 0, (word) => out.push(word));
  return out;
}

/** Synonym keys and values as the tokenizer reads them ("Pick-Up" → "pick up"), as Meilisearch normalises them. */
function normalizeSynonyms(synonyms: Readonly<Record<string, readonly string[]>>): Map<string, string[][]> {
  const map = new Map<string, string[][]>();
  for (const [key, values] of Object.entries(synonyms)) {
    const normalized = words(key).join(' ');
    if (!normalized) continue;
    const list = map.get(normalized) ?? [];
    for (const value of values) {
      const tokens = words(value);
      if (tokens.length > 0 && !list.some((existing) => existing.join(' ') === tokens.join(' '))) list.push(tokens);
    }
    map.set(normalized, list);
  }
  return map;
}

/**
 * Everything precomputed at creation time: the documents (deduplicated on the primary key, the last
 * version winning at the first one's place, like a Meilisearch document update), an attribute index per
 * filterable or sortable field and sort keys; the inverted index (`text`) on first use, since filters,
 * sorts and facets never read it (a search page opened with filters in its URL builds no text index it
 * does not need: docs/decisions/0001-search-engine-in-a-worker.md). Immutable afterwards.
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
  /** Query-side settings: typo budget per word, prefix search, synonyms. */
  readonly terms: TermSettings;
  readonly stopWords: ReadonlySet<string>;
  /** Per searchable attribute: 1 when typo tolerance is disabled on it. */
  readonly exactAttributes: Uint8Array;
  readonly searchableAttributes: readonly string[];
  readonly displayedAttributes: readonly string[] | null;
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
  validateSettings(settings);
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
  const stopWords = new Set((settings.stopWords ?? []).map((word) => word.trim()));
  const disabledOn = typo?.disableOnAttributes ?? [];
  const displayed = settings.displayedAttributes;
  let text: TextIndex | undefined;
  return {
    documents,
    fieldPaths,
    filterableAttributes,
    sortableAttributes,
    rankingRules,
    attributes,
    sortKeys,
    get text() {
      return (text ??= buildTextIndex(documents, searchable, stopWords));
    },
    maxTotalHits: settings.pagination?.maxTotalHits ?? 1000,
    maxValuesPerFacet: settings.faceting?.maxValuesPerFacet ?? 100,
    typo: {
      enabled: typo?.enabled ?? true,
      oneTypo: typo?.minWordSizeForTypos?.oneTypo ?? 5,
      twoTypos: typo?.minWordSizeForTypos?.twoTypos ?? 9,
    },
    terms: {
      typosEnabled: typo?.enabled ?? true,
      oneTypo: typo?.minWordSizeForTypos?.oneTypo ?? 5,
      twoTypos: typo?.minWordSizeForTypos?.twoTypos ?? 9,
      disableOnWords: new Set((typo?.disableOnWords ?? []).map((word) => foldText(word.trim()))),
      disableOnNumbers: typo?.disableOnNumbers ?? false,
      prefixSearch: settings.prefixSearch !== 'disabled',
      synonyms: normalizeSynonyms(settings.synonyms ?? {}),
    },
    stopWords,
    exactAttributes: Uint8Array.from(searchable, (attribute) => (matchesAnyPattern(attribute, disabledOn) ? 1 : 0)),
    searchableAttributes: searchable,
    displayedAttributes: !displayed || displayed.includes('*') ? null : displayed,
  };
}
