import {
  Meilisearch,
  MeilisearchApiError,
  MeilisearchRequestError,
  MeilisearchRequestTimeOutError,
  type SearchParams as ClientSearchParams,
} from 'meilisearch';
import {
  SearchEngineError,
  type FilterErrorPosition,
  type MultiSearchQuery,
  type MultiSearchResult,
  type SearchDocument,
  type SearchEngine,
  type SearchParams,
  type SearchResponse,
} from '../../src/search/engine/port.ts';

/**
 * Meilisearch behind the engine port, through the official client. Responses already have the port's
 * shape; errors are mapped to `SearchEngineError` with Meilisearch's code, and filter errors get the
 * position Meilisearch prints on the message's last line (`start:end filter`, 1-based), so callers see
 * the same error object whichever engine answered. Network failures become `search_unreachable`,
 * which is what the search page watches to fall back to the embedded snapshot.
 */

export interface MeilisearchEngineOptions {
  host: string;
  /** A search key or tenant token. Never an admin key: this runs in the browser. */
  apiKey?: string;
  timeout?: number;
}

export function createMeilisearchEngine(options: MeilisearchEngineOptions | { client: Meilisearch }): SearchEngine {
  const client = 'client' in options ? options.client : new Meilisearch({ host: options.host, apiKey: options.apiKey, timeout: options.timeout ?? 5000 });
  return {
    async search<T = SearchDocument>(indexUid: string, params: SearchParams): Promise<SearchResponse<T>> {
      const { q, ...rest } = params;
      try {
        return (await client.index(indexUid).search(q ?? null, rest as ClientSearchParams)) as SearchResponse<T>;
      } catch (error) {
        throw toSearchEngineError(error);
      }
    },
    async multiSearch<T = SearchDocument>(queries: MultiSearchQuery[]): Promise<{ results: Array<MultiSearchResult<T>> }> {
      try {
        const response = await client.multiSearch({ queries: queries as Array<ClientSearchParams & { indexUid: string }> });
        return response as unknown as { results: Array<MultiSearchResult<T>> };
      } catch (error) {
        throw toSearchEngineError(error);
      }
    },
  };
}

const POSITION_LINE = /\n(\d+):(\d+) [^\n]*$/;

/** The fault's span from Meilisearch's message, as 0-based offsets. */
export function positionFromMessage(message: string): FilterErrorPosition | undefined {
  const match = POSITION_LINE.exec(message);
  if (!match) return undefined;
  return { start: Number(match[1]) - 1, end: Number(match[2]) - 1 };
}

export function toSearchEngineError(error: unknown): SearchEngineError {
  if (error instanceof SearchEngineError) return error;
  if (error instanceof MeilisearchApiError) {
    const body = error.cause;
    const code = body?.code ?? 'search_failed';
    const message = body?.message ?? error.message;
    return new SearchEngineError(code, message, { type: body?.type ?? 'internal', position: positionFromMessage(message) });
  }
  if (error instanceof MeilisearchRequestError || error instanceof MeilisearchRequestTimeOutError) {
    return new SearchEngineError('search_unreachable', error.message, { type: 'system' });
  }
  return new SearchEngineError('search_failed', error instanceof Error ? error.message : String(error), { type: 'internal' });
}
