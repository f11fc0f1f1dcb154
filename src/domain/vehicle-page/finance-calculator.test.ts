import { describe, expect, it } from 'vitest';
import { FinanceSettingsSchema } from '../../config/finance.ts';
import { repayment } from '../finance/repayment.ts';
import {
  calculatorBounds,
  calculatorRepayment,
  calculatorSummary,
  initialCalculatorState,
  standaloneCalculatorBounds,
  updateCalculator,
  type FinanceCalculatorConfig,
} from './finance-calculator.ts';

const settings = (overrides: Record<string, unknown> = {}): FinanceCalculatorConfig => FinanceSettingsSchema.parse(overrides);

describe('calculator bounds per dealer setting', () => {
  it('defaults: amount 1000–100000 step 500, term 1–7 by 0.5, interest 0.5–15', () => {
    const bounds = calculatorBounds(settings(), 30000);
    expect(bounds.amount).toEqual({ min: 1000, max: 100000, step: 500 });
    expect(bounds.terms[0]).toBe(1);
    expect(bounds.terms.at(-1)).toBe(7);
    expect(bounds.terms).toHaveLength(13);
    expect(bounds.interest).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(bounds.deposit).toEqual({ min: 0, max: 250000, step: 0.5 });
    expect(bounds.residual).toEqual({ min: 0, max: 250000, step: 0.5 });
  });

  it('5000 minimum for one lender, 5-year max term, a fixed term list', () => {
    expect(calculatorBounds(settings({ amount: { min: 5000 } }), 30000).amount.min).toBe(5000);
    expect(calculatorBounds(settings({ term: { max: 5 } }), 30000).terms.at(-1)).toBe(5);
    expect(calculatorBounds(settings({ termOptions: [5, 1, 3] }), 30000)).toMatchObject({ terms: [1, 3, 5], fixedTerms: true });
    expect(calculatorBounds(settings(), 30000).fixedTerms).toBe(false);
  });

  it('stretches the amount max to 1.05 × price only when configured and the price is above the max', () => {
    expect(calculatorBounds(settings({ amountMaxFollowsPrice: true }), 120000).amount.max).toBe(126000);
    expect(calculatorBounds(settings({ amountMaxFollowsPrice: true }), 120100).amount.max).toBe(126500);
    expect(calculatorBounds(settings({ amountMaxFollowsPrice: true }), 90000).amount.max).toBe(100000);
    expect(calculatorBounds(settings(), 120000).amount.max).toBe(100000);
  });

  it.each([
    [{ min: 7.5, max: 14.5 }, 20, 14.5],
    [{ min: 4, max: 20 }, 2, 4],
    [{ min: 9.95, max: 19.95 }, 12.3, 12.45],
    [{ min: 5.99, max: 15.99 }, 6.2, 5.99],
  ])('interest range %o clamps and snaps %d to %d', (interest, entered, expected) => {
    const bounds = calculatorBounds(settings({ interest }), 30000);
    const state = initialCalculatorState(settings({ interest }), bounds, 30000);
    expect(updateCalculator(state, 'interest', entered, bounds).interest).toBeCloseTo(expected, 10);
  });
});

describe('initial state', () => {
  it('starts at the car price, the default term and the default interest', () => {
    const config = settings();
    const bounds = calculatorBounds(config, 38990);
    expect(initialCalculatorState(config, bounds, 38990)).toEqual({
      amount: 39000,
      termYears: 5,
      interest: 10,
      deposit: 0,
      residual: 0,
      frequency: 'week',
    });
  });

  it('uses the default amount without a price, the group default interest, the nearest listed term', () => {
    const config = settings({ defaultInterest: 8.5, termOptions: [3, 4, 6], defaultTermYears: 5 });
    const state = initialCalculatorState(config, calculatorBounds(config, 0), 0);
    expect(state.amount).toBe(30000);
    expect(state.interest).toBe(8.5);
    expect(state.termYears).toBe(4);
  });

  it('clamps a price above the max into the range', () => {
    const config = settings();
    expect(initialCalculatorState(config, calculatorBounds(config, 150000), 150000).amount).toBe(100000);
  });
});

