import { PRICE_STRETCH, clampToRange, normaliseEntry, purchasePriceRange, snapToStep, termOptions, type NumberRange } from '../finance/calculator-ranges.ts';
import { loanSummary, type LenderTerms, type LoanSummary } from '../finance/finance-offer.ts';
import { PAYMENTS_PER_YEAR, type PaymentFrequency, type Repayment } from '../finance/repayment.ts';

/**
 * The vehicle page finance calculator (spec 01 §5 "Finance calculator", §9 "Finance"): the dealer's
 * ranges turned into the calculator's bounds, and every input change clamped the same way.
 */

/** The dealer settings the calculator reads (config `finance`, structurally). */
export interface FinanceCalculatorConfig {
  amount: NumberRange;
  amountMaxFollowsPrice: boolean;
  term: NumberRange;
  termOptions: readonly number[] | null;
  defaultTermYears: number;
  interest: NumberRange;
  defaultInterest: number;
  interestLocked: boolean;
  deposit: NumberRange;
  residual: NumberRange;
  defaultAmount: number;
  roundUp: boolean;
}

export interface CalculatorBounds {
  amount: NumberRange;
  term: NumberRange;
  /** Allowed term years: the dealer's list, or every step of the range. */
  terms: number[];
  /** The dealer configured a list of terms (a choice) rather than a range (a slider). */
  fixedTerms: boolean;
  interest: NumberRange;
  interestLocked: boolean;
  deposit: NumberRange;
  residual: NumberRange;
  roundUp: boolean;
  /** The lender's establishment fee, financed with the loan (0 without a lender offer). */
  establishmentFee: number;
}

export interface CalculatorState {
  amount: number;
  termYears: number;
  interest: number;
  /** Deposit and trade-in together. */
  deposit: number;
  residual: number;
  frequency: PaymentFrequency;
}

export type CalculatorField = Exclude<keyof CalculatorState, 'frequency'>;

export const FREQUENCY_LABELS: Record<PaymentFrequency, string> = { week: 'Weekly', fortnight: 'Fortnightly', month: 'Monthly' };
export const FREQUENCIES = Object.keys(PAYMENTS_PER_YEAR) as PaymentFrequency[];

/**
 * Bounds for one car. The amount max stretches to 1.05 × price (rounded up to a whole step) when the
 * dealer asks for it and the car costs more than the normal max. With the car's lender offer the
 * ranges also take in the offer's price, term and rate, so the calculator can start from exactly the
 * advertised figure (a locked rate is locked at the lender's rate, not at a dealer-wide default).
 */
export function calculatorBounds(config: FinanceCalculatorConfig, price: number, offer?: LenderTerms): CalculatorBounds {
  const stretched = config.amountMaxFollowsPrice && price > config.amount.max;
  const amountMax = stretched ? Math.ceil((price * PRICE_STRETCH) / config.amount.step) * config.amount.step : config.amount.max;
  const amount = { ...config.amount, max: amountMax };
  const terms = termOptions(config.termOptions ?? undefined, config.term);
  if (!offer) {
    return {
      amount,
      term: config.term,
      terms,
      fixedTerms: (config.termOptions?.length ?? 0) > 0,
      interest: config.interest,
      interestLocked: config.interestLocked,
      deposit: config.deposit,
      residual: config.residual,
      roundUp: config.roundUp,
      establishmentFee: 0,
    };
  }
  const include = (range: NumberRange, value: number): NumberRange => ({ ...range, min: Math.min(range.min, value), max: Math.max(range.max, value) });
  return {
    amount: include(amount, price),
    term: include(config.term, offer.termYears),
    terms: terms.includes(offer.termYears) ? terms : [...terms, offer.termYears].sort((a, b) => a - b),
    fixedTerms: (config.termOptions?.length ?? 0) > 0,
    interest: include(config.interest, offer.interestRate),
    interestLocked: config.interestLocked,
    deposit: include(config.deposit, offer.deposit),
    residual: include(config.residual, offer.balloon),
    roundUp: config.roundUp,
    establishmentFee: offer.establishmentFee,
  };
}

/**
 * Starting values. With the car's lender offer: exactly its figures (price, term, rate, deposit,
 * balloon), so the first repayment shown is the advertised one. Without: the car's price (else the
 * dealer's default amount), the default term and rate. Weekly either way.
 */
export function initialCalculatorState(config: FinanceCalculatorConfig, bounds: CalculatorBounds, price: number, offer?: LenderTerms): CalculatorState {
  if (offer && price > 0) {
    return { amount: price, termYears: offer.termYears, interest: offer.interestRate, deposit: offer.deposit, residual: offer.balloon, frequency: 'week' };
  }
  return {
    amount: snapToStep(price > 0 ? price : config.defaultAmount, bounds.amount),
    termYears: nearestTerm(config.defaultTermYears, bounds.terms),
    interest: clampToRange(config.defaultInterest, bounds.interest),
    deposit: 0,
    residual: 0,
    frequency: 'week',
  };
}

/**
 * The standalone finance calculator (no car): the amount is a purchase price from the dealer's loan
 * minimum to $250,000 (spec 01 §5), everything else as on a vehicle page, no lender fee.
 */
export function standaloneCalculatorBounds(config: FinanceCalculatorConfig): CalculatorBounds {
  return { ...calculatorBounds(config, 0), amount: purchasePriceRange(config.amount.min) };
}

function nearestTerm(years: number, terms: readonly number[]): number {
  let best = terms[0] ?? years;
  for (const term of terms) if (Math.abs(term - years) < Math.abs(best - years)) best = term;
  return best;
}

/**
 * One input change. The loan amount stores 0 for an empty or non-positive entry, otherwise clamps;
 * the term snaps to an allowed value; interest snaps to its step (and never moves when locked);
 * deposit/trade-in and residual clamp into their ranges.
 */
export function updateCalculator(state: CalculatorState, field: CalculatorField, value: number, bounds: CalculatorBounds): CalculatorState {
  switch (field) {
    case 'amount':
      return { ...state, amount: normaliseEntry(value, bounds.amount) };
    case 'termYears':
      return { ...state, termYears: Number.isNaN(value) ? state.termYears : nearestTerm(value, bounds.terms) };
    case 'interest':
      if (bounds.interestLocked || Number.isNaN(value)) return state;
      return { ...state, interest: snapToStep(value, bounds.interest) };
    case 'deposit':
      return { ...state, deposit: clampToRange(Number.isNaN(value) ? 0 : value, bounds.deposit) };
    case 'residual':
      return { ...state, residual: clampToRange(Number.isNaN(value) ? 0 : value, bounds.residual) };
  }
}

/** The repayment with its totals: amount financed (with the fee), total interest, total payable. */
export function calculatorSummary(state: CalculatorState, bounds: Pick<CalculatorBounds, 'roundUp' | 'establishmentFee'>): LoanSummary {
  return loanSummary({
    price: state.amount,
    deposit: state.deposit,
    balloon: state.residual,
    establishmentFee: state.amount > 0 ? bounds.establishmentFee : 0,
    interestRate: state.interest,
    termYears: state.termYears,
    frequency: state.frequency,
    roundUp: bounds.roundUp,
  });
}

export function calculatorRepayment(state: CalculatorState, bounds: Pick<CalculatorBounds, 'roundUp' | 'establishmentFee'>): Repayment {
  const summary = calculatorSummary(state, bounds);
  return { amount: summary.payment, display: summary.display };
}
