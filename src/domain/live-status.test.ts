import { describe, expect, it } from 'vitest';
import { liveChange } from './live-status.ts';

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
