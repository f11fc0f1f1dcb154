import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countUpTarget } from './count-up.ts';

describe('count-up', () => {
  it('lasts 2 s (spec 01 §9)', () => expect(COUNT_UP_MS).toBe(2000));

  it('counts only whole numbers', () => {
    expect(countUpTarget('12')).toBe(12);
    expect(countUpTarget('1,250')).toBe(1250);
    expect(countUpTarget('50+')).toBeUndefined();
    expect(countUpTarget('')).toBeUndefined();
  });
});
