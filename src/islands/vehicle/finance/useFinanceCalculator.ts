import { useCallback, useEffect, useRef, useState } from 'react';
import { NUMBERED_EVENT, pushAnalyticsEvent } from '../../../forms/browser/analytics.ts';
import type { PaymentFrequency } from '../../../domain/finance/repayment.ts';
import {
  calculatorSummary,
  updateCalculator,
  type CalculatorBounds,
  type CalculatorField,
  type CalculatorState,
} from '../../../domain/vehicle-page/finance-calculator.ts';

const FINANCE_CALCULATOR_EVENT = 26;

/**
 * Binds the calculator rules to React state from its bounds and starting values (on a vehicle page:
 * the car's lender offer, the advertised figure); event 26 goes out on the first interaction only.
 */
export function useFinanceCalculator(bounds: CalculatorBounds, initial: CalculatorState, carId?: number) {
  const [state, setState] = useState(initial);
  const interacted = useRef(false);
  // New starting values (a live re-price): the loan amount follows the price unless the shopper changed it.
  const started = useRef(initial);
  useEffect(() => {
    const before = started.current;
    if (before === initial) return;
    started.current = initial;
    setState((current) => (current.amount === before.amount ? updateCalculator(current, 'amount', initial.amount, bounds) : current));
  }, [initial, bounds]);

  const touch = useCallback(() => {
    if (interacted.current) return;
    interacted.current = true;
    pushAnalyticsEvent({ event: NUMBERED_EVENT, event_id: FINANCE_CALCULATOR_EVENT, ...(carId === undefined ? {} : { car_id: carId }) });
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

  return { state, summary: calculatorSummary(state, bounds), update, setFrequency };
}
