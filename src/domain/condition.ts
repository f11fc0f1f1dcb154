/** What a car's `car_type` reads as to a shopper, everywhere: cards, vehicle page, filters, compare, PDF. */
export type CarType = 'new' | 'used' | 'demo';

export const CONDITION_LABELS: Readonly<Record<CarType, string>> = { new: 'New', used: 'Used', demo: 'Demo' };

/** 'New', 'Used' or 'Demo'; a value a feed invents is shown as given. */
export function conditionLabel(carType: string): string {
  return CONDITION_LABELS[carType.toLowerCase() as CarType] ?? carType;
}
