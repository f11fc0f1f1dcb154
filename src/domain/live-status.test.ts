import { describe, expect, it } from 'vitest';
import { liveChange, tagAtClock } from './live-status.ts';

const built = { price: 24990, available: true, reserved: false };

describe('liveChange', () => {
  it('nothing to do when the platform agrees with the page', () => {
    expect(liveChange(built, { status: 'in_stock', reserved: false, price: 24990 })).toBeUndefined();
  });

  it('sold after the build: sold, whatever the price says', () => {
    expect(liveChange(built, { status: 'sold', reserved: false, price: 21990 })).toEqual({ sold: true, reserved: false });
  });

  it('reserved after the build', () => {
    expect(liveChange(built, { status: 'in_stock', reserved: true, price: 24990 })).toEqual({ sold: false, reserved: true });
    expect(liveChange({ ...built, reserved: true }, { status: 'in_stock', reserved: true, price: 24990 })).toBeUndefined();
  });

  it('re-priced: the new price, unless it is a placeholder', () => {
    expect(liveChange(built, { status: 'in_stock', reserved: false, price: 22990 })).toEqual({ sold: false, reserved: false, price: 22990 });
    expect(liveChange(built, { status: 'in_stock', reserved: false, price: 0 })).toBeUndefined();
  });

  it('a page built sold stays as built (the static page is already the truth)', () => {
    expect(liveChange({ ...built, available: false }, { status: 'sold', reserved: false, price: 24990 })).toBeUndefined();
  });
});

describe('tagAtClock', () => {
  const windows = { newArrivalDays: 8, soldVisibleDays: 3 };
  const now = new Date('2026-11-21T00:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('a new-arrival tag goes once the car is older than the window', () => {
    expect(tagAtClock({ kind: 'new-arrival', createdAt: daysAgo(2).toISOString(), soldAt: null }, now, windows)).toBe('keep');
    expect(tagAtClock({ kind: 'new-arrival', createdAt: daysAgo(9).toISOString(), soldAt: null }, now, windows)).toBe('drop');
    expect(tagAtClock({ kind: 'new-arrival', createdAt: daysAgo(9).toISOString(), soldAt: null }, now, { ...windows, newArrivalDays: 14 })).toBe('keep');
  });

  it('a just-sold tag becomes SOLD after the sold window; other tags stay', () => {
    const soldAt = (days: number) => Math.floor(daysAgo(days).getTime() / 1000);
    expect(tagAtClock({ kind: 'just-sold', createdAt: '', soldAt: soldAt(1) }, now, windows)).toBe('keep');
    expect(tagAtClock({ kind: 'just-sold', createdAt: '', soldAt: soldAt(4) }, now, windows)).toBe('sold');
    expect(tagAtClock({ kind: 'reserved', createdAt: daysAgo(30).toISOString(), soldAt: soldAt(30) }, now, windows)).toBe('keep');
  });
});
