import { isAvailable } from '../../domain/availability.ts';
import { liveChange, type LiveCar } from '../../domain/live-status.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { weeklyFromTerms } from '../../search/weekly-from-terms.ts';

/**
 * A search card's document with the platform's live status applied (on cards when it is cheap): one
 * batch request answers every card on the page. Only what changed since the build is applied, by
 * the rule the vehicle page uses (src/domain/live-status.ts):
 * - sold: the card turns sold (its sold tag, Find Me Something Similar, no Reserve, no heart);
 * - reserved: the reserved tag, no Reserve;
 * - re-priced: the new price, and the weekly finance figure worked out again from the car's lender
 *   terms (the document carries them) on the price the card now shows, as the vehicle page does: one
 *   live update moves every figure on the card. A document without terms (an
 *   index built before they were added) drops the figure and Get Finance rather than show a wrong one.
 * The static HTML stays the no-JS truth of the last build.
 */
export function withLiveStatus(doc: StockDocument, live: LiveCar | undefined, now: Date, finance: { roundUp: boolean }): StockDocument {
  if (!live) return doc;
  const change = liveChange({ price: doc.price, available: isAvailable(doc), reserved: doc.reserved === true }, live);
  if (!change) return doc;
  if (change.sold) {
    const { reserved: _reserved, ...rest } = doc;
    return { ...rest, status: live.status, sold_date_timestamp: doc.sold_date_timestamp ?? Math.floor(now.getTime() / 1000) };
  }
  const next: StockDocument = { ...doc };
  if (change.reserved) next.reserved = true;
  if (change.price !== undefined) {
    next.price = change.price;
    const weekly = weeklyAtPrice(next, finance.roundUp);
    if (weekly === undefined) delete next.weekly_repayment;
    else next.weekly_repayment = weekly;
  }
  return next;
}

/** The weekly repayment of the document's finance terms on the price it shows; undefined without terms or a price to finance. */
function weeklyAtPrice(doc: StockDocument, roundUp: boolean): number | undefined {
  return doc.weekly_repayment === undefined ? undefined : weeklyFromTerms(doc, roundUp);
}

/** The ids a page of results asks about, in card order (the batch endpoint takes at most 48). */
export function liveStatusIds(hits: readonly Pick<StockDocument, 'id'>[], max = 48): number[] {
  return [...new Set(hits.map((hit) => hit.id))].slice(0, max);
}
