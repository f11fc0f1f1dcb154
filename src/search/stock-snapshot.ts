import { packSnapshot, unpackSnapshot, type PackedSnapshot } from './engine/snapshot.ts';
import type { SearchDocument } from './engine/port.ts';
import { priceBand } from '../domain/price-bands.ts';
import { derivableFields, elideDerived, restoreDerived } from './derived-fields.ts';
import type { StockDocument } from './stock-document.ts';
import { weeklyFromTerms } from './weekly-from-terms.ts';

/**
 * The stock snapshot file (`/search-index.json`): the stock documents in the engine's columnar
 * snapshot format, which the search island unpacks to run the embedded engine in the browser.
 * Fields other fields spell (derived-fields.ts) travel only where a car's value differs from its
 * rule; `derived` names them, so a file without it (an older build) decodes as it was written.
 * Likewise the weekly repayment: a car's lender terms travel (a live re-price on a card works its
 * figure out again from them), and `weeklyFromTerms` says the figure is left out wherever those
 * terms on the car's price give it, at the dealer's rounding. The price band (`price_range`) never
 * travels: it is the price's band by one rule, so every reader puts it back, and the file is not one
 * byte larger for it (the snapshot budget: docs/decisions/0005-search-snapshot-carries-rules-not-figures.md).
 */
export interface StockSnapshotFile extends PackedSnapshot {
  derived?: string[];
  weeklyFromTerms?: { roundUp: boolean };
}

/** What the dealer's finance settings add to the file: whether repayments are rounded up to whole dollars. */
export interface SnapshotFinance {
  roundUp: boolean;
}

/**
 * Whether the file may leave weekly figures out: every car with lender terms has its figure (a reader
 * takes a missing figure beside terms for "work it out"). Without the dealer's rounding, never.
 */
function weeklyDerivable(documents: readonly StockDocument[], finance: SnapshotFinance | undefined): finance is SnapshotFinance {
  return finance !== undefined && documents.every((document) => document.finance_rate === undefined || document.weekly_repayment !== undefined);
}

function elideWeekly(document: Partial<StockDocument>, roundUp: boolean): Partial<StockDocument> {
  if (document.weekly_repayment === undefined || weeklyFromTerms(document as StockDocument, roundUp) !== document.weekly_repayment) return document;
  const { weekly_repayment: _derived, ...kept } = document;
  return kept;
}

export function encodeStockSnapshot(documents: readonly StockDocument[], finance?: SnapshotFinance): StockSnapshotFile {
  const derived = derivableFields(documents);
  const weekly = weeklyDerivable(documents, finance) ? { roundUp: finance.roundUp } : undefined;
  const stored = documents.map((document) => {
    const { price_range: _band, ...unbanded } = document;
    const kept = elideDerived(unbanded as StockDocument, derived);
    return weekly ? elideWeekly(kept, weekly.roundUp) : kept;
  });
  const packed = packSnapshot(stored as unknown as readonly SearchDocument[]);
  return { ...packed, derived, ...(weekly ? { weeklyFromTerms: weekly } : {}) };
}

export function decodeStockSnapshot(file: unknown): StockDocument[] {
  // unpackSnapshot rejects anything that is not a packed snapshot of a version it reads
  const documents = unpackSnapshot(file as PackedSnapshot) as unknown as StockDocument[];
  const { derived, weeklyFromTerms: weekly } = file as StockSnapshotFile;
  const shared = new Map<string, string>();
  if (Array.isArray(derived)) for (const document of documents) restoreDerived(document as unknown as Record<string, unknown>, derived, shared);
  for (const document of documents) {
    const band = typeof document.price === 'number' ? priceBand(document.price) : undefined;
    if (band !== undefined) document.price_range = band;
  }
  if (weekly && typeof weekly.roundUp === 'boolean') {
    for (const document of documents) {
      if (document.weekly_repayment !== undefined || document.finance_rate === undefined) continue;
      const payment = weeklyFromTerms(document, weekly.roundUp);
      if (payment !== undefined) document.weekly_repayment = payment;
    }
  }
  return documents;
}
