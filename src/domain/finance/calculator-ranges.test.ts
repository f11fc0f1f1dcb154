import { describe, expect, it } from 'vitest';
import {
  clampToRange,
  defaultInterestRate,
  defaultLoanAmount,
  DEFAULT_TERM_YEARS,
  DEPOSIT_RANGE,
  INTEREST_RANGES,
  loanAmountRange,
  normaliseEntry,
  purchasePriceHelpText,
  purchasePriceRange,
  RESIDUAL_RANGE,
  snapToStep,
  termOptions,
  termRange,
} from './calculator-ranges.ts';

describe('loan amount', () => {
  it('step 500, min 1000 (5000 for one lender), max 100000', () => {
    expect(loanAmountRange()).toEqual({ min: 1000, max: 100_000, step: 500 });
    expect(loanAmountRange({ minAmount: 5000 }).min).toBe(5000);
  });

  it('max stretches to 1.05 × price only above 100000 and only when configured', () => {
    expect(loanAmountRange({ price: 120_000, maxFollowsPrice: true }).max).toBe(126_000);
    expect(loanAmountRange({ price: 100_000, maxFollowsPrice: true }).max).toBe(100_000);
    expect(loanAmountRange({ price: 120_000 }).max).toBe(100_000);
    // 1.05 × 100,001 = 105,001.05 → up to the next step.
    expect(loanAmountRange({ price: 100_001, maxFollowsPrice: true }).max).toBe(105_500);
  });

  it('defaults to the car price, else 30000, inside the range', () => {
    const range = loanAmountRange();
    expect(defaultLoanAmount(range)).toBe(30_000);
    expect(defaultLoanAmount(range, 0)).toBe(30_000);
    expect(defaultLoanAmount(range, 24_990)).toBe(24_990);
    expect(defaultLoanAmount(range, 150_000)).toBe(100_000);
    expect(defaultLoanAmount(range, 500)).toBe(1000);
  });

  it('standalone purchase price: max 250000 and its help text', () => {
    expect(purchasePriceRange()).toEqual({ min: 1000, max: 250_000, step: 500 });
    expect(purchasePriceHelpText()).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(purchasePriceHelpText(purchasePriceRange(5000))).toBe('Cannot be less than $5,000 or more than $250,000');
  });
});

describe('entries and clamping', () => {
  const amount = loanAmountRange();
  it('0 or less (or NaN) is stored as 0', () => {
    expect(normaliseEntry(0, amount)).toBe(0);
    expect(normaliseEntry(-50, amount)).toBe(0);
    expect(normaliseEntry(Number.NaN, amount)).toBe(0);
  });

  it('out-of-range entries clamp', () => {
    expect(normaliseEntry(1, amount)).toBe(1000);
    expect(normaliseEntry(100_001, amount)).toBe(100_000);
    expect(normaliseEntry(250_001, DEPOSIT_RANGE)).toBe(250_000);
    expect(normaliseEntry(250_000, RESIDUAL_RANGE)).toBe(250_000);
  });

  it('clampToRange and snapToStep', () => {
    expect(clampToRange(Number.NaN, amount)).toBe(1000);
    expect(snapToStep(1249, amount)).toBe(1000);
    expect(snapToStep(1250, amount)).toBe(1500);
    expect(snapToStep(999_999, amount)).toBe(100_000);
    expect(snapToStep(12.2, INTEREST_RANGES['9.95-19.95'])).toBe(12.45);
    expect(snapToStep(20.4, INTEREST_RANGES['4-20'])).toBe(20);
  });
});

describe('term', () => {
  it('1 to 7 years in halves (5 max on one configuration), default 5', () => {
    expect(termRange()).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(termRange(5).max).toBe(5);
    expect(termOptions()).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]);
    expect(termOptions(undefined, termRange(5)).at(-1)).toBe(5);
    expect(DEFAULT_TERM_YEARS).toBe(5);
  });

  it('a configured list of years wins, sorted', () => {
    expect(termOptions([5, 1, 3])).toEqual([1, 3, 5]);
    expect(termOptions([])).toHaveLength(13);
  });
});

describe('interest', () => {
  it('the listed ranges, all in steps of 0.5', () => {
    expect(Object.values(INTEREST_RANGES).map((r) => [r.min, r.max, r.step])).toEqual([
      [0.5, 15, 0.5],
      [7.5, 14.5, 0.5],
      [4, 20, 0.5],
      [9.95, 19.95, 0.5],
      [5.99, 15.99, 0.5],
    ]);
  });

  it('default 10, 8.5 for a dealer-group override', () => {
    expect(defaultInterestRate()).toBe(10);
    expect(defaultInterestRate({ groupOverride: true })).toBe(8.5);
  });
});
