/**
 * The home page quick search (type, make, model, price) and the links into the search routes.
 * The search page reads `car_type`, `make`, `model`, `body` and `price=min:max` (spec 02 §5
 * "range[price]=min:max"); empty choices are left out of the URL.
 */

import { formatAud } from '../format.ts';

export interface QuickSearchChoice {
  carType?: string;
  make?: string;
  model?: string;
  /** 'min:max' */
  price?: string;
}

export function quickSearchHref(listingBase: string, choice: QuickSearchChoice): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | undefined) => {
    if (value && value.trim() !== '') params.set(name, value.trim());
  };
  put('car_type', choice.carType);
  put('make', choice.make);
  put('model', choice.model);
  put('price', choice.price);
  const query = params.toString();
  return query ? `${listingBase}?${query}` : listingBase;
}

export function bodyTypeHref(listingBase: string, body: string): string {
  return `${listingBase}?${new URLSearchParams({ body }).toString()}`;
}

export interface PriceBand {
  /** 'min:max' as the search page reads it. */
  value: string;
  label: string;
}

const BAND_EDGES = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];

/**
 * Price bands that hold at least one priced vehicle. The top band runs to the dearest vehicle
 * (rounded up to $1,000) because the price filter is always a closed 'min:max' range.
 */
export function priceBands(prices: readonly number[]): PriceBand[] {
  const priced = prices.filter((price) => price > 0);
  if (priced.length === 0) return [];
  const top = Math.ceil(Math.max(...priced) / 1000) * 1000;
  const bands: PriceBand[] = [];
  let min = 0;
  for (const edge of [...BAND_EDGES, Infinity]) {
    const max = Number.isFinite(edge) ? edge : top;
    if (min >= top && min > 0) break;
    const holdsStock = priced.some((price) => price > min && price <= max);
    if (holdsStock) {
      const label = min === 0 ? `Under ${formatAud(max)}` : Number.isFinite(edge) ? `${formatAud(min)} – ${formatAud(max)}` : `${formatAud(min)}+`;
      bands.push({ value: `${min}:${max}`, label });
    }
    min = max;
  }
  return bands;
}

export interface MakeModels {
  make: string;
  models: string[];
}

/** Makes and their models in stock, alphabetical, for the make and model selects. */
/** spec 01 §9: the popular-makes dropdown holds the first 20 makes by stock count. */
export const POPULAR_MAKES_LIMIT = 20;

/**
 * The makes with the most cars in stock (at most `limit`, ties by name), listed by name with their
 * models: a dealer with 40 makes offers its 20 popular ones, never a random or alphabetical cut.
 */
export function makesAndModels(vehicles: readonly { make: string; model: string }[], limit = POPULAR_MAKES_LIMIT): MakeModels[] {
  const byMake = new Map<string, { count: number; models: Set<string> }>();
  for (const { make, model } of vehicles) {
    const entry = byMake.get(make) ?? { count: 0, models: new Set<string>() };
    entry.count++;
    entry.models.add(model);
    byMake.set(make, entry);
  }
  const collator = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' });
  return [...byMake.entries()]
    .sort(([a, x], [b, y]) => y.count - x.count || collator.compare(a, b))
    .slice(0, limit)
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([make, { models }]) => ({ make, models: [...models].sort(collator.compare) }));
}
