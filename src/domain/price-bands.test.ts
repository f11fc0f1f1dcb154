import { describe, expect, it } from 'vitest';
import { parsePriceRange } from './budget.ts';
import { PRICE_BANDS, priceBand } from './price-bands.ts';

describe('price bands (price_range)', () => {
  it('lists the bands cheapest first', () => {
    expect(PRICE_BANDS).toEqual([
      'Under $10,000',
      '$10,000 to $20,000',
      '$20,000 to $30,000',
      '$30,000 to $40,000',
      '$40,000 to $50,000',
      '$50,000 to $75,000',
      '$75,000 to $100,000',
      '$100,000 and over',
    ]);
  });

  it('puts a price in the band whose lower edge it reaches', () => {
    expect(priceBand(1)).toBe('Under $10,000');
    expect(priceBand(9_999)).toBe('Under $10,000');
    expect(priceBand(10_000)).toBe('$10,000 to $20,000');
    expect(priceBand(19_990)).toBe('$10,000 to $20,000');
    expect(priceBand(74_999.5)).toBe('$50,000 to $75,000');
    expect(priceBand(100_000)).toBe('$100,000 and over');
    expect(priceBand(2_500_000)).toBe('$100,000 and over');
  });

  it('gives no band to a car without a price', () => {
    for (const price of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(priceBand(price)).toBeUndefined();
  });

  it('never spells a band as the budget finder’s price range label', () => {
    for (const band of PRICE_BANDS) expect(parsePriceRange(band)).toBeUndefined();
  });
});
