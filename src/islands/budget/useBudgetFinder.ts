import { useMemo, useState } from 'react';
import {
  DEFAULT_BUDGET_DEPOSIT,
  DEFAULT_BUDGET_REPAYMENT,
  budgetEstimate,
  clampBudgetInput,
  normaliseBudgetPriceRange,
  type BudgetFrequency,
  type PriceRange,
} from '../../domain/budget.ts';
import { budgetBounds, budgetModel, rangeForBudget, type BudgetFinderProps } from '../../site/search/budget-finder.ts';

/**
 * The budget finder's state: repayment, deposit and frequency give the estimate; the price range
 * follows the estimate whenever they change (spec 02 §4 "recalculated as inputs change"), and the
 * visitor may still drag either end or take a quick pick.
 */
export function useBudgetFinder(props: BudgetFinderProps) {
  const bounds = useMemo(() => budgetBounds(props.prices), [props.prices]);
  const [frequency, setFrequencyState] = useState<BudgetFrequency>('monthly');
  const [repayment, setRepaymentState] = useState<number>(DEFAULT_BUDGET_REPAYMENT.monthly);
  const [deposit, setDepositState] = useState<number>(DEFAULT_BUDGET_DEPOSIT);
  const [range, setRangeState] = useState<PriceRange>(() =>
    rangeForBudget(budgetEstimate({ frequency: 'monthly', repayment: DEFAULT_BUDGET_REPAYMENT.monthly, deposit: DEFAULT_BUDGET_DEPOSIT }), bounds),
  );

  // The quick pick the shopper took last; typing a repayment or deposit (or switching frequency) goes back to the estimate.
  const [picked, setPicked] = useState<number | undefined>(undefined);

  const follow = (next: { frequency: BudgetFrequency; repayment: number; deposit: number }) => {
    setPicked(undefined);
    setRangeState((current) => rangeForBudget(budgetEstimate(next), bounds, current.min));
  };

  const actions = {
    setFrequency(next: BudgetFrequency) {
      // switching keeps the budget comparable: the default repayment of the new frequency
      const nextRepayment = repayment === DEFAULT_BUDGET_REPAYMENT[frequency] ? DEFAULT_BUDGET_REPAYMENT[next] : repayment;
      setFrequencyState(next);
      setRepaymentState(nextRepayment);
      follow({ frequency: next, repayment: nextRepayment, deposit });
    },
    setRepayment(value: number) {
      const clamped = clampBudgetInput(value);
      setRepaymentState(clamped);
      follow({ frequency, repayment: clamped, deposit });
    },
    setDeposit(value: number) {
      const clamped = clampBudgetInput(value);
      setDepositState(clamped);
      follow({ frequency, repayment, deposit: clamped });
    },
    setRange(next: PriceRange) {
      setRangeState(normaliseBudgetPriceRange(next, bounds));
    },
    pick(amount: number) {
      setPicked(amount);
      setRangeState((current) => rangeForBudget(amount, bounds, current.min));
    },
  };

  const model = budgetModel(props, { frequency, repayment, deposit }, range, picked);
  return { frequency, repayment, deposit, bounds, model, actions };
}
