import { describe, expect, it } from 'vitest';
import { localMidnight, notExpired, offerExpiresAt } from './expiry.ts';

describe('time-bound things expire in the dealer’s time zone', () => {
  it('an offer ending 25 November in Brisbane expires at midnight Brisbane time (14:00 UTC)', () => {
    expect(offerExpiresAt('2026-11-25', 'Australia/Brisbane')).toBe('2026-11-25T14:00:00.000Z');
  });

  it('Sydney in daylight saving is UTC+11; Perth is UTC+8', () => {
    expect(offerExpiresAt('2026-11-25', 'Australia/Sydney')).toBe('2026-11-25T13:00:00.000Z');
    expect(offerExpiresAt('2026-11-25', 'Australia/Perth')).toBe('2026-11-25T16:00:00.000Z');
  });

  it('the first day of daylight saving is found too', () => {
    expect(localMidnight('2026-10-04', 'Australia/Sydney').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(localMidnight('2026-10-05', 'Australia/Sydney').toISOString()).toBe('2026-10-04T13:00:00.000Z');
  });

  it('shows until the instant, then not; no end date shows always', () => {
    const expiresAt = offerExpiresAt('2026-11-25', 'Australia/Brisbane');
    expect(notExpired(expiresAt, new Date('2026-11-25T13:59:59Z'))).toBe(true);
    expect(notExpired(expiresAt, new Date('2026-11-25T14:00:00Z'))).toBe(false);
    expect(notExpired(undefined, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });
});
