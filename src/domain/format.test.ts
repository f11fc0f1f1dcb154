import { describe, expect, it } from 'vitest';
import { formatAud, formatDate, formatIsoDate, formatKm, truncate } from './format.ts';

describe('formatAud', () => {
  it('whole dollars by default, cents when asked', () => {
    expect(formatAud(24990)).toBe('$24,990');
    expect(formatAud(24990.5, { cents: true })).toBe('$24,990.50');
    expect(formatAud(637.41, { cents: true })).toBe('$637.41');
    expect(formatAud(0)).toBe('$0');
    expect(formatAud(1_000_000)).toBe('$1,000,000');
  });
});

describe('formatKm', () => {
  it('thousands separators and unit', () => {
    expect(formatKm(45120)).toBe('45,120 km');
    expect(formatKm(0)).toBe('0 km');
  });
});

describe('formatDate', () => {
  it('full month names in the given zone', () => {
    expect(formatDate(new Date('2026-11-21T03:00:00Z'), 'Australia/Brisbane')).toBe('21 November 2026');
    // 14:30 UTC on the 20th is already the 21st in Sydney (+11 in November) but not in Perth (+8).
    const instant = new Date('2026-11-20T14:30:00Z');
    expect(formatDate(instant, 'Australia/Sydney')).toBe('21 November 2026');
    expect(formatDate(instant, 'Australia/Perth')).toBe('20 November 2026');
  });

  it('date-only strings keep their calendar day', () => {
    expect(formatIsoDate('2025-09-30')).toBe('30 September 2025');
    expect(formatIsoDate('not a date')).toBe('not a date');
  });
});

describe('truncate', () => {
  it('returns short text unchanged, including text of exactly the limit', () => {
    expect(truncate('Great car', 9)).toBe('Great car');
    expect(truncate('', 5)).toBe('');
  });

  it('cuts at the last whole word and adds an ellipsis', () => {
    expect(truncate('One owner full service history', 12)).toBe('One owner…');
    expect(truncate('One owner full service history', 9)).toBe('One owner…');
    expect(truncate('One owner, full service history', 11)).toBe('One owner…');
  });

  it('the kept text never exceeds the limit', () => {
    const text = 'word '.repeat(100);
    for (const limit of [1, 7, 50, 160, 199]) {
      expect(truncate(text, limit).replace('…', '').length).toBeLessThanOrEqual(limit);
    }
  });

  it('hard-cuts a single word longer than the limit', () => {
    expect(truncate('Supercalifragilistic', 5)).toBe('Super…');
  });
});
