import { describe, expect, it } from 'vitest';
import { ENQUIRE_FOR_FINANCE, repayment, type PaymentFrequency } from './repayment.ts';

/**
 * Independent reference: the future-value form of the annuity equation, PMT = (P(1+r)^N − B) r / ((1+r)^N − 1),
 * written differently from the implementation (which discounts the balloon), and cross-checked below by
 * running the loan balance down payment by payment.
 */
function referencePayment(principal: number, balloon: number, annualPercent: number, perYear: number, count: number): number {
  const r = annualPercent / 100 / perYear;
  if (r === 0) return (principal - balloon) / count;
  const growth = (1 + r) ** count;
  return ((principal * growth - balloon) * r) / (growth - 1);
}

function balanceAfter(principal: number, payment: number, annualPercent: number, perYear: number, count: number): number {
  let balance = principal;
  for (let i = 0; i < count; i += 1) balance = balance * (1 + annualPercent / 100 / perYear) - payment;
  return balance;
}

const PER_YEAR: Record<PaymentFrequency, number> = { week: 52, fortnight: 26, month: 12 };
const cents = (value: number) => Math.round(value * 100) / 100;

const table: Array<{ amount: number; deposit?: number; tradeIn?: number; residual?: number; rate: number; years: number; frequency: PaymentFrequency }> = [
  { amount: 30000, rate: 10, years: 5, frequency: 'month' },
  { amount: 30000, rate: 10, years: 5, frequency: 'week' },
  { amount: 30000, rate: 10, years: 5, frequency: 'fortnight' },
  { amount: 30000, rate: 6.29, years: 5, frequency: 'month' },
  { amount: 45000, deposit: 5000, residual: 10000, rate: 8.5, years: 5, frequency: 'fortnight' },
  { amount: 100000, deposit: 2000, tradeIn: 8000, rate: 12.94, years: 7, frequency: 'week' },
  { amount: 5000, rate: 19.95, years: 1, frequency: 'month' },
  { amount: 62500, rate: 4, years: 3.5, frequency: 'month' },
  { amount: 250000, residual: 75000, rate: 15, years: 6.5, frequency: 'week' },
  { amount: 18000, rate: 0.5, years: 2, frequency: 'fortnight' },
];

describe('repayment against an independent amortisation', () => {
  it.each(table)('%o', (row) => {
    const perYear = PER_YEAR[row.frequency];
    const count = Math.round(row.years * perYear);
    const principal = row.amount - (row.deposit ?? 0) - (row.tradeIn ?? 0);
    const expected = cents(referencePayment(principal, row.residual ?? 0, row.rate, perYear, count));
    const result = repayment({ ...row, interestRate: row.rate, termYears: row.years });
    expect(result.amount).toBe(expected);
    // Paying the exact figure leaves only the balloon after the last payment.
    const exact = referencePayment(principal, row.residual ?? 0, row.rate, perYear, count);
    expect(balanceAfter(principal, exact, row.rate, perYear, count)).toBeCloseTo(row.residual ?? 0, 6);
  });

  it('known figures: $30,000 at 10% over 5 years', () => {
    expect(repayment({ amount: 30000, interestRate: 10, termYears: 5, frequency: 'month' })).toEqual({
      amount: 637.41,
      display: '$637.41',
    });
    expect(repayment({ amount: 30000, interestRate: 10, termYears: 5, frequency: 'week' }).amount).toBe(146.73);
  });
});

describe('repayment edge cases', () => {
  it('0% interest divides evenly, residual included', () => {
    expect(repayment({ amount: 12000, interestRate: 0, termYears: 1, frequency: 'month' }).amount).toBe(1000);
    expect(repayment({ amount: 12000, residual: 6000, interestRate: 0, termYears: 1, frequency: 'month' }).amount).toBe(500);
  });

  it('round-up goes to the next whole dollar, but not past an exact dollar', () => {
    expect(repayment({ amount: 30000, interestRate: 10, termYears: 5, frequency: 'month', roundUp: true })).toEqual({
      amount: 638,
      display: '$638',
    });
    expect(repayment({ amount: 12000, interestRate: 0, termYears: 1, frequency: 'month', roundUp: true }).amount).toBe(1000);
  });

  it('25 or less shows Enquire for Finance; 25.01 shows the amount', () => {
    expect(repayment({ amount: 300, interestRate: 0, termYears: 1, frequency: 'month' })).toEqual({
      amount: 25,
      display: ENQUIRE_FOR_FINANCE,
    });
    expect(repayment({ amount: 300.12, interestRate: 0, termYears: 1, frequency: 'month' }).display).toBe('$25.01');
  });

  it('deposit and trade-in beyond the amount, or a residual above the principal, owe nothing', () => {
    expect(repayment({ amount: 10000, deposit: 6000, tradeIn: 6000, interestRate: 10, termYears: 5, frequency: 'month' }).amount).toBe(0);
    const balloonTooBig = repayment({ amount: 10000, residual: 20000, interestRate: 10, termYears: 5, frequency: 'month' });
    expect(balloonTooBig).toEqual({ amount: 0, display: ENQUIRE_FOR_FINANCE });
  });

  it('a zero term owes nothing rather than dividing by zero', () => {
    expect(repayment({ amount: 10000, interestRate: 10, termYears: 0, frequency: 'week' }).amount).toBe(0);
  });
});
