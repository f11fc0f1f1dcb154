import { describe, expect, it } from 'vitest';
import { formatAud, paymentAmountProblem, toCents } from './online-payment.ts';

const LIMITS = { minAmount: 10, maxAmount: 5000 };

describe('online payment amounts', () => {
  it('takes an amount within the dealer limits', () => {
    expect(paymentAmountProblem(10, LIMITS)).toBeUndefined();
    expect(paymentAmountProblem(5000, LIMITS)).toBeUndefined();
    expect(paymentAmountProblem(1234.56, LIMITS)).toBeUndefined();
  });

  it('refuses amounts outside the limits, with the limits in the message', () => {
    expect(paymentAmountProblem(9.99, LIMITS)).toBe('Please enter an amount from $10.00 to $5,000.00.');
    expect(paymentAmountProblem(5000.01, LIMITS)).toBe('Please enter an amount from $10.00 to $5,000.00.');
  });

  it('refuses nothing, negatives and fractions of a cent', () => {
    expect(paymentAmountProblem(Number.NaN, LIMITS)).toBe('Please enter an amount.');
    expect(paymentAmountProblem(-5, LIMITS)).toBe('Please enter an amount.');
    expect(paymentAmountProblem(10.005, LIMITS)).toBe('Please enter dollars and cents only.');
  });

  it('converts to whole cents and formats dollars', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1234.56)).toBe(123456);
    expect(formatAud(1234.5)).toBe('$1,234.50');
  });
});
