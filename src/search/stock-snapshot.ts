import type { StockDocument } from './stock-document.ts';

/**
 * The stock snapshot file (`/search-index.json`): the documents the embedded engine indexes in the
 * browser. TEMPORARY plain form until src/search/engine/snapshot.ts (packSnapshot/unpackSnapshot) lands.
 */
export interface StockSnapshotFile {
  format: 'plain';
  documents: StockDocument[];
}

export function encodeStockSnapshot(documents: readonly StockDocument[]): StockSnapshotFile {
  return { format: 'plain', documents: [...documents] };
}

export function decodeStockSnapshot(file: unknown): StockDocument[] {
  const documents = (file as Partial<StockSnapshotFile> | null)?.documents;
  if (!Array.isArray(documents)) throw new Error('The stock snapshot is not in a known format.');
  return documents;
}
