import { describe, expect, it } from 'vitest';
import { clockMoved, liveMoved, type SearchWakePlan } from './search-wake.ts';

const built = '2026-11-21T00:00:00.000Z';
const day = 86_400_000;

function plan(overrides: Partial<SearchWakePlan> = {}): SearchWakePlan {
  return {
    site: { websiteId: 1, apiBaseUrl: '/' },
    cards: [
      { id: 1, price: 30000, available: true, reserved: false },
      { id: 2, price: 40000, available: true, reserved: true },
    ],
    tags: [],
    promos: [],
    built,
    ...overrides,
  };
}

describe('clockMoved', () => {
  it('keeps the page asleep while every tag and tile is as the build placed them', () => {
    const tags = [{ kind: 'new-arrival', createdAt: '2026-11-19T00:00:00.000Z', soldAt: null, newArrivalDays: 7, soldVisibleDays: 3 }];
    expect(clockMoved(plan({ tags }), new Date(Date.parse(built) + day))).toBe(false);
  });

  it('wakes it once a "New" tag is older than the dealer window', () => {
    const tags = [{ kind: 'new-arrival', createdAt: '2026-11-19T00:00:00.000Z', soldAt: null, newArrivalDays: 7, soldVisibleDays: 3 }];
    expect(clockMoved(plan({ tags }), new Date(Date.parse('2026-11-19T00:00:00.000Z') + 8 * day))).toBe(true);
  });

  it('wakes it once a Just Sold tag should read SOLD', () => {
    const soldAt = Date.parse('2026-11-20T00:00:00.000Z') / 1000;
    const tags = [{ kind: 'just-sold', createdAt: '2026-10-01T00:00:00.000Z', soldAt, newArrivalDays: 7, soldVisibleDays: 3 }];
    expect(clockMoved(plan({ tags }), new Date(Date.parse(built) + day))).toBe(false);
    expect(clockMoved(plan({ tags }), new Date(Date.parse(built) + 3 * day))).toBe(true);
  });

  it('wakes it when a promo tile opens or closes after the build', () => {
    const promos = [{ id: 'december', start: '2026-12-01', expiry: '2026-12-31' }];
    expect(clockMoved(plan({ promos }), new Date('2026-11-25T00:00:00Z'))).toBe(false);
    // 1 December in Queensland starts at 14:00 UTC on 30 November.
    expect(clockMoved(plan({ promos }), new Date('2026-11-30T15:00:00Z'))).toBe(true);
  });
});

describe('liveMoved', () => {
  it('is false when the platform says what the build said, or leaves a card out', () => {
    expect(liveMoved(plan(), [{ id: 1, status: 'in_stock', reserved: false, price: 30000 }])).toBe(false);
    expect(liveMoved(plan(), [])).toBe(false);
  });

  it('is true for a card sold, newly reserved or re-priced since the build', () => {
    expect(liveMoved(plan(), [{ id: 1, status: 'sold', reserved: false, price: 30000 }])).toBe(true);
    expect(liveMoved(plan(), [{ id: 1, status: 'in_stock', reserved: true, price: 30000 }])).toBe(true);
    expect(liveMoved(plan(), [{ id: 1, status: 'in_stock', reserved: false, price: 28990 }])).toBe(true);
  });

  it('ignores what the card already shows and cars not on the page', () => {
    expect(liveMoved(plan(), [{ id: 2, status: 'in_stock', reserved: true, price: 40000 }])).toBe(false);
    expect(liveMoved(plan(), [{ id: 99, status: 'sold', reserved: false, price: 1 }])).toBe(false);
  });
});
