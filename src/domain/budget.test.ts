import { describe, expect, it } from 'vitest';
import { budgetEstimate, budgetPriceMax, clampBudgetInput, normaliseBudgetPriceRange, parsePriceRange, priceRangeParam } from './budget.ts';

describe('budgetEstimate', () => {
  it('defaults: 600 monthly or 200 weekly over 5 years plus 2000 deposit', () => {
    expect(budgetEstimate({ frequency: 'monthly' })).toBe(600 * 12 * 5 + 2000);
    expect(budgetEstimate({ frequency: 'monthly' })).toBe(38_000);
    expect(budgetEstimate({ frequency: 'weekly' })).toBe(54_000);
  });

  it('uses the entered repayment and deposit', () => {
    expect(budgetEstimate({ frequency: 'weekly', repayment: 150, deposit: 0 })).toBe(39_000);
    expect(budgetEstimate({ frequency: 'monthly', repayment: 0, deposit: 5000 })).toBe(5000);
  });

  it('inputs are clamped and NaN becomes 0', () => {
    expect(budgetEstimate({ frequency: 'monthly', repayment: Number.NaN, deposit: Number.NaN })).toBe(0);
    expect(budgetEstimate({ frequency: 'monthly', repayment: -100, deposit: 2000 })).toBe(2000);
    expect(budgetEstimate({ frequency: 'monthly', repayment: 0, deposit: 2_000_000 })).toBe(1_000_000);
  });
});

describe('clampBudgetInput', () => {
  it('0..1,000,000', () => {
    expect(clampBudgetInput(-1)).toBe(0);
    expect(clampBudgetInput(0)).toBe(0);
    expect(clampBudgetInput(1_000_000)).toBe(1_000_000);
    expect(clampBudgetInput(1_000_001)).toBe(1_000_000);
    expect(clampBudgetInput(Number.NaN)).toBe(0);
  });
});

describe('budget price slider', () => {
  it('max falls back to 100000 when there is none', () => {
    expect(budgetPriceMax(undefined)).toBe(100_000);
    expect(budgetPriceMax(0)).toBe(100_000);
    expect(budgetPriceMax(84_990)).toBe(84_990);
  });

  it('defaults to 5000..250000 bounds, snapping to 500', () => {
    expect(normaliseBudgetPriceRange({ min: 7_251, max: 30_249 })).toEqual({ min: 7_500, max: 30_000 });
    expect(normaliseBudgetPriceRange({ min: 0, max: 999_999 })).toEqual({ min: 5000, max: 250_000 });
  });

  it('keeps min and max at least 1 apart', () => {
    expect(normaliseBudgetPriceRange({ min: 20_000, max: 20_000 })).toEqual({ min: 20_000, max: 20_500 });
    expect(normaliseBudgetPriceRange({ min: 250_000, max: 250_000 })).toEqual({ min: 249_500, max: 250_000 });
    expect(normaliseBudgetPriceRange({ min: 30_000, max: 10_000 })).toEqual({ min: 10_000, max: 30_000 });
  });
});

describe('price range labels', () => {
  it("'$1,000 - $2,000' → min:max", () => {
    const range = parsePriceRange('$1,000 - $2,000');
    expect(range).toEqual({ min: 1000, max: 2000 });
    expect(range && priceRangeParam(range)).toBe('1000:2000');
    expect(parsePriceRange('$70,000–$5,000')).toEqual({ min: 5000, max: 70_000 });
  });

  it('anything else is not a range', () => {
    expect(parsePriceRange('$1,000')).toBeUndefined();
    expect(parsePriceRange('cheap - cheaper')).toBeUndefined();
    expect(parsePriceRange('')).toBeUndefined();
  });
});
