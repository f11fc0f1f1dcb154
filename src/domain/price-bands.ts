/**
 * The `price_range` refinement (spec 01 §3): a car's price in one of a few fixed bands, so a shopper
 * can tick "$20,000 to $30,000" beside the slider and see each band's count. A band is a function of
 * the price alone, so the search snapshot never carries it: the reader derives it (stock-snapshot.ts).
 *
 * Lower edge inclusive, upper edge exclusive: a $20,000 car is in "$20,000 to $30,000". The labels say
 * "to", not "-", so the budget finder's older `price_range=$1,000 - $2,000` spelling (a price range)
 * never reads as a band. A price of 0 or less ("Enquire for price") is in no band.
 */

const EDGES = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const;

const money = (value: number) => `$${value.toLocaleString('en-AU')}`;

/** Every band label, cheapest first: the URL accepts only these and the filter lists them in this order. */
export const PRICE_BANDS: readonly string[] = [
  `Under ${money(EDGES[0])}`,
  ...EDGES.slice(1).map((edge, i) => `${money(EDGES[i]!)} to ${money(edge)}`),
  `${money(EDGES[EDGES.length - 1]!)} and over`,
];

/** The band a price falls in, or undefined for no price. */
export function priceBand(price: number): string | undefined {
  if (!Number.isFinite(price) || price <= 0) return undefined;
  const index = EDGES.findIndex((edge) => price < edge);
  return PRICE_BANDS[index === -1 ? EDGES.length : index];
}
