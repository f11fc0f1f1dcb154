import { describe, expect, it } from 'vitest';
import { similarCarsFilter, similarCarsQuery, similarPriceBand } from './similar.ts';

describe('similarPriceBand', () => {
  it('±10,000 under 50,000, ±25,000 from 50,000', () => {
    expect(similarPriceBand(30_000)).toEqual({ min: 20_000, max: 40_000 });
    expect(similarPriceBand(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(similarPriceBand(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(similarPriceBand(5_000)).toEqual({ min: 0, max: 15_000 });
  });
});

describe('similarCarsFilter', () => {
  it('same make or body, in the band, in stock, not this car', () => {
    expect(similarCarsFilter({ id: 7, make: 'Toyota', simple_body: 'SUV', price: 30_000 })).toBe(
      '(make = "Toyota" OR simple_body = "SUV") AND price >= 20000 AND price <= 40000 AND status = "in_stock" AND id != 7',
    );
  });

  it('make only when the body is unknown', () => {
    expect(similarCarsFilter({ id: 8, make: 'Kia', simple_body: null, price: 60_000 })).toBe(
      'make = "Kia" AND price >= 35000 AND price <= 85000 AND status = "in_stock" AND id != 8',
    );
  });

  it('quotes and escapes values', () => {
    expect(similarCarsFilter({ id: 9, make: 'Land "Rover"\\', simple_body: null, price: 1 })).toContain('make = "Land \\"Rover\\"\\\\"');
  });

  it('asks for 6', () => {
    expect(similarCarsQuery({ id: 7, make: 'Toyota', simple_body: 'SUV', price: 30_000 }).limit).toBe(6);
  });
});
