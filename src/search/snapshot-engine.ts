import { createEmbeddedEngine } from './engine/embedded-engine.ts';
import { createEmbeddedSearchEngine } from './engine/embedded-search-engine.ts';
import { SearchEngineError, type SearchDocument, type SearchEngine } from './engine/port.ts';
import type { StockDocument } from './stock-document.ts';
import { stockIndexSettings } from './stock-index-settings.ts';
import { decodeStockSnapshot } from './stock-snapshot.ts';

/** The embedded engine over stock documents, answering under `indexUid`. */
export function createStockEngine(documents: readonly StockDocument[], indexUid: string): SearchEngine {
  const index = createEmbeddedEngine(documents as unknown as readonly SearchDocument[], stockIndexSettings(documents.length));
  return createEmbeddedSearchEngine({ [indexUid]: index });
}

/** Downloads the dealer's stock snapshot and indexes it: on the page, or inside the search worker. */
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
