import { useEffect, useState } from 'react';
import type { BudgetFinderProps } from '../../site/search/budget-finder.ts';
import { BudgetFinderView } from './BudgetFinderView.tsx';
import { useBudgetFinder } from './useBudgetFinder.ts';

/** The budget finder island: the hook's state handed to the props-only view. */
export default function BudgetFinderIsland(props: BudgetFinderProps) {
  const { frequency, repayment, deposit, bounds, model, actions } = useBudgetFinder(props);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const errors = repayment === 0 && deposit === 0 ? ['Enter a repayment or a deposit to estimate your budget.'] : [];
  return (
    <BudgetFinderView
      hydrated={hydrated}
      noun={props.noun}
      frequency={frequency}
      repayment={repayment}
      deposit={deposit}
      bounds={bounds}
      quickPicks={props.quickPicks}
      model={model}
      errors={errors}
      onFrequency={actions.setFrequency}
      onRepayment={actions.setRepayment}
      onDeposit={actions.setDeposit}
      onRange={actions.setRange}
      onPick={actions.pick}
    />
  );
}
