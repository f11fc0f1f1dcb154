import { isSearchEngineError, SearchEngineError, type SearchEngine } from './engine/port.ts';

/**
 * Meilisearch first, the embedded snapshot when it cannot be reached: the first
 * failure that is not the request's own fault switches every later search to the fallback for the rest
 * of the visit, so a dead host costs one timeout, not one per keystroke.
 */

/** A dead host can hang instead of refusing: give up after this long. */
export const PRIMARY_TIMEOUT_MS = 4000;

/** Errors the fallback would raise too (a malformed request) are not a reason to switch. */
export function isRequestError(error: unknown): boolean {
  return isSearchEngineError(error) && error.code.startsWith('invalid_');
}

export interface FallbackOptions {
  primary: SearchEngine;
  loadFallback: () => Promise<SearchEngine>;
  onFallback?: (reason: unknown) => void;
  timeoutMs?: number;
}

export function createFallbackEngine({ primary, loadFallback, onFallback, timeoutMs = PRIMARY_TIMEOUT_MS }: FallbackOptions): SearchEngine {
  let fallback: Promise<SearchEngine> | undefined;

  const switchOver = (reason: unknown): Promise<SearchEngine> => {
    if (!fallback) {
      fallback = loadFallback();
      fallback.then(
        () => onFallback?.(reason),
        () => undefined,
      );
    }
    return fallback;
  };

  async function run<R>(call: (engine: SearchEngine) => Promise<R>): Promise<R> {
    if (fallback) return call(await fallback);
    try {
      return await withTimeout(call(primary), timeoutMs);
    } catch (error) {
      if (isRequestError(error)) throw error;
      return call(await switchOver(error));
    }
  }

  return {
    search: (indexUid, params) => run((engine) => engine.search(indexUid, params)),
    multiSearch: (queries) => run((engine) => engine.multiSearch(queries)),
  };
}

function withTimeout<R>(promise: Promise<R>, ms: number): Promise<R> {
  if (!Number.isFinite(ms) || ms <= 0) return promise;
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SearchEngineError('search_unreachable', `No answer from the search service in ${ms} ms.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
