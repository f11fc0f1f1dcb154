import { describe, expect, it } from 'vitest';
import { salesCount, salesCounterFigure, soldThisMonth } from './sales-counter.ts';

const brisbane = (local: string) => new Date(`${local}+10:00`);

describe('salesCount', () => {
  it('192 per day of the month at midnight, Brisbane time', () => {
    expect(salesCount(brisbane('2026-11-21T00:00:00'))).toBe(21 * 192);
    expect(salesCount(brisbane('2026-11-01T00:00:00'))).toBe(192);
  });

  it('plus one per full 450 seconds elapsed today', () => {
    expect(salesCount(brisbane('2026-11-21T00:07:29'))).toBe(4032);
    expect(salesCount(brisbane('2026-11-21T00:07:30'))).toBe(4033);
    expect(salesCount(brisbane('2026-11-21T12:00:00'))).toBe(4032 + 96);
  });

  it('climbs smoothly through midnight', () => {
    expect(salesCount(brisbane('2026-11-21T23:59:59'))).toBe(4032 + 191);
    expect(salesCount(brisbane('2026-11-22T00:00:00'))).toBe(22 * 192);
  });

  it('uses the Brisbane day, not the UTC day', () => {
    // 14:00 UTC on the 20th is midnight on the 21st in Brisbane.
    expect(salesCount(new Date('2026-11-20T14:00:00Z'))).toBe(21 * 192);
  });
});

const soldAt = (iso: string) => ({ status: 'sold', sold_date_timestamp: Math.floor(new Date(iso).getTime() / 1000) });

describe('soldThisMonth (real sales from the snapshot)', () => {
  const now = new Date('2026-11-20T14:00:00Z'); // 21 November, midnight in Brisbane

  it('counts sold cars whose sold date falls in this calendar month, in the dealer time zone', () => {
    const vehicles = [
      soldAt('2026-11-01T00:30:00+10:00'),
      soldAt('2026-11-20T09:00:00+10:00'),
      soldAt('2026-10-31T23:59:00+10:00'), // last month in Brisbane
      { status: 'in_stock', sold_date_timestamp: null },
      { status: 'sold', sold_date_timestamp: null }, // no date: not provably this month
    ];
    expect(soldThisMonth(vehicles, now, 'Australia/Brisbane')).toBe(2);
  });

  it('uses the dealer time zone for the month boundary, not UTC', () => {
    // 31 October 14:30 UTC is 1 November 00:30 in Brisbane but still October in UTC.
    const boundary = [soldAt('2026-10-31T14:30:00Z')];
    expect(soldThisMonth(boundary, now, 'Australia/Brisbane')).toBe(1);
    expect(soldThisMonth(boundary, now, 'UTC')).toBe(0);
    // Perth is two hours behind Brisbane: the same instant is 31 October 22:30 there.
    expect(soldThisMonth(boundary, now, 'Australia/Perth')).toBe(0);
  });

  it('ignores sold dates after the build clock and the same month of another year', () => {
    expect(soldThisMonth([soldAt('2026-11-25T10:00:00+10:00'), soldAt('2025-11-10T10:00:00+10:00')], now, 'Australia/Brisbane')).toBe(0);
  });

  it('is zero at the start of a month with no sales', () => {
    expect(soldThisMonth([soldAt('2026-11-30T10:00:00+10:00')], new Date('2026-12-01T00:00:00+10:00'), 'Australia/Brisbane')).toBe(0);
  });
});

describe('salesCounterFigure', () => {
  const now = brisbane('2026-11-21T00:07:30');
  const vehicles = [soldAt('2026-11-03T10:00:00+10:00'), soldAt('2026-11-19T10:00:00+10:00')];

  it("'sold-this-month' is the snapshot's real count", () => {
    expect(salesCounterFigure('sold-this-month', vehicles, now, 'Australia/Brisbane')).toEqual({ mode: 'sold-this-month', count: 2 });
  });

  it("'formula' is the spec formula at the build clock, whatever the stock says", () => {
    expect(salesCounterFigure('formula', vehicles, now, 'Australia/Brisbane')).toEqual({ mode: 'formula', count: 4033 });
  });
});
