import { formatAud } from '../format.ts';

/**
 * Bounds, steps and defaults of the finance calculator inputs (spec 01 §5 "Finance calculator",
 * §9 "Finance"; spec 02 §9 default interest). Per-dealer variants arrive as options.
 */

export interface NumberRange {
  min: number;
  max: number;
  step: number;
}

/** Pulls a value into [min, max]; NaN becomes min. */
export function clampToRange(value: number, range: Pick<NumberRange, 'min' | 'max'>): number {
  if (Number.isNaN(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

/** Nearest step counted from the range minimum, kept inside the range. */
export function snapToStep(value: number, range: NumberRange): number {
  const steps = Math.round((clampToRange(value, range) - range.min) / range.step);
  // Rounding to 10 decimals removes float noise from steps such as 0.5 over 4..20.
  return clampToRange(Number((range.min + steps * range.step).toFixed(10)), range);
}

/**
 * A typed entry: 0 or less (or not a number) is stored as 0, meaning "empty";
 * anything else clamps into the range.
 */
export function normaliseEntry(value: number, range: Pick<NumberRange, 'min' | 'max'>): number {
  if (Number.isNaN(value) || value <= 0) return 0;
  return clampToRange(value, range);
}

export const LOAN_AMOUNT_STEP = 500;
export const LOAN_AMOUNT_MAX = 100_000;
export const DEFAULT_LOAN_AMOUNT = 30_000;
export const PURCHASE_PRICE_MAX = 250_000;
/** The one-configuration stretch: max becomes 1.05 × price for cars dearer than the normal max. */
export const PRICE_STRETCH = 1.05;

export interface LoanAmountOptions {
  /** 1000 by default, 5000 for one lender. */
  minAmount?: number;
  price?: number;
  /** Lift the max to 1.05 × price when the price is above 100000. */
  maxFollowsPrice?: boolean;
}

export function loanAmountRange(options: LoanAmountOptions = {}): NumberRange {
  const price = options.price ?? 0;
  const stretched = options.maxFollowsPrice && price > LOAN_AMOUNT_MAX;
  // Rounded up to a whole step so the slider can reach the stretched max exactly.
  const max = stretched ? Math.ceil((price * PRICE_STRETCH) / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP : LOAN_AMOUNT_MAX;
  return { min: options.minAmount ?? 1000, max, step: LOAN_AMOUNT_STEP };
}

/** The car price when there is one, else 30000, inside the amount range. */
export function defaultLoanAmount(range: NumberRange, price?: number): number {
  return clampToRange(price && price > 0 ? price : DEFAULT_LOAN_AMOUNT, range);
}

/** Standalone calculator purchase price. */
export function purchasePriceRange(minAmount = 1000): NumberRange {
  return { min: minAmount, max: PURCHASE_PRICE_MAX, step: LOAN_AMOUNT_STEP };
}

export function purchasePriceHelpText(range: Pick<NumberRange, 'min' | 'max'> = purchasePriceRange()): string {
  return `Cannot be less than ${formatAud(range.min)} or more than ${formatAud(range.max)}`;
}

export const DEFAULT_TERM_YEARS = 5;

/** 1 to 7 years (5 on one configuration) in half years. */
export function termRange(maxYears = 7): NumberRange {
  return { min: 1, max: maxYears, step: 0.5 };
}

/** Term choices: the dealer's list of years when configured, else every half year of the range. */
export function termOptions(configuredYears?: readonly number[], range: NumberRange = termRange()): number[] {
  if (configuredYears && configuredYears.length > 0) return [...configuredYears].sort((a, b) => a - b);
  const options: number[] = [];
  for (let years = range.min; years <= range.max; years += range.step) options.push(years);
  return options;
}

export const INTEREST_STEP = 0.5;
/** The interest ranges seen across dealers; 'default' is 0.5 to 15. */
export const INTEREST_RANGES = {
  default: { min: 0.5, max: 15, step: INTEREST_STEP },
  '7.5-14.5': { min: 7.5, max: 14.5, step: INTEREST_STEP },
  '4-20': { min: 4, max: 20, step: INTEREST_STEP },
  '9.95-19.95': { min: 9.95, max: 19.95, step: INTEREST_STEP },
  '5.99-15.99': { min: 5.99, max: 15.99, step: INTEREST_STEP },
} as const satisfies Record<string, NumberRange>;

export const DEFAULT_INTEREST_RATE = 10;
export const GROUP_DEFAULT_INTEREST_RATE = 8.5;

export function defaultInterestRate(options: { groupOverride?: boolean } = {}): number {
  return options.groupOverride ? GROUP_DEFAULT_INTEREST_RATE : DEFAULT_INTEREST_RATE;
}

/** Deposit / trade-in and residual. */
export const DEPOSIT_RANGE: NumberRange = { min: 0, max: 250_000, step: 0.5 };
export const RESIDUAL_RANGE: NumberRange = { min: 0, max: 250_000, step: 0.5 };
