import { useCallback, useMemo, useRef, useState } from 'react';
import type { PaymentFrequency } from '../../../domain/finance/repayment.ts';
import type { LenderTerms } from '../../../domain/finance/finance-offer.ts';
import {
  calculatorBounds,
  calculatorSummary,
  initialCalculatorState,
  updateCalculator,
  type CalculatorField,
  type FinanceCalculatorConfig,
} from '../../../domain/vehicle-page/finance-calculator.ts';
import { pushEvent } from '../analytics.ts';

const FINANCE_CALCULATOR_EVENT = 26;

/**
 * Binds the calculator rules to React state, starting from the car's lender offer (the advertised
 * figure); event 26 goes out on the first interaction only.
 */
export function useFinanceCalculator(config: FinanceCalculatorConfig, price: number, offer: LenderTerms, carId: number) {
  const bounds = useMemo(() => calculatorBounds(config, price, offer), [config, price, offer]);
  const [state, setState] = useState(() => initialCalculatorState(config, bounds, price, offer));
  const interacted = useRef(false);

  const touch = useCallback(() => {
    if (interacted.current) return;
    interacted.current = true;
    pushEvent(FINANCE_CALCULATOR_EVENT, { car_id: carId });
  }, [carId]);

  const update = useCallback(
    (field: CalculatorField, value: number) => {
      touch();
      setState((current) => updateCalculator(current, field, value, bounds));
    },
    [bounds, touch],
  );
  const setFrequency = useCallback(
    (frequency: PaymentFrequency) => {
      touch();
      setState((current) => ({ ...current, frequency }));
    },
    [touch],
  );

  return { bounds, state, summary: calculatorSummary(state, bounds), update, setFrequency };
}
