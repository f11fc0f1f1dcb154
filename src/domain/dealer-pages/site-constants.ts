/** Fixed wording and figures of the dealer pages (spec 01 §2; spec 02 §1, §5, §9). */

/** 14-day return terms (spec 02 §5, §9): every condition must hold. */
export const RETURN_PERIOD_DAYS = 14;
export const RETURN_MAX_KM = 500;
export const RETURN_TERMS = [
  'You are buying as a consumer.',
  `You give us notice of the return within ${RETURN_PERIOD_DAYS} days of delivery.`,
  `The vehicle has travelled no more than ${RETURN_MAX_KM} km since delivery.`,
  'The vehicle has at least a quarter tank of fuel.',
  'All keys and accessories supplied with the vehicle are returned.',
  'The vehicle is free of any financial encumbrance.',
] as const;

export const MONEY_BACK_HOURS = 48;

/** Reservation promise (spec 02 §1, §9). */
export function reservationPromise(deposit: number, holdHours: number): string {
  return `A $${deposit} deposit holds a car for ${holdHours} hours and is 100% refundable.`;
}

/** Feature banner on the home page (spec 01 §2): the sell-your-car tile's promise, with a valuation provider (src/domain/sell-your-car.ts). */
export const SELL_YOUR_CAR_PROMISE = 'Get an instant offer in 2 minutes';

/** Location page labels (spec 02 §2 "Single location page"). */
export const LOCATION_LABELS = {
  contactUs: 'Contact Us',
  directions: 'Get Directions',
  viewDetails: 'View Details',
  viewLocation: 'View Location',
  enquire: 'Enquire Now',
  testDrive: 'Book A Test Drive',
  service: 'Book a Service',
  holidayHours: 'View Holiday Opening Hours',
} as const;

/** Dealer registration labels (spec 02 §9). */
export const ACCEPTED_CARDS_LABEL = 'We accept';
