import { describe, expect, it } from 'vitest';
import type { LiveCar } from '../../domain/live-status.ts';
import { similarShown, type SimilarCandidate } from './similar-live.ts';

const car = (id: number, price = 30_000, reserved = false): SimilarCandidate => ({ id, price, reserved });
const inStock = (price = 30_000): LiveCar => ({ status: 'in_stock', reserved: false, price });

describe('similarShown', () => {
  const eight = Array.from({ length: 8 }, (_, i) => car(i + 10));

  it('up to six, in the engine order, never the car itself', () => {
    expect(similarShown(eight, null, 11)).toEqual([10, 12, 13, 14, 15, 16]);
  });

  it('without a live answer the cars stay as the build found them', () => {
    expect(similarShown([car(2), car(3)], null, 1)).toEqual([2, 3]);
  });

  it('sold, newly reserved or re-priced since the build: left out, the next car takes the place', () => {
    const live = new Map<number, LiveCar>([
      [10, { status: 'sold', reserved: false, price: 30_000 }],
      [11, { status: 'in_stock', reserved: true, price: 30_000 }],
      [12, inStock(45_000)],
      [13, inStock()],
    ]);
    expect(similarShown(eight, live, 1)).toEqual([13, 14, 15, 16, 17]);
  });

  it('a car reserved at build time and still reserved keeps its card (it already shows Reserved)', () => {
    expect(similarShown([car(2, 30_000, true)], new Map([[2, { status: 'in_stock', reserved: true, price: 30_000 }]]), 1)).toEqual([2]);
  });

  it('a car the platform does not answer for keeps its card, as on search cards', () => {
    expect(similarShown([car(2), car(3)], new Map([[3, inStock()]]), 1)).toEqual([2, 3]);
  });
});
