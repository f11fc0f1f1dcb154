import type { SiteConfig } from '../../config/site.ts';
import {
  BUDGET_PRICE_DEFAULT,
  budgetEstimate,
  budgetPriceMax,
  normaliseBudgetPriceRange,
  priceRangeParam,
  type BudgetFrequency,
  type PriceRange,
} from '../../domain/budget.ts';
import { BUDGET_PRICE_FLOOR } from '../../search/query/request-builder.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { listedVehicles } from './listing-routes.ts';

/**
 * The budget finder (spec 02 §4, §5, §9) as plain data: the listed prices (the budget finder's search
 * adds `price > 1000`), the slider bounds, the count inside a price range and the search link it leads
 * to. Counting over the listed prices gives the same number the search page shows for `price=min:max`.
 */

/** Quick picks (spec 02 §5: $5,000 to $70,000, 9 options). */
export const BUDGET_QUICK_PICKS = [5000, 10000, 15000, 20000, 30000, 40000, 50000, 60000, 70000] as const;

export interface BudgetFinderProps {
  /** Listed prices above the budget floor, ascending. */
  prices: number[];
  listingPath: string;
  noun: { singular: string; plural: string };
  quickPicks: number[];
}

export function budgetFinderProps(bundle: TenantBundle): BudgetFinderProps {
  const config: SiteConfig = bundle.config;
  return {
    prices: listedVehicles(bundle)
      .map((v) => v.price)
      .filter((price) => price > BUDGET_PRICE_FLOOR)
      .sort((a, b) => a - b),
    listingPath: config.stock.listingPath,
    noun: config.vehicleNoun,
    quickPicks: [...BUDGET_QUICK_PICKS],
  };
}

/** Slider bounds: from $0 up to the dearest car (100,000 when there is none); the lower thumb starts at $5,000. */
export function budgetBounds(prices: readonly number[]): PriceRange {
  return { min: 0, max: budgetPriceMax(prices[prices.length - 1]) };
}

/** Index of the first price that `before` rejects, in an ascending list. */
function firstIndex(prices: readonly number[], before: (price: number) => boolean): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(prices[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Cars priced from min to max inclusive. */
export function countInRange(prices: readonly number[], range: PriceRange): number {
  return firstIndex(prices, (p) => p <= range.max) - firstIndex(prices, (p) => p < range.min);
}

/**
 * The price range a budget stands for: from the lower thumb (at first $5,000) up to the budget. A budget
 * under the lower thumb starts the range at 0, so it shows whatever the budget reaches, often nothing.
 */
export function rangeForBudget(budget: number, bounds: PriceRange, min: number = BUDGET_PRICE_DEFAULT.min): PriceRange {
  const max = Math.min(Math.max(budget, bounds.min), bounds.max);
  return normaliseBudgetPriceRange({ min: min < max ? min : bounds.min, max }, bounds);
}

export interface BudgetModel {
  budget: number;
  range: PriceRange;
  count: number;
  /** The search the button leads to: `/search?price=min:max`. */
  href: string;
}

export function budgetModel(
  props: Pick<BudgetFinderProps, 'prices' | 'listingPath'>,
  input: { frequency: BudgetFrequency; repayment: number; deposit: number },
  range: PriceRange,
  /** A quick-pick amount stands for the whole budget until a repayment, deposit or frequency changes. */
  picked?: number,
): BudgetModel {
  return {
    budget: picked ?? budgetEstimate(input),
    range,
    count: countInRange(props.prices, range),
    href: `${props.listingPath}?price=${priceRangeParam(range)}`,
  };
}
