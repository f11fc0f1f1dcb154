import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '../../../../src/search/query/url-codec.ts';
import type { StockDocument } from '../../../../src/search/stock-document.ts';
import { documentsBefore, findAlerts, watchedNews, type SavedSearchRow } from './find-alerts.ts';
import type { StockChangeBatch } from './stock-change-batch.ts';

/** Who hears what about a stock change, on plain objects. */

const ref = (id: number) => ({ id, slug: `car-${id}`, name: `Car ${id}` });
const change: StockChangeBatch['report'] = {
  added: [ref(9)],
  sold: [ref(2)],
  priceChanges: [
    { ...ref(1), from: 30_000, to: 28_000 },
    { ...ref(2), from: 20_000, to: 19_000 },
    { ...ref(3), from: 25_000, to: 26_000 },
    { ...ref(4), from: 45_000, to: 39_000 },
  ],
  statusChanges: [{ ...ref(2), from: 'in_stock', to: 'sold' }],
  onSpecial: [ref(3), ref(5)],
};

describe('watchedNews', () => {
  it('tells the strongest news once: sold, else a price drop, else a special; a rise is no news', () => {
    expect(watchedNews(change, 2)).toEqual({ kind: 'sold', carId: 2 });
    expect(watchedNews(change, 1)).toEqual({ kind: 'price_drop', carId: 1, from: 30_000, to: 28_000 });
    expect(watchedNews(change, 3)).toEqual({ kind: 'on_special', carId: 3 });
    expect(watchedNews(change, 6)).toBeNull();
    expect(watchedNews({ ...change, onSpecial: [] }, 3)).toBeNull();
  });

  it('does not call a drop to a placeholder price (10 or less) a price drop', () => {
    expect(watchedNews({ ...change, priceChanges: [{ ...ref(7), from: 30_000, to: 1 }] }, 7)).toBeNull();
  });
});

describe('documentsBefore', () => {
  it('reverts prices and statuses and leaves out added cars', () => {
    const doc = (id: number, price: number, status = 'in_stock') => ({ id, price, status }) as StockDocument;
    const before = documentsBefore([doc(1, 28_000), doc(2, 19_000, 'sold'), doc(6, 10_000), doc(9, 35_000)], change);
    expect(before.map(({ id, price, status }) => ({ id, price, status }))).toEqual([
      { id: 1, price: 30_000, status: 'in_stock' },
      { id: 2, price: 20_000, status: 'in_stock' },
      { id: 6, price: 10_000, status: 'in_stock' },
    ]);
  });
});

describe('findAlerts', () => {
  const search = (userId: number, query: string): SavedSearchRow => ({
    userId,
    publicId: `ss_${userId}`,
    name: query,
    path: '/search',
    query,
    state: parseSearchParams(new URLSearchParams(query)),
  });

  it('groups every piece of news by shopper, and a search is told only the cars it did not find before', () => {
    const now = new Set([1, 4, 9]);
    const before = new Set([1]);
    const news = findAlerts({
      change,
      watches: [
        { userId: 1, carId: 1 },
        { userId: 1, carId: 2 },
        { userId: 2, carId: 6 },
      ],
      searches: [search(1, 'make=Toyota'), search(3, 'make=Kia')],
      matchesNow: (state) => (state.lists.make?.[0] === 'Toyota' ? now : new Set()),
      matchesBefore: (state) => (state.lists.make?.[0] === 'Toyota' ? before : new Set()),
    });
    expect([...news.keys()]).toEqual([1]);
    expect(news.get(1)!.watched.map((item) => item.kind)).toEqual(['price_drop', 'sold']);
    expect(news.get(1)!.searches.map((item) => item.carIds)).toEqual([[4, 9]]);
  });
});
