import { describe, expect, it } from 'vitest';
import { formatRangeParam, isFullRange, moveThumb, parseRangeParam, sliderBounds, snapSliderValue } from './slider.ts';

describe('sliderBounds', () => {
  it('step is the range over 100, rounded', () => {
    expect(sliderBounds({ min: 4_990, max: 89_990 })).toEqual({ min: 4_990, max: 89_990, step: 850 });
    expect(sliderBounds({ min: 0, max: 150 })).toEqual({ min: 0, max: 150, step: 2 });
  });

  it('max 100000 when stats are missing or not positive', () => {
    expect(sliderBounds()).toEqual({ min: 0, max: 100_000, step: 1000 });
    expect(sliderBounds(null)).toEqual({ min: 0, max: 100_000, step: 1000 });
    expect(sliderBounds({ min: 0, max: 0 })).toEqual({ min: 0, max: 100_000, step: 1000 });
    expect(sliderBounds({ min: 5, max: -1 })).toEqual({ min: 0, max: 100_000, step: 1000 });
  });

  it('a step never falls to 0', () => {
    expect(sliderBounds({ min: 100, max: 120 }).step).toBe(1);
  });
});

describe('snap and move', () => {
  const bounds = sliderBounds({ min: 1_200, max: 45_300 });

  it('snaps to 1000, clamped back into the range', () => {
    expect(snapSliderValue(12_499, bounds)).toBe(12_000);
    expect(snapSliderValue(12_500, bounds)).toBe(13_000);
    expect(snapSliderValue(1_400, bounds)).toBe(1_200);
    expect(snapSliderValue(45_200, bounds)).toBe(45_000);
    expect(snapSliderValue(45_300, bounds)).toBe(45_300);
  });

  it('ignores values outside the range', () => {
    const current = { min: 5_000, max: 20_000 };
    expect(moveThumb(current, 'min', 1_199, bounds)).toBe(current);
    expect(moveThumb(current, 'max', 45_301, bounds)).toBe(current);
    expect(moveThumb(current, 'max', Number.NaN, bounds)).toBe(current);
  });

  it('a thumb cannot pass the other', () => {
    const current = { min: 5_000, max: 20_000 };
    expect(moveThumb(current, 'min', 30_000, bounds)).toEqual({ min: 20_000, max: 20_000 });
    expect(moveThumb(current, 'max', 2_000, bounds)).toEqual({ min: 5_000, max: 5_000 });
    expect(moveThumb(current, 'min', 8_700, bounds)).toEqual({ min: 9_000, max: 20_000 });
  });
});

describe('URL value', () => {
  const bounds = sliderBounds({ min: 0, max: 80_000 });

  it('formats and parses min:max', () => {
    expect(formatRangeParam({ min: 10_000, max: 30_000 })).toBe('10000:30000');
    expect(parseRangeParam('10000:30000', bounds)).toEqual({ min: 10_000, max: 30_000 });
  });

  it('missing, broken or out-of-range sides fall back to the bound; reversed sides swap', () => {
    expect(parseRangeParam(undefined, bounds)).toEqual({ min: 0, max: 80_000 });
    expect(parseRangeParam('5000:', bounds)).toEqual({ min: 5_000, max: 80_000 });
    expect(parseRangeParam('abc:90000', bounds)).toEqual({ min: 0, max: 80_000 });
    expect(parseRangeParam('-1:80000', bounds)).toEqual({ min: 0, max: 80_000 });
    expect(parseRangeParam('30000:10000', bounds)).toEqual({ min: 10_000, max: 30_000 });
  });

  it('isFullRange tells when no filter is needed', () => {
    expect(isFullRange({ min: 0, max: 80_000 }, bounds)).toBe(true);
    expect(isFullRange({ min: 1_000, max: 80_000 }, bounds)).toBe(false);
  });
});
