/** spec 01 §9: the count-up animation of the stats banner lasts 2 s. */
export const COUNT_UP_MS = 2000;

/** The whole number a figure counts up to ('12' → 12, '1,250' → 1250), or undefined when it is not one. */
export function countUpTarget(value: string): number | undefined {
  const digits = value.replace(/,/g, '').trim();
  if (!/^\d{1,7}$/.test(digits)) return undefined;
  return Number(digits);
}
