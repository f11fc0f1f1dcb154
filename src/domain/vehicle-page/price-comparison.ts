/** The price-comparison gauge (spec 01 §3 "Price-comparison data", §5 "Price-comparison panel", §9). */

export interface PriceComparison {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string;
  /** Where the market range comes from, named under the gauge when the platform says. */
  source?: string;
}

export type PriceComparisonInput = { [K in keyof PriceComparison]?: PriceComparison[K] | null };

export const GAUGE_CONFIDENCE_THRESHOLD = 0.2;
export const GREAT_DEAL_FROM_FILL = 0.65;
export const GAUGE_ANIMATION_MS = 2500;

/**
 * Shown only when every number is present, confidence is above 0.2 and the market's top is at least
 * the listing price (a car dearer than the whole market range would read as a bad gauge).
 */
export function priceComparisonShown(data: PriceComparisonInput | null | undefined): data is PriceComparison {
  if (!data) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if (fill == null || listing_price == null || market_range_min == null || market_range_max == null || confidence == null) {
    return false;
  }
  return confidence > GAUGE_CONFIDENCE_THRESHOLD && market_range_max >= listing_price;
}

export function dealLabel(fill: number): 'Good Deal' | 'Great Deal' {
  return fill < GREAT_DEAL_FROM_FILL ? 'Good Deal' : 'Great Deal';
}

export type FillBand = 'low' | 'medium' | 'high';

export function fillBand(fill: number): FillBand {
  if (fill < 0.3) return 'low';
  if (fill < 0.6) return 'medium';
  return 'high';
}

/** The fill shown `elapsedMs` into the animation (ease-out); at once when motion is reduced. */
export function animatedFill(target: number, elapsedMs: number, reducedMotion: boolean): number {
  if (reducedMotion || elapsedMs >= GAUGE_ANIMATION_MS) return target;
  const t = Math.max(0, elapsedMs) / GAUGE_ANIMATION_MS;
  return target * (1 - (1 - t) ** 3);
}

/** Needle angle in degrees on a half-circle gauge: -90 (empty) to 90 (full). */
export function needleDegrees(fill: number): number {
  return -90 + Math.min(1, Math.max(0, fill)) * 180;
}
