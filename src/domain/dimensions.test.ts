import { describe, expect, it } from 'vitest';
import { dimensionText, feetToMetres, METRES_PER_FOOT } from './dimensions.ts';

describe('dimensions', () => {
  it('converts feet with spec 01 §9 factor 0.3048', () => {
    expect(METRES_PER_FOOT).toBe(0.3048);
    expect(feetToMetres(10)).toBeCloseTo(3.048, 10);
  });

  it('shows feet in metres beside the feed figure, millimetres as they are', () => {
    expect(dimensionText(21.5, 'ft')).toBe('6.55 m (21.5 ft)');
    expect(dimensionText(17.9, 'ft')).toBe('5.46 m (17.9 ft)');
    expect(dimensionText(5445, 'mm')).toBe('5,445 mm');
  });

  it('hides a missing or nonsense value', () => {
    expect(dimensionText(null, 'ft')).toBeUndefined();
    expect(dimensionText(0, 'mm')).toBeUndefined();
    expect(dimensionText(Number.NaN, 'ft')).toBeUndefined();
  });
});
