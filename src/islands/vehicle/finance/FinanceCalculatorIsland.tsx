import type { FinanceCalculatorProps } from '../../../site/vehicle/finance.ts';
import { FinanceCalculatorView } from './FinanceCalculatorView.tsx';
import { useFinanceCalculator } from './useFinanceCalculator.ts';

interface Props {
  calculator: FinanceCalculatorProps;
  carId: number;
}

/** Finance calculator island glue: the car's lender offer and the dealer ranges in, repayment and totals out. */
export default function FinanceCalculatorIsland({ calculator, carId }: Props) {
  const { bounds, state, summary, update, setFrequency } = useFinanceCalculator(calculator.config, calculator.price, calculator.offer, carId);
  return (
    <FinanceCalculatorView
      bounds={bounds}
      state={state}
      summary={summary}
      offer={calculator.offer}
      comparisonRateText={calculator.comparisonRateText}
      disclaimer={calculator.disclaimer}
      requestQuoteHref={calculator.requestQuoteHref}
      onChange={update}
      onFrequency={setFrequency}
    />
  );
}
