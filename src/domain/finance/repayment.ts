import { formatAud } from '../format.ts';

/** Loan repayment by standard amortisation (spec 01 §5 "Finance calculator", §9 "Finance"). */

export const PAYMENTS_PER_YEAR = { week: 52, fortnight: 26, month: 12 } as const;
export type PaymentFrequency = keyof typeof PAYMENTS_PER_YEAR;

/** Repayments of this much or less are not worth quoting; the visitor is asked to enquire instead. */
export const MIN_QUOTED_REPAYMENT = 25;
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';

export interface RepaymentInput {
  /** Amount financed before deposit and trade-in, in dollars. */
  amount: number;
  deposit?: number;
  tradeIn?: number;
  /** Residual (balloon) paid with the last repayment, in dollars. */
  residual?: number;
  /** Annual interest rate in percent, e.g. 8.5. */
  interestRate: number;
  termYears: number;
  frequency: PaymentFrequency;
  /** Some dealers quote whole dollars, always rounded up. */
  roundUp?: boolean;
}

export interface Repayment {
  /** Per payment, to the cent (or whole dollars with roundUp); 0 when nothing is owed. */
  amount: number;
  display: string;
}

export function repayment(input: RepaymentInput): Repayment {
  const perYear = PAYMENTS_PER_YEAR[input.frequency];
  const principal = Math.max(0, input.amount - (input.deposit ?? 0) - (input.tradeIn ?? 0));
  const residual = Math.max(0, input.residual ?? 0);
  const count = Math.round(input.termYears * perYear);
  const exact = count > 0 ? payment(principal, residual, input.interestRate / 100 / perYear, count) : 0;
  const amount = Math.max(0, input.roundUp ? Math.ceil(roundCents(exact)) : roundCents(exact));
  return { amount, display: repaymentDisplay(amount, input.roundUp === true) };
}

/** Level payment that repays `principal` over `count` periods leaving `residual` due with the last one. */
function payment(principal: number, residual: number, rate: number, count: number): number {
  if (rate === 0) return (principal - residual) / count;
  const discount = Math.pow(1 + rate, -count);
  return ((principal - residual * discount) * rate) / (1 - discount);
}

/** Cent rounding that is not fooled by binary fractions such as 1.005. */
function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function repaymentDisplay(amount: number, wholeDollars = false): string {
  if (amount <= MIN_QUOTED_REPAYMENT) return ENQUIRE_FOR_FINANCE;
  return formatAud(amount, { cents: !wholeDollars });
}
