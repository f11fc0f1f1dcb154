import type { SiteConfig } from '../../config/site.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../domain/finance/vehicle-offer.ts';
import type { LenderTerms } from '../../domain/finance/finance-offer.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { paths } from '../routes.ts';

/**
 * The personalised finance quote's data (/personalised/finance?car_id=…): for every car with a
 * finance offer, the offer's own terms (src/domain/finance/finance-offer.ts) so the page starts from
 * exactly the advertised repayment and recomputes with the same formula as the shopper changes the
 * deposit and term. Cars without an offer (sold, finance not shown) are absent: the page says so.
 */

export const PERSONALISED_OFFERS_PATH = '/personalised/finance-offers.json';

export interface PersonalisedOffer {
  id: number;
  slug: string;
  name: string;
  href: string;
  price: number;
  roundUp: boolean;
  terms: LenderTerms;
  /** The advertised weekly figure, as the car's page shows it ('$241 /week' rounds up per the dealer). */
  advertisedWeekly: string;
}

export function personalisedOffers(bundle: TenantBundle): PersonalisedOffer[] {
  const settings = financeOfferSettings(bundle.config);
  const now = new Date(bundle.clock);
  return bundle.vehicles.flatMap((vehicle) => {
    const offer = vehicleFinanceOffer(vehicle, settings, now);
    if (!offer) return [];
    const { price, roundUp, weekly, ...terms } = offer;
    return [
      { id: vehicle.id, slug: vehicle.slug, name: vehicle.name, href: paths.vehicle(vehicle.slug), price, roundUp, terms, advertisedWeekly: weekly.display },
    ];
  });
}

/** The term choices: the dealer's fixed list, else whole years across the calculator's range. */
export function termChoices(config: SiteConfig): number[] {
  const { termOptions, term } = config.finance;
  if (termOptions && termOptions.length > 0) return termOptions;
  const years: number[] = [];
  for (let year = Math.ceil(term.min); year <= Math.floor(term.max); year++) years.push(year);
  return years;
}
