import { MIN_SHOWN_PRICE } from '../../../../src/domain/price-display.ts';
import type { SearchState } from '../../../../src/search/query/search-state.ts';
import type { StockDocument } from '../../../../src/search/stock-document.ts';
import type { StockChangeBatch } from './stock-change-batch.ts';

/**
 * Who hears about a stock change, and about what (pure: no IO). A watched car is told once, by its
 * strongest news: sold, else a price drop, else going on special. A saved search is told the cars it
 * finds now that it did not find before the change — added cars, and cars whose new price or status
 * brought them in — evaluated with the site's own query model on both sides.
 */

export interface Watch {
  userId: number;
  carId: number;
}
export interface SavedSearchRow {
  userId: number;
  publicId: string;
  name: string;
  path: string;
  /** Canonical URL parameters, without '?'. */
  query: string;
  state: SearchState;
}

export type WatchedNews = { kind: 'sold' | 'on_special'; carId: number } | { kind: 'price_drop'; carId: number; from: number; to: number };
export interface SearchNews {
  search: SavedSearchRow;
  carIds: number[];
}
export interface ShopperNews {
  watched: WatchedNews[];
  searches: SearchNews[];
}

/** The cars as they were before the change: reverted price and status, without the added ones. */
export function documentsBefore(documents: readonly StockDocument[], change: StockChangeBatch['report']): StockDocument[] {
  const added = new Set(change.added.map((car) => car.id));
  const price = new Map(change.priceChanges.map((c) => [c.id, c.from]));
  const status = new Map(change.statusChanges.map((c) => [c.id, c.from]));
  return documents
    .filter((doc) => !added.has(doc.id))
    .map((doc) => {
      if (!price.has(doc.id) && !status.has(doc.id)) return doc;
      return { ...doc, price: price.get(doc.id) ?? doc.price, status: status.get(doc.id) ?? doc.status };
    });
}

export function watchedNews(change: StockChangeBatch['report'], carId: number): WatchedNews | null {
  if (change.sold.some((car) => car.id === carId)) return { kind: 'sold', carId };
  const drop = change.priceChanges.find((c) => c.id === carId && c.to < c.from && c.to > MIN_SHOWN_PRICE);
  if (drop) return { kind: 'price_drop', carId, from: drop.from, to: drop.to };
  if (change.onSpecial.some((car) => car.id === carId)) return { kind: 'on_special', carId };
  return null;
}

export function findAlerts(input: {
  change: StockChangeBatch['report'];
  watches: readonly Watch[];
  searches: readonly SavedSearchRow[];
  matchesNow: (state: SearchState) => Set<number>;
  matchesBefore: (state: SearchState) => Set<number>;
}): Map<number, ShopperNews> {
  const byUser = new Map<number, ShopperNews>();
  const newsOf = (userId: number) => {
    let news = byUser.get(userId);
    if (!news) byUser.set(userId, (news = { watched: [], searches: [] }));
    return news;
  };
  for (const watch of input.watches) {
    const news = watchedNews(input.change, watch.carId);
    if (news) newsOf(watch.userId).watched.push(news);
  }
  for (const search of input.searches) {
    const before = input.matchesBefore(search.state);
    const gained = [...input.matchesNow(search.state)].filter((id) => !before.has(id)).sort((a, b) => a - b);
    if (gained.length > 0) newsOf(search.userId).searches.push({ search, carIds: gained });
  }
  return byUser;
}
