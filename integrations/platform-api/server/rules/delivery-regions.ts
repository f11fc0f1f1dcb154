/**
 * Delivery estimates by postcode band (Australia Post numbering). Bands not listed — remote areas
 * (far-north Queensland, most of WA and the NT outside Darwin, islands) and numbers that are not
 * postcodes — get no estimate, and the page asks the shopper to enquire instead (spec 01 §8).
 * A dealer-specific price list would replace this table; the reference server ships one for all.
 */

interface Region {
  name: string;
  price: number;
  ranges: Array<[number, number]>;
}

export const DELIVERY_REGIONS: readonly Region[] = [
  { name: 'Brisbane Metro', price: 0, ranges: [[4000, 4199], [4300, 4399], [4500, 4549]] },
  { name: 'Gold Coast & Sunshine Coast', price: 250, ranges: [[4200, 4299], [4550, 4575], [9726, 9729]] },
  { name: 'Regional Queensland', price: 650, ranges: [[4400, 4499], [4576, 4869]] },
  { name: 'Sydney Metro', price: 990, ranges: [[2000, 2234], [2555, 2574], [2740, 2786]] },
  { name: 'Regional New South Wales', price: 1290, ranges: [[2235, 2554], [2575, 2599], [2619, 2739], [2787, 2899]] },
  { name: 'Canberra', price: 1190, ranges: [[2600, 2618], [2900, 2920]] },
  { name: 'Melbourne Metro', price: 1390, ranges: [[3000, 3207], [3750, 3811], [3910, 3920], [3926, 3944], [3975, 3978]] },
  { name: 'Regional Victoria', price: 1590, ranges: [[3211, 3749], [3812, 3909], [3921, 3925], [3945, 3974], [3979, 3999]] },
  { name: 'Adelaide Metro', price: 1790, ranges: [[5000, 5199]] },
  { name: 'Regional South Australia', price: 1990, ranges: [[5200, 5749]] },
  { name: 'Perth Metro', price: 2490, ranges: [[6000, 6199]] },
  { name: 'Hobart & Tasmania', price: 1890, ranges: [[7000, 7470]] },
  { name: 'Darwin', price: 2790, ranges: [[800, 832]] },
];

export function deliveryEstimate(postcode: string): { name: string; price: number } | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const number = Number(postcode);
  const region = DELIVERY_REGIONS.find((candidate) => candidate.ranges.some(([low, high]) => number >= low && number <= high));
  return region ? { name: region.name, price: region.price } : null;
}
