import { describe, expect, it } from 'vitest';
import { salesCount } from './sales-counter.ts';

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
