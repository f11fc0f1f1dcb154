import { useEffect, useMemo, useState } from 'react';
import { calculatorBounds, initialCalculatorState } from '../../../domain/vehicle-page/finance-calculator.ts';
import type { FinanceIslandProps, FinanceWideKey, TouchFinanceProps } from '../../../site/vehicle/finance-island.ts';
import { joinDealerWide } from '../../shared/dealer-wide-props.ts';
import { onLivePrice } from '../live/live-price.ts';
import { FinanceCalculatorView } from './FinanceCalculatorView.tsx';
import { useFinanceCalculator } from './useFinanceCalculator.ts';

/**
 * Finance calculator island glue: the car's lender offer and the dealer ranges in, repayment and totals
 * out. A live re-price of the car (bind-live-status.ts) moves the loan amount to the new price, unless
 * the shopper has set their own. The dealer's ranges and texts come from a cached file
 * (src/site/vehicle/finance-island.ts).
 */
export default function FinanceCalculatorIsland(given: FinanceIslandProps | TouchFinanceProps) {
  const { carId, ...calculator } = useMemo(() => joinDealerWide<FinanceIslandProps, FinanceWideKey>(given), [given]);
  const { config, offer } = calculator;
  // After mount, so the hydrating render is the server's (built) price.
  const [livePrice, setLivePrice] = useState<number | null>(null);
  useEffect(() => onLivePrice(document, setLivePrice), []);
  const price = livePrice ?? calculator.price;
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
