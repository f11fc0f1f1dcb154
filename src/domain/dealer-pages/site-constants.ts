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
