import { describe, expect, it } from 'vitest';
import { localTodayIso, timeAgo } from './time-ago.ts';

describe('timeAgo', () => {
  it('counts calendar days from the review date to today', () => {
    expect(timeAgo('2026-11-14', '2026-12-01')).toBe('17 days ago');
    expect(timeAgo('2026-11-30', '2026-12-01')).toBe('yesterday');
    expect(timeAgo('2026-12-01', '2026-12-01')).toBe('today');
    expect(timeAgo('2026-12-03', '2026-12-01')).toBe('today');
  });

  it('months after 30 days, years after 364', () => {
    expect(timeAgo('2026-10-01', '2026-12-01')).toBe('2 months ago');
    expect(timeAgo('2026-10-31', '2026-12-01')).toBe('1 month ago');
    expect(timeAgo('2024-11-30', '2026-12-01')).toBe('2 years ago');
  });

  it('nothing for a date it cannot read', () => {
    expect(timeAgo('31/02/2026', '2026-12-01')).toBeUndefined();
  });
});

describe('localTodayIso', () => {
  it("is the device's own calendar day", () => {
    expect(localTodayIso(new Date(2026, 11, 1, 23, 59))).toBe('2026-12-01');
  });
});
