import { useMemo } from 'react';
import { calculatorBounds, initialCalculatorState } from '../../../domain/vehicle-page/finance-calculator.ts';
import type { FinanceCalculatorProps } from '../../../site/vehicle/finance.ts';
import { FinanceCalculatorView } from './FinanceCalculatorView.tsx';
import { useFinanceCalculator } from './useFinanceCalculator.ts';

interface Props {
  calculator: FinanceCalculatorProps;
  carId: number;
}

/** Finance calculator island glue: the car's lender offer and the dealer ranges in, repayment and totals out. */
export default function FinanceCalculatorIsland({ calculator, carId }: Props) {
  const { config, price, offer } = calculator;
  const bounds = useMemo(() => calculatorBounds(config, price, offer), [config, price, offer]);
  const initial = useMemo(() => initialCalculatorState(config, bounds, price, offer), [config, bounds, price, offer]);
  const { state, summary, update, setFrequency } = useFinanceCalculator(bounds, initial, carId);
  return (
    <FinanceCalculatorView
      bounds={bounds}
      state={state}
      summary={summary}
      offer={offer}
      comparisonRateText={calculator.comparisonRateText}
      disclaimer={calculator.disclaimer}
      requestQuoteHref={calculator.requestQuoteHref}
      onChange={update}
      onFrequency={setFrequency}
    />
  );
}
