/**
 * The online purchase journey (spec 02 §2 `/checkout-journey?car_id={slug}`): its steps in
 * order and which step a shopper may submit next. Pure rules shared by the island and the API, so the
 * browser never offers a step the server would refuse.
 */

export const PURCHASE_STEPS = ['price', 'trade_in', 'finance', 'deposit', 'fulfilment', 'summary'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

export const PURCHASE_STEP_TITLES: Record<PurchaseStep, string> = {
  price: 'Confirm the price',
  trade_in: 'Your trade-in',
  finance: 'Finance or pay cash',
  deposit: 'Pay the deposit',
  fulfilment: 'Delivery or pick-up',
  summary: 'Review and send',
};

/** A journey's lead category (spec 02 §2 "Online Purchase" action) and its form type at the API. */
export const PURCHASE_CATEGORY = 'Online Purchase';
export const PURCHASE_FORM_TYPE = 'online-purchase';

export function stepIndex(step: PurchaseStep): number {
  return PURCHASE_STEPS.indexOf(step);
}

/** The first step not yet saved: where a resumed journey opens. `summary` once every other is saved. */
export function firstOpenStep(saved: Iterable<string>): PurchaseStep {
  const done = new Set(saved);
  return PURCHASE_STEPS.find((step) => !done.has(step)) ?? 'summary';
}

/**
 * Whether `step` may be saved now: every earlier step must be saved (a skipped trade-in is saved as
 * skipped). Returns the earliest missing step otherwise. Going back to change a saved step is allowed.
 */
export function missingBefore(step: PurchaseStep, saved: Iterable<string>): PurchaseStep | null {
  const done = new Set(saved);
  return PURCHASE_STEPS.slice(0, stepIndex(step)).find((earlier) => !done.has(earlier)) ?? null;
}

/** spec 02 §1, §9: "a reservation deposit of $200 holds a car for 48 hours and is 100% refundable". */
export function depositTerms(depositText: string, holdHours: number): string {
  return `Your ${depositText} deposit holds this car for you for ${holdHours} hours and is 100% refundable: cancel at any time before you sign the contract and it is paid back to your card.`;
}

/** The honest stop when the car is taken while the shopper is mid-way. */
export const CAR_TAKEN_MESSAGE =
  'Sorry, this car has just been sold or reserved by another buyer, so it can no longer be bought online. Your details are saved and we will call you about similar cars.';
