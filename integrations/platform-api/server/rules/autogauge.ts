import { formatAud } from '../../../../src/domain/format.ts';
import type { AutogaugeReply } from '../../contract/index.ts';
import { roundTo } from './stable-hash.ts';

/**
 * Price-comparison data from the car's own price and its average market price (state average
 * preferred, else national — as for the below-market badge, spec 01 §5). The market range is the
 * average ±8 %; `fill` is how far below the top of that range the car sits (1 = cheapest end), so
 * a bargain reads "Great Deal" at fill ≥ 0.65. Confidence is higher for the state average, the
 * closer comparison.
 */

export interface GaugeInput {
  price: number;
  market_average_price?: { state?: number | null; national?: number | null } | null;
}

/** The reference server has no market data: it says so, and the page shows it beside the gauge. */
export const DEMO_GAUGE_SOURCE = 'Demo data from the reference platform server: the range is the average market price ± 8 %, not a market valuation.';

export function autogaugeFor(car: GaugeInput): AutogaugeReply | null {
  const stateAverage = car.market_average_price?.state ?? null;
  const average = stateAverage ?? car.market_average_price?.national ?? null;
  if (average === null || average <= 0 || car.price <= 0) return null;

  const min = roundTo(average * 0.92, 100);
  const max = roundTo(average * 1.08, 100);
  const fill = Math.min(1, Math.max(0, (max - car.price) / (max - min)));
  const difference = Math.round(average - car.price);
  const where = stateAverage !== null ? 'in your state' : 'nationally';
  const description =
    difference > 0
      ? `Priced ${formatAud(difference)} below the average market price of ${formatAud(average)} ${where}.`
      : difference < 0
        ? `Priced ${formatAud(-difference)} above the average market price of ${formatAud(average)} ${where}.`
        : `Priced at the average market price of ${formatAud(average)} ${where}.`;

  return {
    fill: Math.round(fill * 100) / 100,
    listing_price: car.price,
    market_range_min: min,
    market_range_max: max,
    confidence: stateAverage !== null ? 0.85 : 0.6,
    description,
    source: DEMO_GAUGE_SOURCE,
  };
}
