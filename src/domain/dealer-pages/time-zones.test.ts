import { describe, expect, it } from 'vitest';
import { locationTimeZone } from './time-zones.ts';

describe('location time zone', () => {
  it('prefers the zone the data gives', () => {
    expect(locationTimeZone({ time_zone: 'Australia/Broken_Hill', address: { state: 'NSW' } }, 'Australia/Brisbane')).toBe('Australia/Broken_Hill');
  });

  it('falls back to the state, then the site', () => {
    expect(locationTimeZone({ address: { state: 'vic' } }, 'Australia/Brisbane')).toBe('Australia/Melbourne');
    expect(locationTimeZone({ address: { state: 'WA' } }, 'Australia/Brisbane')).toBe('Australia/Perth');
    expect(locationTimeZone({ address: { state: '' } }, 'Australia/Sydney')).toBe('Australia/Sydney');
  });
});
