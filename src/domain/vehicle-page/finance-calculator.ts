import {
  PRICE_STRETCH,
  clampToRange,
  normaliseEntry,
  snapToStep,
  termOptions,
  type NumberRange,
} from '../finance/calculator-ranges.ts';
import { PAYMENTS_PER_YEAR, repayment, type PaymentFrequency, type Repayment } from '../finance/repayment.ts';

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
 * dealer asks for it and the car costs more than the normal max.
 */
export function calculatorBounds(config: FinanceCalculatorConfig, price: number): CalculatorBounds {
  const stretched = config.amountMaxFollowsPrice && price > config.amount.max;
  const amountMax = stretched ? Math.ceil((price * PRICE_STRETCH) / config.amount.step) * config.amount.step : config.amount.max;
  return {
    amount: { ...config.amount, max: amountMax },
    term: config.term,
    terms: termOptions(config.termOptions ?? undefined, config.term),
    fixedTerms: (config.termOptions?.length ?? 0) > 0,
    interest: config.interest,
    interestLocked: config.interestLocked,
    deposit: config.deposit,
    residual: config.residual,
    roundUp: config.roundUp,
  };
}

/** Starting values: the car's price (else the dealer's default amount), the default term and rate, weekly. */
export function initialCalculatorState(config: FinanceCalculatorConfig, bounds: CalculatorBounds, price: number): CalculatorState {
  return {
    amount: snapToStep(price > 0 ? price : config.defaultAmount, bounds.amount),
    termYears: nearestTerm(config.defaultTermYears, bounds.terms),
    interest: clampToRange(config.defaultInterest, bounds.interest),
    deposit: 0,
    residual: 0,
    frequency: 'week',
  };
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
export function updateCalculator(
  state: CalculatorState,
  field: CalculatorField,
  value: number,
  bounds: CalculatorBounds,
): CalculatorState {
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

export function calculatorRepayment(state: CalculatorState, bounds: Pick<CalculatorBounds, 'roundUp'>): Repayment {
  return repayment({
    amount: state.amount,
    deposit: state.deposit,
    residual: state.residual,
    interestRate: state.interest,
    termYears: state.termYears,
    frequency: state.frequency,
    roundUp: bounds.roundUp,
  });
}
