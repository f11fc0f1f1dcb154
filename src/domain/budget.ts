/** The budget finder (spec 02 §4 "Budget finder", §5 "Budget finder inputs", §9). */

export type BudgetFrequency = 'monthly' | 'weekly';

export const BUDGET_PAYMENTS_PER_YEAR: Record<BudgetFrequency, number> = { monthly: 12, weekly: 52 };
export const DEFAULT_BUDGET_REPAYMENT: Record<BudgetFrequency, number> = { monthly: 600, weekly: 200 };
export const DEFAULT_BUDGET_DEPOSIT = 2000;
export const BUDGET_YEARS = 5;
export const BUDGET_INPUT_MAX = 1_000_000;

/** Repayment and deposit inputs: NaN → 0, then 0..1,000,000. */
export function clampBudgetInput(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(BUDGET_INPUT_MAX, Math.max(0, value));
}

export interface BudgetInput {
  frequency: BudgetFrequency;
  repayment?: number;
  deposit?: number;
}

/** Budget = repayment × payments a year × 5 years + deposit. */
export function budgetEstimate(input: BudgetInput): number {
  const repayment = clampBudgetInput(input.repayment ?? DEFAULT_BUDGET_REPAYMENT[input.frequency]);
  const deposit = clampBudgetInput(input.deposit ?? DEFAULT_BUDGET_DEPOSIT);
  return repayment * BUDGET_PAYMENTS_PER_YEAR[input.frequency] * BUDGET_YEARS + deposit;
}

export const BUDGET_PRICE_STEP = 500;
export const BUDGET_PRICE_DEFAULT = { min: 5000, max: 250_000 } as const;
export const BUDGET_PRICE_MAX_FALLBACK = 100_000;

/** The slider's upper bound: the highest price in stock, or 100000 when there is none. */
export function budgetPriceMax(highestPrice: number | null | undefined): number {
  return highestPrice != null && highestPrice > 0 ? highestPrice : BUDGET_PRICE_MAX_FALLBACK;
}

export interface PriceRange {
  min: number;
  max: number;
}

/**
 * Snaps both thumbs to 500, keeps them inside the bounds and at least 1 apart
 * (when they meet, the upper one moves up a step, or the lower one down at the top of the range).
 */
export function normaliseBudgetPriceRange(range: PriceRange, bounds: PriceRange = BUDGET_PRICE_DEFAULT): PriceRange {
  const fit = (value: number) => Math.min(bounds.max, Math.max(bounds.min, Math.round(value / BUDGET_PRICE_STEP) * BUDGET_PRICE_STEP));
  let min = fit(Math.min(range.min, range.max));
  let max = fit(Math.max(range.min, range.max));
  if (max - min < 1) {
    if (max + BUDGET_PRICE_STEP <= bounds.max) max += BUDGET_PRICE_STEP;
    else min = Math.max(bounds.min, max - BUDGET_PRICE_STEP);
  }
  return { min, max };
}

/** '$1,000 - $2,000' → { min: 1000, max: 2000 }; anything else → undefined. */
export function parsePriceRange(label: string): PriceRange | undefined {
  const match = /^\s*\$?\s*([\d,]+(?:\.\d+)?)\s*[-–]\s*\$?\s*([\d,]+(?:\.\d+)?)\s*$/.exec(label);
  if (!match) return undefined;
  const a = Number(match[1]?.replace(/,/g, ''));
  const b = Number(match[2]?.replace(/,/g, ''));
  if (!Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** The URL value for range[price]: '1000:2000'. */
export function priceRangeParam(range: PriceRange): string {
  return `${range.min}:${range.max}`;
}
