import { describe, expect, it } from 'vitest';
import { offerDescription, offerDisclaimer, offerEndsText, offerVisible, visibleOffers } from './offers.ts';

describe('offer visibility', () => {
  const offer = { id: 10, excluded_website_ids: [3, 4] };

  it('hidden when the site is excluded', () => {
    expect(offerVisible(offer, 3)).toBe(false);
    expect(offerVisible(offer, 5)).toBe(true);
    expect(offerVisible({ id: 11, excluded_website_ids: [] }, 3)).toBe(true);
  });

  it('shown anyway when the dealer lists it as an exception', () => {
    expect(offerVisible(offer, 3, [10])).toBe(true);
    expect(offerVisible(offer, 3, [99])).toBe(false);
  });

  it('filters a list', () => {
    expect(visibleOffers([offer, { id: 12, excluded_website_ids: [] }], 4).map((o) => o.id)).toEqual([12]);
  });
});

const words = (length: number) => 'abcd '.repeat(Math.ceil(length / 5)).slice(0, length);

describe('description truncation', () => {
  it('200 characters or fewer show whole', () => {
    const text = words(200);
    expect(offerDescription(text)).toEqual({ short: text, full: text, truncated: false });
  });

  it('201 characters are cut to at most 160 plus an ellipsis', () => {
    const result = offerDescription(words(201));
    expect(result.truncated).toBe(true);
    expect(result.short.endsWith('…')).toBe(true);
    expect(result.short.length - 1).toBeLessThanOrEqual(160);
    expect(result.short.length - 1).toBeGreaterThan(150);
    expect(result.full).toHaveLength(201);
  });
});

describe('disclaimer truncation', () => {
  it('cut at 200', () => {
    expect(offerDisclaimer(words(200)).truncated).toBe(false);
    const result = offerDisclaimer(words(201));
    expect(result.truncated).toBe(true);
    expect(result.short.length - 1).toBeLessThanOrEqual(200);
    expect(result.short.length - 1).toBeGreaterThan(190);
  });
});

describe('offerEndsText', () => {
  it('Offer ends with a full month name', () => {
    expect(offerEndsText('2025-09-30')).toBe('Offer ends 30 September 2025');
    expect(offerEndsText(undefined)).toBeUndefined();
  });
});
