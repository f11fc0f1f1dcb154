import { describe, expect, it } from 'vitest';
import {
  isAvailable,
  isListed,
  isLongSold,
  isRecentlySold,
  isReservable,
  isSold,
  listedStockFilter,
  soldCutoffSeconds,
  tradeInAllowed,
  tradeInEstimateUnlikely,
} from './availability.ts';

const now = new Date('2026-11-21T02:00:00Z');
const nowSeconds = now.getTime() / 1000;
const DAY = 86_400;

describe('isAvailable / isSold', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['on_hold', false],
    ['', false],
  ])('status %s → available %s', (status, available) => {
    expect(isAvailable({ status })).toBe(available);
    expect(isSold({ status })).toBe(!available);
  });
});

describe('isReservable', () => {
  const on = { reserveEnabled: true };
  it('needs the feature, availability and no reservation', () => {
    expect(isReservable({ status: 'in_stock', reserved: false }, on)).toBe(true);
    expect(isReservable({ status: 'coming_soon', reserved: false }, on)).toBe(true);
    expect(isReservable({ status: 'in_stock', reserved: false }, { reserveEnabled: false })).toBe(false);
    expect(isReservable({ status: 'in_stock', reserved: true }, on)).toBe(false);
    expect(isReservable({ status: 'sold', reserved: false }, on)).toBe(false);
  });
});

describe('sold window', () => {
  const sold = (daysAgo: number, extraSeconds = 0) => ({
    status: 'sold',
    sold_date_timestamp: nowSeconds - daysAgo * DAY + extraSeconds,
    show_on_dealer_website: true,
  });

  it('cutoff is now minus the visible days, in seconds', () => {
    expect(soldCutoffSeconds(now, 3)).toBe(nowSeconds - 3 * DAY);
    expect(soldCutoffSeconds(now)).toBe(nowSeconds - 3 * DAY);
  });

  it('default 3 days: sold 1 second inside the window is listed, exactly at the cutoff is not', () => {
    expect(isListed(sold(3, 1), now)).toBe(true);
    expect(isRecentlySold(sold(3, 1), now)).toBe(true);
    expect(isListed(sold(3), now)).toBe(false);
    expect(isLongSold(sold(3), now)).toBe(true);
  });

  it('a dealer with 14 days keeps a car sold 10 days ago', () => {
    expect(isListed(sold(10), now, 3)).toBe(false);
    expect(isListed(sold(10), now, 14)).toBe(true);
    expect(isListed(sold(14), now, 14)).toBe(false);
  });

  it('a sold car without a sold date is long sold and not listed', () => {
    const noDate = { status: 'sold', sold_date_timestamp: null, show_on_dealer_website: true };
    expect(isListed(noDate, now)).toBe(false);
    expect(isLongSold(noDate, now)).toBe(true);
  });

  it('an available car is never (long) sold whatever its sold date', () => {
    const car = { status: 'in_stock', sold_date_timestamp: nowSeconds - 100 * DAY, show_on_dealer_website: true };
    expect(isListed(car, now)).toBe(true);
    expect(isRecentlySold(car, now)).toBe(false);
    expect(isLongSold(car, now)).toBe(false);
  });

  it('show_on_dealer_website false hides even an in-stock car', () => {
    expect(isListed({ status: 'in_stock', sold_date_timestamp: null, show_on_dealer_website: false }, now)).toBe(false);
    expect(isListed({ status: 'coming_soon', sold_date_timestamp: null, show_on_dealer_website: true }, now)).toBe(true);
  });

  it('the filter expresses the same cutoff', () => {
    expect(listedStockFilter(now, 14)).toBe(
      `(status = "in_stock" OR status = "coming_soon" OR sold_date_timestamp > ${nowSeconds - 14 * DAY}) AND show_on_dealer_website = true`,
    );
  });
});

describe('tradeInAllowed', () => {
  const on = { valuationIntegration: true };
  const car = { status: 'in_stock', reserved: false, price: 201 };
  it('needs the integration, in stock, not reserved, price above 200', () => {
    expect(tradeInAllowed(car, on)).toBe(true);
    expect(tradeInAllowed(car, { valuationIntegration: false })).toBe(false);
    expect(tradeInAllowed({ ...car, price: 200 }, on)).toBe(false);
    expect(tradeInAllowed({ ...car, reserved: true }, on)).toBe(false);
    expect(tradeInAllowed({ ...car, status: 'sold' }, on)).toBe(false);
    // Coming soon is available but not in stock.
    expect(tradeInAllowed({ ...car, status: 'coming_soon' }, on)).toBe(false);
  });
});

describe('tradeInEstimateUnlikely', () => {
  it('over 7 years or over 100,000 km', () => {
    expect(tradeInEstimateUnlikely({ year: 2019, km: 100_000 }, now)).toBe(false);
    expect(tradeInEstimateUnlikely({ year: 2018, km: 10 }, now)).toBe(true);
    expect(tradeInEstimateUnlikely({ year: 2024, km: 100_001 }, now)).toBe(true);
  });

  it('counts the year in the dealer time zone (1 Jan in Brisbane is still 31 Dec in UTC)', () => {
    const newYearBrisbane = new Date('2026-12-31T15:00:00Z');
    expect(tradeInEstimateUnlikely({ year: 2019, km: 0 }, newYearBrisbane, 'Australia/Brisbane')).toBe(true);
    expect(tradeInEstimateUnlikely({ year: 2019, km: 0 }, newYearBrisbane, 'UTC')).toBe(false);
  });
});
