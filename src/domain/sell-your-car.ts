/**
 * What "sell your car" may promise (issue 19). With a valuation provider the shopper gets an
 * indicative offer online in a couple of minutes; without one the dealer only records the car and
 * calls back, so the page, the tiles and the button say exactly that.
 */

export interface SellYourCarCopy {
  /** Lead page intro. */
  intro: string;
  /** Feature-tile line (home page, vehicle page banners). */
  tile: string;
  /** Feature-tile button. */
  cta: string;
  /** The form's submit button. */
  submitLabel: string;
}

const WITH_VALUATION: SellYourCarCopy = {
  intro: 'Get an instant offer in 2 minutes. We buy all types of cars.',
  tile: 'Get an instant offer in 2 minutes',
  cta: 'Get an instant offer',
  submitLabel: 'Get my valuation',
};

const WITHOUT_VALUATION: SellYourCarCopy = {
  intro: 'Tell us about your car and our buyers will contact you with an offer. We buy all types of cars.',
  tile: 'Tell us about your car and we will come back to you with an offer',
  cta: 'Get an offer',
  submitLabel: 'Send my car details',
};

export function sellYourCarCopy(hasValuation: boolean): SellYourCarCopy {
  return hasValuation ? WITH_VALUATION : WITHOUT_VALUATION;
}

/** Trade-in page intro: an indicative offer only when a provider gives one. */
export function tradeInIntro(hasValuation: boolean): string {
  return hasValuation
    ? 'Tell us about your car and get an indicative offer in about two minutes.'
    : 'Tell us about your car and our buyers will contact you with a trade-in offer.';
}

export const CAR_CONDITIONS = ['Excellent', 'Good', 'Fair', 'Needs work'] as const;
