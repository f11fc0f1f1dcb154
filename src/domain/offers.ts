import type { Offer } from '../data/schemas/offer.ts';
import { formatIsoDate, truncate } from './format.ts';

/** Offer visibility and text shortening (spec 02 §2 "Offers", §5 "Offers visibility", §9). */

export const OFFER_DESCRIPTION_LIMIT = 200;
export const OFFER_DESCRIPTION_TRUNCATE_AT = 160;
export const OFFER_DISCLAIMER_LIMIT = 200;

/**
 * Hidden when the offer excludes this site, unless the dealer lists the offer as an exception.
 */
export function offerVisible(offer: Pick<Offer, 'id' | 'excluded_website_ids'>, siteId: number, exceptionOfferIds: readonly number[] = []): boolean {
  return !offer.excluded_website_ids.includes(siteId) || exceptionOfferIds.includes(offer.id);
}

export function visibleOffers<T extends Pick<Offer, 'id' | 'excluded_website_ids'>>(
  offers: readonly T[],
  siteId: number,
  exceptionOfferIds: readonly number[] = [],
): T[] {
  return offers.filter((offer) => offerVisible(offer, siteId, exceptionOfferIds));
}

export interface ShortText {
  short: string;
  full: string;
  /** Whether a View more / View full toggle is needed. */
  truncated: boolean;
}

/**
 * Descriptions up to 200 characters show whole; longer ones are cut to 160 so the toggle hides
 * a worthwhile amount. Works on plain text: strip dealer HTML before calling.
 */
export function offerDescription(text: string): ShortText {
  if (text.length <= OFFER_DESCRIPTION_LIMIT) return { short: text, full: text, truncated: false };
  return { short: truncate(text, OFFER_DESCRIPTION_TRUNCATE_AT), full: text, truncated: true };
}

export function offerDisclaimer(text: string): ShortText {
  if (text.length <= OFFER_DISCLAIMER_LIMIT) return { short: text, full: text, truncated: false };
  return { short: truncate(text, OFFER_DISCLAIMER_LIMIT), full: text, truncated: true };
}

/** 'Offer ends 30 September 2025', or undefined when the offer has no end date. */
export function offerEndsText(endsAt: string | null | undefined): string | undefined {
  return endsAt ? `Offer ends ${formatIsoDate(endsAt)}` : undefined;
}
