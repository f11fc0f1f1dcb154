import { describe, expect, it } from 'vitest';
import { activePromoKey, insertPromoTiles, promoPositions, promoTileActive, promoTileShown } from './promo-tiles.ts';

describe('promoTileActive (dates in +10:00)', () => {
  const july = { start: '2025-07-01', expiry: '2025-07-24' };

  it('starts at midnight on the start date, Brisbane time', () => {
    expect(promoTileActive(july, new Date('2025-06-30T13:59:59Z'))).toBe(false);
    expect(promoTileActive(july, new Date('2025-06-30T14:00:00Z'))).toBe(true);
  });

  it('runs through the whole expiry date', () => {
    expect(promoTileActive(july, new Date('2025-07-24T13:59:59Z'))).toBe(true);
    expect(promoTileActive(july, new Date('2025-07-24T14:00:00Z'))).toBe(false);
  });

  it('the second example window, 2025-08-21 to 2025-09-30', () => {
    const spring = { start: '2025-08-21', expiry: '2025-09-30' };
    expect(promoTileActive(spring, new Date('2025-07-10T00:00:00Z'))).toBe(false);
    expect(promoTileActive(spring, new Date('2025-09-15T00:00:00Z'))).toBe(true);
  });

  it('date-times are exact; without an offset they are read at +10:00', () => {
    const tile = { start: '2025-07-01T09:00:00+10:00', expiry: '2025-07-01T17:00:00' };
    expect(promoTileActive(tile, new Date('2025-06-30T22:59:59Z'))).toBe(false);
    expect(promoTileActive(tile, new Date('2025-06-30T23:00:00Z'))).toBe(true);
    expect(promoTileActive(tile, new Date('2025-07-01T07:00:00Z'))).toBe(false);
  });

  it('missing bounds are open-ended; unreadable bounds hide the tile', () => {
    expect(promoTileActive({}, new Date())).toBe(true);
    expect(promoTileActive({ expiry: '2099-01-01' }, new Date('2025-01-01T00:00:00Z'))).toBe(true);
    expect(promoTileActive({ start: 'soon' }, new Date())).toBe(false);
  });
});

describe('promoTileShown by car type', () => {
  const now = new Date('2025-07-10T00:00:00Z');
  it('a tile for used cars shows on used or unrestricted listings', () => {
    const tile = { carTypes: ['used'] };
    expect(promoTileShown(tile, now, [])).toBe(true);
    expect(promoTileShown(tile, now, ['used', 'demo'])).toBe(true);
    expect(promoTileShown(tile, now, ['new'])).toBe(false);
  });

  it('strict display needs the listing limited to its types', () => {
    const tile = { carTypes: ['used'], strictDisplay: true };
    expect(promoTileShown(tile, now, ['used'])).toBe(true);
    expect(promoTileShown(tile, now, ['used', 'demo'])).toBe(false);
    expect(promoTileShown(tile, now, [])).toBe(false);
  });

  it('an expired tile never shows', () => {
    expect(promoTileShown({ expiry: '2025-07-01' }, now)).toBe(false);
  });
});

describe('promoPositions', () => {
  it('fixed positions, sorted and de-duplicated', () => {
    expect(promoPositions({ kind: 'fixed', positions: [17, 8, 8] }, () => 0)).toEqual([8, 17]);
    expect(promoPositions({ kind: 'fixed', positions: [0, -1, 2.5, 9] }, () => 0)).toEqual([9]);
  });

  it('3 + random 0..2 covers exactly 3, 4 and 5', () => {
    const placement = { kind: 'random', base: 3, spread: 2 } as const;
    expect(promoPositions(placement, () => 0)).toEqual([3]);
    expect(promoPositions(placement, () => 0.34)).toEqual([4]);
    expect(promoPositions(placement, () => 0.67)).toEqual([5]);
    expect(promoPositions(placement, () => 0.9999999)).toEqual([5]);
  });
});

describe('insertPromoTiles', () => {
  const cards = ['c1', 'c2', 'c3', 'c4', 'c5'];
  const flat = (grid: ReturnType<typeof insertPromoTiles<string, string>>) => grid.map((g) => g.item);

  it('a tile at position 3 is the third item', () => {
    expect(flat(insertPromoTiles(cards, ['P'], [3]))).toEqual(['c1', 'c2', 'P', 'c3', 'c4', 'c5']);
  });

  it('several positions count slots in the merged grid and cycle through tiles', () => {
    expect(flat(insertPromoTiles(cards, ['A', 'B'], [2, 4, 6]))).toEqual(['c1', 'A', 'c2', 'B', 'c3', 'A', 'c4', 'c5']);
  });

  it('a slot right after the last card is used; slots beyond it are not', () => {
    expect(flat(insertPromoTiles(cards, ['P'], [6]))).toEqual([...cards, 'P']);
    expect(flat(insertPromoTiles(cards, ['A', 'B'], [2, 9]))).toEqual(['c1', 'A', 'c2', 'c3', 'c4', 'c5']);
  });

  it('a tile whose every slot lies beyond the page closes the page instead of never showing (default slot 30, 21 cards)', () => {
    expect(flat(insertPromoTiles(cards, ['P'], [7]))).toEqual([...cards, 'P']);
    const page = Array.from({ length: 21 }, (_, i) => `c${i + 1}`);
    expect(flat(insertPromoTiles(page, ['We Want Your Car!'], [30])).at(-1)).toBe('We Want Your Car!');
  });

  it('no cards or no tiles → no promo', () => {
    expect(insertPromoTiles([], ['P'], [1])).toEqual([]);
    expect(flat(insertPromoTiles(cards, [], [2]))).toEqual(cards);
  });
});

describe('activePromoKey', () => {
  const tiles = [
    { id: 'always', start: null, expiry: null },
    { id: 'december', start: '2026-12-01', expiry: '2026-12-31' },
    { id: 'spring', start: '2026-09-01', expiry: '2026-11-30' },
  ];

  it('names the tiles inside their window, so two clocks compare by what the grid would show', () => {
    expect(activePromoKey(tiles, new Date('2026-11-25T00:00:00Z'))).toBe('always\nspring');
    // Dates are Queensland days: 1 December starts at 14:00 UTC on 30 November.
    expect(activePromoKey(tiles, new Date('2026-11-30T15:00:00Z'))).toBe('always\ndecember');
    expect(activePromoKey(tiles, new Date('2026-12-02T00:00:00Z'))).toBe(activePromoKey(tiles, new Date('2026-12-20T00:00:00Z')));
    expect(activePromoKey([], new Date())).toBe('');
  });
});
