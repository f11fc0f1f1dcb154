import { describe, expect, it } from 'vitest';
import { decodeCardViews, encodeCardViews } from './card-views.ts';

describe('card views file', () => {
  it('round-trips the counts of cars that have one, ids delta-coded', () => {
    const file = encodeCardViews([{ id: 30, views: 5 }, { id: 10, views: 120 }, { id: 20 }, { id: 25, views: 0 }]);
    expect(file).toEqual({ ids: [10, 20], views: [120, 5] });
    expect([...decodeCardViews(file)]).toEqual([
      [10, 120],
      [30, 5],
    ]);
  });

  it('reads a malformed file as no counts', () => {
    expect(decodeCardViews(null).size).toBe(0);
    expect(decodeCardViews({ ids: [1, 2], views: [3] }).size).toBe(0);
    expect(decodeCardViews({ ids: [1, 'x'], views: [3, 4] }).size).toBe(0);
    expect(decodeCardViews({ ids: [1, 2], views: [3, -1] }).size).toBe(0);
  });
});
