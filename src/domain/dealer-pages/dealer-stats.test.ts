import { describe, expect, it } from 'vitest';
import { dealerStats } from './dealer-stats.ts';

describe('dealerStats', () => {
  it("states the dealer's own figures, exactly", () => {
    expect(dealerStats({ locations: 12, brands: 9, establishedYear: 1994, currentYear: 2026 })).toEqual([
      { value: '12', label: 'Locations' },
      { value: '9', label: 'Brands' },
      { value: '32', label: 'Years in business' },
    ]);
  });

  it('one location and one brand read in the singular; no years without a stated founding year', () => {
    expect(dealerStats({ locations: 1, brands: 1, establishedYear: null, currentYear: 2026 })).toEqual([
      { value: '1', label: 'Location' },
      { value: '1', label: 'Brand' },
    ]);
  });

  it('leaves out what is unknown instead of guessing', () => {
    expect(dealerStats({ locations: 0, brands: 0, establishedYear: 2026, currentYear: 2026 })).toEqual([]);
  });
});
