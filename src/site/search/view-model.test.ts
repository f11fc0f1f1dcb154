import { describe, expect, it } from 'vitest';
import { activePromoKey } from './view-model.ts';

describe('activePromoKey', () => {
  const tiles = [
    { id: 'always', start: null, expiry: null },
    { id: 'december', start: '2026-12-01', expiry: '2026-12-31' },
    { id: 'spring', start: '2026-09-01', expiry: '2026-11-30' },
  ];

  it('names the tiles inside their window, so two clocks compare by what the grid would show', () => {
    expect(activePromoKey(tiles, new Date('2026-11-25T00:00:00Z'))).toBe('always\nspring');
    // Dates are Queensland days: 1 December starts at 14:00 UTC on 30 November.
    expect(activePromoKey(tiles, new Date('2026-11-30T15:00:00Z'))).toBe('always\ndecember');
    expect(activePromoKey(tiles, new Date('2026-12-02T00:00:00Z'))).toBe(activePromoKey(tiles, new Date('2026-12-20T00:00:00Z')));
    expect(activePromoKey([], new Date())).toBe('');
  });
});
