import { describe, expect, it } from 'vitest';
import { budgetBounds, budgetModel, countInRange, rangeForBudget } from './budget-finder.ts';

const prices = [4990, 12990, 18500, 25000, 25000, 39990, 64990];

describe('countInRange', () => {
  it('counts prices from min to max inclusive', () => {
    expect(countInRange(prices, { min: 0, max: 100000 })).toBe(7);
    expect(countInRange(prices, { min: 18500, max: 25000 })).toBe(3);
    expect(countInRange(prices, { min: 25001, max: 39000 })).toBe(0);
    expect(countInRange([], { min: 0, max: 1 })).toBe(0);
  });
});

describe('budget slider', () => {
  it('runs from $0 to the dearest car, 100,000 when there is none', () => {
    expect(budgetBounds(prices)).toEqual({ min: 0, max: 64990 });
    expect(budgetBounds([])).toEqual({ min: 0, max: 100000 });
  });

  it('follows the estimate from $5,000, snapped to 500 and capped at the dearest car', () => {
    const bounds = budgetBounds(prices);
    expect(rangeForBudget(38000, bounds)).toEqual({ min: 5000, max: 38000 });
    expect(rangeForBudget(38240, bounds)).toEqual({ min: 5000, max: 38000 });
    expect(rangeForBudget(1_000_000, bounds)).toEqual({ min: 5000, max: 64990 });
    expect(rangeForBudget(38000, bounds, 12000)).toEqual({ min: 12000, max: 38000 });
  });

  it('a budget under the lower thumb starts at 0; nothing at all keeps the thumbs a step apart', () => {
    const bounds = budgetBounds(prices);
    expect(rangeForBudget(4000, bounds)).toEqual({ min: 0, max: 4000 });
    expect(rangeForBudget(0, bounds)).toEqual({ min: 0, max: 500 });
  });
});

describe('budgetModel', () => {
  it('counts the cars in the range and links to the search with price=min:max', () => {
    const bounds = budgetBounds(prices);
    const input = { frequency: 'monthly' as const, repayment: 600, deposit: 2000 };
    const model = budgetModel({ prices, listingPath: '/search' }, input, rangeForBudget(38000, bounds));
    expect(model).toEqual({ budget: 38000, range: { min: 5000, max: 38000 }, count: 4, href: '/search?price=5000:38000' });
  });

  it('finds nothing below the cheapest car', () => {
    const bounds = budgetBounds(prices);
    const model = budgetModel({ prices, listingPath: '/used-car' }, { frequency: 'weekly', repayment: 0, deposit: 3000 }, rangeForBudget(3000, bounds));
    expect(model.count).toBe(0);
    expect(model.href).toBe('/used-car?price=0:3000');
  });

  it('a quick pick is the budget shown until the inputs change', () => {
    const bounds = budgetBounds(prices);
    const input = { frequency: 'monthly' as const, repayment: 600, deposit: 2000 };
    const model = budgetModel({ prices, listingPath: '/search' }, input, rangeForBudget(20000, bounds), 20000);
    expect(model.budget).toBe(20000);
    expect(model.range).toEqual({ min: 5000, max: 20000 });
  });
});
