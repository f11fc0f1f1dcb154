import { packSnapshot, unpackSnapshot, type PackedSnapshot } from './engine/snapshot.ts';
import type { SearchDocument } from './engine/port.ts';
import type { StockDocument } from './stock-document.ts';

/**
 * The stock snapshot file (`/search-index.json`): the stock documents in the engine's columnar
 * snapshot format, which the search island unpacks to run the embedded engine in the browser.
 */

export function encodeStockSnapshot(documents: readonly StockDocument[]): PackedSnapshot {
  return packSnapshot(documents as unknown as readonly SearchDocument[]);
}

export function decodeStockSnapshot(file: unknown): StockDocument[] {
  // unpackSnapshot rejects anything that is not a packed snapshot of a version it reads
  return unpackSnapshot(file as PackedSnapshot) as unknown as StockDocument[];
}
