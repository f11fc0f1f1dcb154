import { settle, withQueryPosition, type EmbeddedIndex } from './embedded-engine.ts';
import {
  SearchEngineError,
  type MultiSearchQuery,
  type MultiSearchResult,
  type SearchDocument,
  type SearchEngine,
  type SearchParams,
  type SearchResponse,
} from './port.ts';

/**
 * The embedded engine behind the engine port: index uids map to embedded indexes, an unknown uid is
 * Meilisearch's `index_not_found`, and a multi-search fails as a whole on its first bad query.
 */
export function createEmbeddedSearchEngine(indexes: Readonly<Record<string, EmbeddedIndex>>): SearchEngine {
  const indexFor = (indexUid: string): EmbeddedIndex => {
    const index = Object.hasOwn(indexes, indexUid) ? indexes[indexUid] : undefined;
    if (!index) throw new SearchEngineError('index_not_found', `Index \`${indexUid}\` not found.`);
    return index;
  };
  return {
    search<T = SearchDocument>(indexUid: string, params: SearchParams): Promise<SearchResponse<T>> {
      return settle(() => indexFor(indexUid).searchSync<T>(params));
    },
    multiSearch<T = SearchDocument>(queries: MultiSearchQuery[]): Promise<{ results: Array<MultiSearchResult<T>> }> {
      return settle(() => ({
        results: queries.map((query, position) => {
          const { indexUid, ...params } = query;
          try {
            return { indexUid, ...indexFor(indexUid).searchSync<T>(params) };
          } catch (error) {
            throw withQueryPosition(error, position);
          }
        }),
      }));
    },
  };
}
