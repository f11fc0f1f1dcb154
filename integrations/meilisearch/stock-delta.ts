import type { Index } from 'meilisearch';
import { isDeepStrictEqual } from 'node:util';
import { VEHICLE_PRIMARY_KEY } from './index-settings.ts';
import { assertTaskSucceeded, TASK_WAIT } from './scripts/admin-client.ts';

/**
 * A stock change sent to a search index as a delta: only documents that are new or differ, and the
 * ids of documents no longer in the stock. Applied to an index holding the previous stock it leaves
 * the index identical to a full push of the new stock (tests/contract/stock-delta.test.ts).
 */

export type IndexDocument = Record<string, unknown>;
type DocumentId = string | number;

export interface StockDelta {
  upserts: IndexDocument[];
  deletes: DocumentId[];
}

const idOf = (document: IndexDocument): DocumentId => document[VEHICLE_PRIMARY_KEY] as DocumentId;

export function stockDelta(previous: readonly IndexDocument[], next: readonly IndexDocument[]): StockDelta {
  const before = new Map(previous.map((d) => [String(idOf(d)), d]));
  const after = new Set(next.map((d) => String(idOf(d))));
  return {
    upserts: next.filter((d) => {
      const old = before.get(String(idOf(d)));
      return !old || !isDeepStrictEqual(old, d);
    }),
    deletes: previous.filter((d) => !after.has(String(idOf(d)))).map(idOf),
  };
}

/** The two writes a delta needs; Meilisearch and the in-memory index both provide them. */
export interface DocumentIndex {
  /** Replaces whole documents (not a partial update), so removed fields disappear too. */
  replaceDocuments(documents: readonly IndexDocument[]): Promise<void>;
  deleteDocuments(ids: readonly DocumentId[]): Promise<void>;
}

/** A Meilisearch index through the official client; each call waits for its task to succeed. */
export function meilisearchDocumentIndex(index: Index): DocumentIndex {
  return {
    async replaceDocuments(documents) {
      for (const task of index.addDocumentsInBatches([...documents], 1000, { primaryKey: VEHICLE_PRIMARY_KEY })) {
        assertTaskSucceeded(await task.waitTask(TASK_WAIT), `sending ${documents.length} documents to ${index.uid}`);
      }
    },
    async deleteDocuments(ids) {
      assertTaskSucceeded(await index.deleteDocuments(ids.map(String)).waitTask(TASK_WAIT), `deleting ${ids.length} documents from ${index.uid}`);
    },
  };
}

/** The documents of an embedded engine's snapshot, kept by id (what a full push would hold). */
export function memoryDocumentIndex(initial: readonly IndexDocument[] = []): DocumentIndex & { documents(): IndexDocument[] } {
  const byId = new Map(initial.map((d) => [String(idOf(d)), d]));
  return {
    async replaceDocuments(documents) {
      for (const d of documents) byId.set(String(idOf(d)), d);
    },
    async deleteDocuments(ids) {
      for (const id of ids) byId.delete(String(id));
    },
    documents: () => [...byId.values()],
  };
}

export async function applyStockDelta(index: DocumentIndex, delta: StockDelta): Promise<void> {
  if (delta.upserts.length > 0) await index.replaceDocuments(delta.upserts);
  if (delta.deletes.length > 0) await index.deleteDocuments(delta.deletes);
}
