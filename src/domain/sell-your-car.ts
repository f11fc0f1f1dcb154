/**
 * What "sell your car" may promise. With a valuation provider the shopper gets an
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

/** The dealer's word for what it sells (site.json `vehicleNoun`): "car"/"cars", "bike"/"bikes". */
export interface VehicleNoun {
  singular: string;
  plural: string;
}

const CAR: VehicleNoun = { singular: 'car', plural: 'cars' };

export function sellYourCarCopy(hasValuation: boolean, noun: VehicleNoun = CAR): SellYourCarCopy {
  return hasValuation
    ? {
        intro: `Get an instant offer in 2 minutes. We buy all types of ${noun.plural}.`,
        tile: 'Get an instant offer in 2 minutes',
        cta: 'Get an instant offer',
        submitLabel: 'Get my valuation',
      }
    : {
        intro: `Tell us about your ${noun.singular} and our buyers will contact you with an offer. We buy all types of ${noun.plural}.`,
        tile: `Tell us about your ${noun.singular} and we will come back to you with an offer`,
        cta: 'Get an offer',
        // The form's own words carry no noun (the form types know no dealer), so none is promised here either.
        submitLabel: 'Send my details',
      };
}

/** Trade-in page intro: an indicative offer only when a provider gives one. */
export function tradeInIntro(hasValuation: boolean, noun: VehicleNoun = CAR): string {
  return hasValuation
    ? `Tell us about your ${noun.singular} and get an indicative offer in about two minutes.`
    : `Tell us about your ${noun.singular} and our buyers will contact you with a trade-in offer.`;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The "Good to know" answers beside the selling journey (spec 02 §4: an estimate is indicative and
 * subject to inspection). The two about the online estimate only where the dealer gives one: without
 * a valuation provider there is no estimate to explain.
 */
export function sellingFaq(hasValuation: boolean, noun: VehicleNoun = CAR): FaqEntry[] {
  const estimate: FaqEntry[] = [
    {
      question: 'Is the online estimate a final offer?',
      answer: `No. The estimate is indicative only and subject to an inspection of the ${noun.singular} by our team.`,
    },
    {
      question: `Can every ${noun.singular} get an instant estimate?`,
      answer: `Generally we cannot give an instant estimate for ${noun.plural} over 7 years old or with more than 100,000 km. We will still make you an offer after a quick look at the ${noun.singular}.`,
    },
    {
      question: 'What happens after I accept?',
      answer: `We call you to book a time to inspect the ${noun.singular}, confirm the offer and arrange payment or the trade against your next ${noun.singular}.`,
    },
  ];
  if (hasValuation) return estimate;
  return [
    {
      question: 'What happens after I send my details?',
      answer: `One of our buyers calls you to talk about your ${noun.singular} and book a time to look at it. We make you an offer after that inspection.`,
    },
    {
      question: 'Do I have to accept the offer?',
      answer: `No. The offer is yours to consider; if you accept we arrange payment or the trade against your next ${noun.singular}.`,
    },
  ];
}

export const CAR_CONDITIONS = ['Excellent', 'Good', 'Fair', 'Needs work'] as const;
