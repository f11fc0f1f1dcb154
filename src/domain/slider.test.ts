import { describe, expect, it } from 'vitest';
import { formatRangeParam, isFullRange, moveThumb, parseRangeParam, sliderBounds, snapSliderValue, snapToGrid } from './slider.ts';

describe('sliderBounds', () => {
  it('puts the ends on the snap grid, outwards, and steps by the snap (step and snap agree)', () => {
    expect(sliderBounds({ min: 4_990, max: 89_990 })).toEqual({ min: 4_000, max: 90_000, step: 1000, snap: 1000 });
    expect(sliderBounds({ min: 0, max: 150 }, 10)).toEqual({ min: 0, max: 150, step: 10, snap: 10 });
    expect(sliderBounds({ min: 83, max: 412 }, 10)).toEqual({ min: 80, max: 420, step: 10, snap: 10 });
  });

  it('every value the browser can give on that grid is a multiple of the snap', () => {
    const bounds = sliderBounds({ min: 2_345, max: 187_654 });
    for (let value = bounds.min; value <= bounds.max; value += bounds.step) expect(snapSliderValue(value, bounds)).toBe(value);
    expect(bounds.min % 1000).toBe(0);
    expect(bounds.max % 1000).toBe(0);
  });

  it('max 100000 when stats are missing or not positive', () => {
    const fallback = { min: 0, max: 100_000, step: 1000, snap: 1000 };
    expect(sliderBounds()).toEqual(fallback);
    expect(sliderBounds(null)).toEqual(fallback);
    expect(sliderBounds({ min: 0, max: 0 })).toEqual(fallback);
    expect(sliderBounds({ min: 5, max: -1 })).toEqual(fallback);
    expect(sliderBounds({ min: 5, max: Number.NaN })).toEqual(fallback);
  });
});

describe('snap and move', () => {
  const bounds = sliderBounds({ min: 1_200, max: 45_300 });

  it('snaps to 1000, inside the grid ends', () => {
    expect(bounds).toMatchObject({ min: 1_000, max: 46_000 });
    expect(snapSliderValue(12_499, bounds)).toBe(12_000);
    expect(snapSliderValue(12_500, bounds)).toBe(13_000);
    expect(snapSliderValue(1_400, bounds)).toBe(1_000);
    expect(snapSliderValue(45_300, bounds)).toBe(45_000);
    expect(snapSliderValue(45_600, bounds)).toBe(46_000);
    expect(snapToGrid(2_500)).toBe(3_000);
    expect(snapToGrid(154, 10)).toBe(150);
  });

  it('ignores values outside the range', () => {
    const current = { min: 5_000, max: 20_000 };
    expect(moveThumb(current, 'min', 999, bounds)).toBe(current);
    expect(moveThumb(current, 'max', 46_001, bounds)).toBe(current);
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

  it('a side off the snap grid sits on its nearest multiple', () => {
    expect(parseRangeParam('2500:41499', bounds)).toEqual({ min: 3_000, max: 41_000 });
  });

  it('isFullRange tells when no filter is needed', () => {
    expect(isFullRange({ min: 0, max: 80_000 }, bounds)).toBe(true);
    expect(isFullRange({ min: 1_000, max: 80_000 }, bounds)).toBe(false);
  });
});
