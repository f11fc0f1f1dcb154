import type { FinanceCalculatorProps, LenderOffer } from '../../../site/vehicle/finance.ts';
import { FinanceCalculatorView } from './FinanceCalculatorView.tsx';
import { useFinanceCalculator } from './useFinanceCalculator.ts';

interface Props {
  calculator: FinanceCalculatorProps;
  lender?: LenderOffer | undefined;
  carId: number;
}

/** Finance calculator island glue: dealer ranges in, repayment out. */
export default function FinanceCalculatorIsland({ calculator, lender, carId }: Props) {
  const { bounds, state, repayment, update, setFrequency } = useFinanceCalculator(calculator.config, calculator.price, carId);
  return (
    <FinanceCalculatorView
      bounds={bounds}
      state={state}
      repayment={repayment}
      lender={lender}
      comparisonRateText={calculator.comparisonRateText}
      disclaimer={calculator.disclaimer}
      requestQuoteHref={calculator.requestQuoteHref}
      onChange={update}
      onFrequency={setFrequency}
    />
  );
}
