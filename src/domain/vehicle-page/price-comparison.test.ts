import { describe, expect, it } from 'vitest';
import { GAUGE_ANIMATION_MS, animatedFill, dealLabel, fillBand, needleDegrees, priceComparisonShown } from './price-comparison.ts';

const data = { fill: 0.7, listing_price: 30000, market_range_min: 28000, market_range_max: 34000, confidence: 0.85, description: 'x' };

describe('priceComparisonShown', () => {
  it('needs every field present', () => {
    expect(priceComparisonShown(data)).toBe(true);
    expect(priceComparisonShown({ ...data, fill: 0 })).toBe(true);
    for (const key of ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const) {
      expect(priceComparisonShown({ ...data, [key]: null })).toBe(false);
      expect(priceComparisonShown({ ...data, [key]: undefined })).toBe(false);
    }
    expect(priceComparisonShown(null)).toBe(false);
  });

  it('needs confidence above 0.2', () => {
    expect(priceComparisonShown({ ...data, confidence: 0.2 })).toBe(false);
    expect(priceComparisonShown({ ...data, confidence: 0.21 })).toBe(true);
  });

  it('needs the market max at least the listing price', () => {
    expect(priceComparisonShown({ ...data, market_range_max: 30000 })).toBe(true);
    expect(priceComparisonShown({ ...data, market_range_max: 29999 })).toBe(false);
  });
});

describe('labels and bands', () => {
  it('Good Deal under 0.65, Great Deal from it', () => {
    expect(dealLabel(0.649)).toBe('Good Deal');
    expect(dealLabel(0.65)).toBe('Great Deal');
  });

  it('bands at 0.3 and 0.6', () => {
    expect(fillBand(0.29)).toBe('low');
    expect(fillBand(0.3)).toBe('medium');
    expect(fillBand(0.59)).toBe('medium');
    expect(fillBand(0.6)).toBe('high');
  });
});

describe('animation', () => {
  it('runs 2500 ms and lands on the target; instant with reduced motion', () => {
    expect(animatedFill(0.8, 0, false)).toBe(0);
    expect(animatedFill(0.8, GAUGE_ANIMATION_MS / 2, false)).toBeGreaterThan(0.4);
    expect(animatedFill(0.8, GAUGE_ANIMATION_MS / 2, false)).toBeLessThan(0.8);
    expect(animatedFill(0.8, GAUGE_ANIMATION_MS, false)).toBe(0.8);
    expect(animatedFill(0.8, 0, true)).toBe(0.8);
  });

  it('needle from -90 to 90 degrees', () => {
    expect(needleDegrees(0)).toBe(-90);
    expect(needleDegrees(0.5)).toBe(0);
    expect(needleDegrees(2)).toBe(90);
  });
});
