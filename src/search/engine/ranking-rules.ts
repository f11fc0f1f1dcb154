import { matchesAnyPattern } from './document-fields.ts';
import { SearchEngineError, type MatchingStrategy } from './port.ts';
import type { SortKeys } from './sort-keys.ts';
import type { QueryRule } from './text/relevance-search.ts';

/** Ranking rules and the `sort` parameter, read and checked the way Meilisearch does. */

export type RankingRule =
  | { kind: 'words' | 'typo' | 'proximity' | 'attribute' | 'attributeRank' | 'wordPosition' | 'exactness' | 'sort' }
  | { kind: 'custom'; field: string; ascending: boolean };

export interface SortCriterion {
  field: string;
  ascending: boolean;
}

export const DEFAULT_RANKING_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'];
const BUILT_IN = new Set(['words', 'typo', 'proximity', 'attribute', 'attributeRank', 'wordPosition', 'exactness', 'sort']);

function splitDirection(expression: string): SortCriterion | undefined {
  const colon = expression.lastIndexOf(':');
  if (colon <= 0) return undefined;
  const direction = expression.slice(colon + 1);
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return { field: expression.slice(0, colon), ascending: direction === 'asc' };
}

/** Reads `rankingRules`; custom rules are `field:asc` / `field:desc`. Throws on anything else. */
export function parseRankingRules(rules: readonly string[]): RankingRule[] {
  return rules.map((rule, i) => {
    if (BUILT_IN.has(rule)) return { kind: rule } as RankingRule;
    const custom = splitDirection(rule);
    if (!custom) {
      throw new SearchEngineError(
        'invalid_settings_ranking_rules',
        `Invalid value at \`.rankingRules[${i}]\`: \`${rule}\` ranking rule is invalid. Valid ranking rules are words, typo, sort, proximity, attribute, exactness and custom ranking rules.`,
      );
    }
    return { kind: 'custom', ...custom };
  });
}

/** Reads the `sort` parameter: every entry `attribute:asc|desc` on a sortable attribute. */
export function parseSort(sort: readonly string[], sortableAttributes: readonly string[], rules: readonly RankingRule[]): SortCriterion[] {
  if (sort.length === 0) return [];
  const criteria = sort.map((expression) => {
    if (expression.startsWith('_geoPoint('))
      throw new SearchEngineError('invalid_search_sort', 'The embedded search engine does not support sorting by `_geoPoint`.');
    const criterion = splitDirection(expression);
    if (!criterion) {
      throw new SearchEngineError(
        'invalid_search_sort',
        `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${expression}\`.`,
      );
    }
    if (!matchesAnyPattern(criterion.field, sortableAttributes)) {
      const available = [...new Set(sortableAttributes)].sort();
      const hint =
        available.length === 0 ? 'This index does not have configured sortable attributes.' : `Available sortable attributes are: \`${available.join(', ')}\`.`;
      throw new SearchEngineError('invalid_search_sort', `Attribute \`${criterion.field}\` is not sortable. ${hint}`);
    }
    return criterion;
  });
  if (!rules.some((rule) => rule.kind === 'sort')) {
    throw new SearchEngineError(
      'invalid_search_sort',
      'You must specify where `sort` is listed in the rankingRules setting to use the sort parameter at search time.',
    );
  }
  return criteria;
}

/**
 * The rules a text query runs, as milli's `get_ranking_rules_for_query_graph_search` builds them:
 * `words` goes in before the first of typo/proximity/attribute/exactness even when not listed (not for
 * `matchingStrategy: all`), `attribute` is attributeRank then wordPosition, `exactness` is the exact
 * attribute rule then exact words, repeats are ignored, and a field already sorted on is not sorted again.
 */
export function queryRules(
  rules: readonly RankingRule[],
  sort: readonly SortCriterion[],
  sortKeys: ReadonlyMap<string, SortKeys>,
  strategy: MatchingStrategy,
): QueryRule[] {
  const out: QueryRule[] = [];
  const seen = new Set<string>();
  let words = strategy === 'all';
  const sorted = new Set<string>();
  const sortOn = (field: string, ascending: boolean) => {
    if (sorted.has(field)) return;
    sorted.add(field);
    const keys = sortKeys.get(field);
    if (keys)
      out.push(
        ascending ? { kind: 'sort', key: keys.ascending, order: keys.ascendingOrder } : { kind: 'sort', key: keys.descending, order: keys.descendingOrder },
      );
  };
  for (const rule of rules) {
    if (rule.kind === 'custom') {
      sortOn(rule.field, rule.ascending);
      continue;
    }
    if (!words && rule.kind !== 'words' && rule.kind !== 'sort') {
      out.push({ kind: 'words' });
      words = true;
    }
    if (seen.has(rule.kind)) continue;
    seen.add(rule.kind);
    switch (rule.kind) {
      case 'words':
        if (!out.some((r) => r.kind === 'words') && strategy !== 'all') out.push({ kind: 'words' });
        words = true;
        break;
      case 'typo':
        out.push({ kind: 'typo' });
        break;
      case 'proximity':
        out.push({ kind: 'proximity' });
        break;
      case 'attribute':
        if (!seen.has('attributeRank')) out.push({ kind: 'fid' });
        if (!seen.has('wordPosition')) out.push({ kind: 'position' });
        seen.add('attributeRank').add('wordPosition');
        break;
      case 'attributeRank':
        if (!seen.has('attribute')) out.push({ kind: 'fid' });
        break;
      case 'wordPosition':
        if (!seen.has('attribute')) out.push({ kind: 'position' });
        break;
      case 'exactness':
        out.push({ kind: 'exactAttribute' }, { kind: 'exactness' });
        break;
      case 'sort':
        for (const criterion of sort) sortOn(criterion.field, criterion.ascending);
        break;
    }
  }
  return out;
}
