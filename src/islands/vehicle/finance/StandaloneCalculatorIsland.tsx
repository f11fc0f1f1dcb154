import { useMemo } from 'react';
import { initialCalculatorState, standaloneCalculatorBounds, type FinanceCalculatorConfig } from '../../../domain/vehicle-page/finance-calculator.ts';
import { FinanceCalculatorView } from './FinanceCalculatorView.tsx';
import { useFinanceCalculator } from './useFinanceCalculator.ts';

interface Props {
  config: FinanceCalculatorConfig;
  amountHelp: string;
  comparisonRateText: string;
  disclaimer: string;
  requestQuoteHref: string;
}

/** The standalone finance calculator (/finance-calculator): a purchase price instead of a car. */
export default function StandaloneCalculatorIsland({ config, amountHelp, ...texts }: Props) {
  const bounds = useMemo(() => standaloneCalculatorBounds(config), [config]);
  const initial = useMemo(() => initialCalculatorState(config, bounds, 0), [config, bounds]);
  const { state, summary, update, setFrequency } = useFinanceCalculator(bounds, initial);
  return (
    <FinanceCalculatorView
      bounds={bounds}
      state={state}
      summary={summary}
      amountLabel="Purchase price"
      amountHelp={amountHelp}
      {...texts}
      onChange={update}
      onFrequency={setFrequency}
    />
  );
}