describe('updates', () => {
  const config = settings();
  const bounds = calculatorBounds(config, 30000);
  const start = initialCalculatorState(config, bounds, 30000);

  it('an amount of 0 or less is stored as 0; others clamp', () => {
    expect(updateCalculator(start, 'amount', 0, bounds).amount).toBe(0);
    expect(updateCalculator(start, 'amount', -5, bounds).amount).toBe(0);
    expect(updateCalculator(start, 'amount', Number.NaN, bounds).amount).toBe(0);
    expect(updateCalculator(start, 'amount', 500, bounds).amount).toBe(1000);
    expect(updateCalculator(start, 'amount', 250000, bounds).amount).toBe(100000);
  });

  it('deposit and residual clamp to 0–250000', () => {
    expect(updateCalculator(start, 'deposit', 300000, bounds).deposit).toBe(250000);
    expect(updateCalculator(start, 'deposit', -1, bounds).deposit).toBe(0);
    expect(updateCalculator(start, 'residual', 999999, bounds).residual).toBe(250000);
  });

  it('term snaps to the half-year steps inside 1–7', () => {
    expect(updateCalculator(start, 'termYears', 9, bounds).termYears).toBe(7);
    expect(updateCalculator(start, 'termYears', 0, bounds).termYears).toBe(1);
    expect(updateCalculator(start, 'termYears', 3.3, bounds).termYears).toBe(3.5);
  });

  it('a locked interest never moves', () => {
    const locked = calculatorBounds(settings({ interestLocked: true }), 30000);
    expect(updateCalculator(start, 'interest', 4, locked).interest).toBe(10);
  });
});

describe('repayment', () => {
  it('is the domain amortisation of the state, deposit and residual included', () => {
    const config = settings({ roundUp: true });
    const bounds = calculatorBounds(config, 45000);
    const state = { amount: 45000, termYears: 5, interest: 8.5, deposit: 5000, residual: 10000, frequency: 'fortnight' as const };
    expect(calculatorRepayment(state, bounds)).toEqual(
      repayment({ amount: 45000, deposit: 5000, residual: 10000, interestRate: 8.5, termYears: 5, frequency: 'fortnight', roundUp: true }),
    );
  });

  it("shows 'Enquire for Finance' at 25 or less", () => {
    const config = settings();
    const bounds = calculatorBounds(config, 1000);
    const state = { amount: 1000, termYears: 7, interest: 0.5, deposit: 0, residual: 0, frequency: 'week' as const };
    expect(calculatorRepayment(state, bounds).display).toBe('Enquire for Finance');
  });
});

describe("started from the car's lender offer", () => {
  // Outback Motorcycles: rate locked, 1–5 year terms, but this bike's lender quotes 13.66 % over 7 years.
  const outback = settings({ amount: { min: 5000 }, term: { max: 5 }, defaultInterest: 12.94, interestLocked: true, interest: { min: 9.95, max: 19.95 } });
  const offer = { interestRate: 13.66, comparisonRate: 15.06, establishmentFee: 995, termYears: 7, deposit: 0, balloon: 0 };

  it('starts from exactly the advertised figure: price unsnapped, the lender term and rate, the fee financed', () => {
    const bounds = calculatorBounds(outback, 16990, offer);
    const state = initialCalculatorState(outback, bounds, 16990, offer);
    expect(state).toEqual({ amount: 16990, termYears: 7, interest: 13.66, deposit: 0, residual: 0, frequency: 'week' });
    expect(calculatorRepayment(state, bounds).display).toBe('$76.80');
    expect(calculatorSummary({ ...state, frequency: 'month' }, bounds)).toMatchObject({ payment: 333.67, totalPayable: 28028.28, amountFinanced: 17985 });
  });

  it('the ranges take in the lender term and rate; a locked rate stays at the lender rate', () => {
    const bounds = calculatorBounds(outback, 16990, offer);
    expect(bounds.terms.at(-1)).toBe(7);
    expect(bounds.term.max).toBe(7);
    const state = initialCalculatorState(outback, bounds, 16990, offer);
    expect(updateCalculator(state, 'interest', 10, bounds).interest).toBe(13.66);
    expect(calculatorBounds(settings({ termOptions: [3, 5] }), 16990, offer).terms).toEqual([3, 5, 7]);
  });

  it('a price above the loan maximum is still the starting amount', () => {
    const bounds = calculatorBounds(settings(), 120000, offer);
    expect(initialCalculatorState(settings(), bounds, 120000, offer).amount).toBe(120000);
  });

  it('no fee is charged on an empty loan amount', () => {
    const bounds = calculatorBounds(outback, 16990, offer);
    expect(calculatorSummary({ amount: 0, termYears: 5, interest: 13.66, deposit: 0, residual: 0, frequency: 'week' }, bounds).payment).toBe(0);
  });
});

describe('standalone calculator', () => {
  it('purchase price from the dealer minimum to $250,000, entries clamp; the dealer default amount, term and rate to start', () => {
    const config = settings({ amount: { min: 5000 }, defaultInterest: 8.5 });
    const bounds = standaloneCalculatorBounds(config);
    expect(bounds.amount).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(bounds.establishmentFee).toBe(0);
    const start = initialCalculatorState(config, bounds, 0);
    expect(start).toMatchObject({ amount: 30000, termYears: 5, interest: 8.5, deposit: 0 });
    expect(updateCalculator(start, 'amount', 400000, bounds).amount).toBe(250000);
    expect(updateCalculator(start, 'amount', 2000, bounds).amount).toBe(5000);
  });
});
