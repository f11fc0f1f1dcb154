import type { FinanceLender } from '../../data/schemas/vehicle.ts';
import { PAYMENTS_PER_YEAR, MIN_QUOTED_REPAYMENT, repayment, repaymentDisplay, type PaymentFrequency } from './repayment.ts';

/**
 * One finance story per car: the lender's terms for this car (rate, comparison rate, fee, term,
 * deposit, balloon) and every figure derived from them. The card, sticky header, sidebar, calculator,
 * PDF and search document all read this, so a shopper never sees two repayments for one car.
 *
 * The figures are computed from the terms (the feed's own payment fields are the same amortisation
 * of price + establishment fee − deposit, checked against the demo feeds), so a calculator started
 * from these terms shows exactly the advertised figure.
 */

export interface LenderTerms {
  interestRate: number;
  comparisonRate: number;
  /** Financed with the loan (added to the amount borrowed). */
  establishmentFee: number;
  termYears: number;
  deposit: number;
  /** Residual paid with the last repayment; the lenders' feeds quote none. */
  balloon: number;
}

export interface LoanInput {
  /** Price of the car being financed. */
  price: number;
  deposit: number;
  balloon: number;
  establishmentFee: number;
  interestRate: number;
  termYears: number;
  frequency: PaymentFrequency;
  roundUp: boolean;
}

export interface LoanSummary {
  /** Per payment (whole dollars when the dealer rounds up). */
  payment: number;
  /** '$241.59', or 'Enquire for Finance' at 25 or less. */
  display: string;
  payments: number;
  /** Price + establishment fee − deposit. */
  amountFinanced: number;
  /** Every repayment plus the balloon. */
  totalPayable: number;
  totalInterest: number;
}

export interface FinanceOffer extends LenderTerms {
  price: number;
  roundUp: boolean;
  /** The advertised weekly repayment (the card, header and sidebar figure). */
  weekly: LoanSummary;
}

/**
 * The lender's terms from a feed entry; undefined without both rates (finance is then not shown).
 * A missing term falls back to termMonths, then the dealer's default term.
 */
export function lenderTerms(entry: FinanceLender | undefined, defaultTermYears: number): LenderTerms | undefined {
  if (!entry || entry.interestRate == null || entry.comparisonRate == null) return undefined;
  const termYears = positive(entry.termYears) ?? (positive(entry.termMonths) ? entry.termMonths! / 12 : undefined) ?? defaultTermYears;
  return {
    interestRate: entry.interestRate,
    comparisonRate: entry.comparisonRate,
    establishmentFee: Math.max(0, entry.establishmentFees ?? 0),
    termYears,
    deposit: Math.max(0, entry.deposit ?? 0),
    balloon: 0,
  };
}

export function loanSummary(input: LoanInput): LoanSummary {
  const amountFinanced = Math.max(0, input.price + input.establishmentFee - input.deposit);
  const payments = Math.round(input.termYears * PAYMENTS_PER_YEAR[input.frequency]);
  const { amount: payment } = repayment({
    amount: amountFinanced,
    residual: input.balloon,
    interestRate: input.interestRate,
    termYears: input.termYears,
    frequency: input.frequency,
    roundUp: input.roundUp,
  });
  const totalPayable = cents(payment * payments + (payment > 0 ? input.balloon : 0));
  return {
    payment,
    display: repaymentDisplay(payment, input.roundUp),
    payments,
    amountFinanced,
    totalPayable,
    totalInterest: payment > 0 ? cents(Math.max(0, totalPayable - amountFinanced)) : 0,
  };
}

export function financeOffer(price: number, terms: LenderTerms, roundUp: boolean): FinanceOffer {
  return { ...terms, price, roundUp, weekly: loanSummary({ ...terms, price, frequency: 'week', roundUp }) };
}

/** '$241.59 /week' (or whole dollars when the dealer rounds up); undefined when not worth quoting. */
export function weeklyEstimateText(offer: { weekly: Pick<LoanSummary, 'payment' | 'display'> }): string | undefined {
  return offer.weekly.payment > MIN_QUOTED_REPAYMENT ? `${offer.weekly.display} /week` : undefined;
}

function positive(value: number | null | undefined): number | undefined {
  return value != null && value > 0 ? value : undefined;
}

function cents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
