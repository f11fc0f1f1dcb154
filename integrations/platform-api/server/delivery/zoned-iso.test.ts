import { describe, expect, it } from 'vitest';
import { dayInZone, isoInZone } from './zoned-iso.ts';

describe('instants in the dealer’s wall clock with its offset', () => {
  it('writes the same instant with the zone’s offset on that day', () => {
    const instant = '2026-12-01T00:00:00.000Z';
    expect(isoInZone(instant, 'Australia/Brisbane')).toBe('2026-12-01T10:00:00+10:00');
    // Sydney keeps daylight saving in December, Brisbane does not; Adelaide is half an hour off.
    expect(isoInZone(instant, 'Australia/Sydney')).toBe('2026-12-01T11:00:00+11:00');
    expect(isoInZone('2026-07-01T00:00:00.000Z', 'Australia/Adelaide')).toBe('2026-07-01T09:30:00+09:30');
    expect(isoInZone('2026-07-01T00:00:00.000Z', 'America/St_Johns')).toBe('2026-06-30T21:30:00-02:30');
    for (const zone of ['Australia/Brisbane', 'Australia/Sydney', 'Australia/Adelaide', 'America/St_Johns', 'UTC']) {
      expect(Date.parse(isoInZone(instant, zone)), zone).toBe(Date.parse(instant));
    }
  });

  it('gives a calendar day’s first and last second, each with its own offset on a daylight-saving day', () => {
    expect(dayInZone('2026-10-04', 'Australia/Sydney')).toEqual({ start: '2026-10-04T00:00:00+10:00', end: '2026-10-04T23:59:59+11:00' });
    expect(dayInZone('2026-12-01', 'Australia/Brisbane')).toEqual({ start: '2026-12-01T00:00:00+10:00', end: '2026-12-01T23:59:59+10:00' });
  });
});
