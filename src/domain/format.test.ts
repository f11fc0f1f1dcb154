import { describe, expect, it } from 'vitest';
import { formatAud, formatDate, formatDateTime, formatIsoDate, formatIsoMonth, formatIsoWeekday, formatKm, formatNumber, truncate } from './format.ts';

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

describe('formatNumber', () => {
  it('thousands separators, rounded to a whole number', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1_000_000)).toBe('1,000,000');
    expect(formatNumber(1234.6)).toBe('1,235');
  });

  it('decimals when asked: at most max, at least min', () => {
    expect(formatNumber(2.456, { max: 1 })).toBe('2.5');
    expect(formatNumber(2, { max: 1 })).toBe('2');
    expect(formatNumber(6.5532, { min: 2, max: 2 })).toBe('6.55');
    expect(formatNumber(6, { min: 2, max: 2 })).toBe('6.00');
    expect(formatNumber(12345.67, { max: 1 })).toBe('12,345.7');
  });
});

describe('formatDateTime', () => {
  it('the wall-clock time in the given zone, from a Date or an ISO instant', () => {
    // 03:30 UTC is 2:30 pm in Sydney (+11) and 11:30 am in Perth (+8) on the same day.
    expect(formatDateTime('2026-11-21T03:30:00Z', 'Australia/Sydney')).toMatch(/^21 November 2026 at 2:30\spm$/);
    expect(formatDateTime(new Date('2026-11-21T03:30:00Z'), 'Australia/Perth')).toMatch(/^21 November 2026 at 11:30\sam$/);
    // 14:30 UTC on the 20th is already the 21st in Sydney.
    expect(formatDateTime('2026-11-20T14:30:00Z', 'Australia/Sydney')).toMatch(/^21 November 2026 at 1:30\sam$/);
  });

  it('with the weekday when asked (emails about an appointment)', () => {
    expect(formatDateTime('2026-11-21T03:30:00Z', 'Australia/Sydney', { weekday: true })).toMatch(/^Saturday,? 21 November 2026 at 2:30\spm$/);
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

  it('a year and month is the month', () => {
    expect(formatIsoMonth('2025-12')).toBe('December 2025');
    expect(formatIsoMonth('2025-12-01')).toBe('2025-12-01');
  });

  it('a date-only string with its weekday and no year', () => {
    expect(formatIsoWeekday('2026-11-21')).toBe('Saturday 21 November');
    expect(formatIsoWeekday('2026-11-23')).toBe('Monday 23 November');
    expect(formatIsoWeekday('tomorrow')).toBe('tomorrow');
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
