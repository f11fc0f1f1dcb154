import { createEmbeddedEngine } from './engine/embedded-engine.ts';
import { createEmbeddedSearchEngine } from './engine/embedded-search-engine.ts';
import { SearchEngineError, type SearchDocument, type SearchEngine } from './engine/port.ts';
import { createFallbackEngine } from './fallback-engine.ts';
import type { StockDocument } from './stock-document.ts';
import { stockIndexSettings } from './stock-index-settings.ts';
import { decodeStockSnapshot } from './stock-snapshot.ts';

/**
 * The browser side of the search port: the embedded engine over the dealer's build-time snapshot (the
 * default), or Meilisearch with the snapshot as its fallback. The search island loads this module with a
 * dynamic import, so neither engine weighs on the page before the visitor needs it.
 */

export type StockEngineSettings =
  { type: 'embedded'; indexUid: string; snapshotUrl: string } | { type: 'meilisearch'; host: string; searchKey: string; indexUid: string; snapshotUrl: string };

/** The embedded engine over stock documents, answering under `indexUid`. */
export function createStockEngine(documents: readonly StockDocument[], indexUid: string): SearchEngine {
  const index = createEmbeddedEngine(documents as unknown as readonly SearchDocument[], stockIndexSettings(documents.length));
  return createEmbeddedSearchEngine({ [indexUid]: index });
}

export async function loadSnapshotEngine(snapshotUrl: string, indexUid: string): Promise<SearchEngine> {
  let response: Response;
  try {
    response = await fetch(snapshotUrl, { credentials: 'same-origin' });
  } catch (error) {
    throw new SearchEngineError('search_unreachable', `The stock list could not be loaded: ${String(error)}`);
  }
  if (!response.ok) throw new SearchEngineError('search_unreachable', `The stock list could not be loaded (HTTP ${response.status}).`);
  const documents = decodeStockSnapshot(await response.json());
  return createStockEngine(documents, indexUid);
}

export async function connectStockEngine(settings: StockEngineSettings, onFallback: (reason: unknown) => void): Promise<SearchEngine> {
  const snapshot = () => loadSnapshotEngine(settings.snapshotUrl, settings.indexUid);
  if (settings.type === 'embedded') return snapshot();
  let primary: SearchEngine;
  try {
    const { createMeilisearchEngine } = await import('../../integrations/meilisearch/meilisearch-engine.ts');
    primary = createMeilisearchEngine({ host: settings.host, apiKey: settings.searchKey });
  } catch (error) {
    // The client itself failed to load (a flaky connection): the snapshot still answers.
    onFallback(error);
    return snapshot();
  }
  return createFallbackEngine({ primary, loadFallback: snapshot, onFallback });
}
