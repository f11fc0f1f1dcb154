import { describe, expect, it } from 'vitest';
import { thinSoldRuns } from './sold-runs.ts';

const list = (statuses: string) => statuses.split('').map((s, i) => ({ id: i, status: s === 'S' ? 'sold' : s === 'C' ? 'coming_soon' : 'in_stock' }));
const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('thinSoldRuns', () => {
  it('keeps the first sold car of each consecutive run', () => {
    // A S S S A S A S S
    expect(ids(thinSoldRuns(list('ASSSASASS'), { enabled: true }))).toEqual([0, 1, 4, 5, 6, 7]);
  });

  it('a run at the start, a lone sold car and coming-soon cars', () => {
    expect(ids(thinSoldRuns(list('SSCS'), { enabled: true }))).toEqual([0, 2, 3]);
    expect(ids(thinSoldRuns(list('S'), { enabled: true }))).toEqual([0]);
    expect(thinSoldRuns([], { enabled: true })).toEqual([]);
  });

  it('leaves the list alone when sold handling is off', () => {
    expect(ids(thinSoldRuns(list('ASSS'), { enabled: false }))).toEqual([0, 1, 2, 3]);
  });

  it('accepts a custom sold test for other shapes', () => {
    const items = [{ sold: true }, { sold: true }, { sold: false }];
    expect(thinSoldRuns(items, { enabled: true, isSold: (item) => item.sold })).toHaveLength(2);
  });
});
