import { notExpired, offerExpiresAt } from '../../domain/expiry.ts';
import type { Offer } from '../../data/schemas/offer.ts';
import { offerDescription, offerDisclaimer, offerEndsText, visibleOffers, type ShortText } from '../../domain/offers.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { imageSrcSet, imageUrlAt, type ImageCdn } from '../image-url.ts';
import { slugify } from '../routes.ts';
import { dealerHtmlToText, sanitizeDealerHtml } from '../sanitize-html.ts';

/** What an offer card and an offer page render (spec 02 §2 "Offers", §3 "Offer", §5, §9). */
export interface OfferView {
  id: number;
  name: string;
  href: string;
  category: string;
  manufacturer?: string;
  modelName?: string;
  /** The model's own page path, when the offer names a model (the page may not exist). */
  modelPath?: string;
  image?: { src: string; srcset?: string; alt: string };
  /** Plain-text short version and the sanitised dealer HTML of the whole description. */
  description: ShortText & { fullHtml: string };
  disclaimer: ShortText;
  endsText?: string;
  /** YYYY-MM-DD, for sorting and "current offer" checks. */
  endsAt?: string;
  /** UTC instant the offer stops showing (midnight after endsAt in the dealer's zone): the browser hides it then. */
  expiresAt?: string;
  dealershipIds: number[];
}

export function visibleOffersOf(bundle: TenantBundle): Offer[] {
  return visibleOffers(bundle.offers, bundle.config.id, bundle.config.experience.offerExceptionIds);
}

export function offerManufacturerName(offer: Pick<Offer, 'manufacturer'>): string | undefined {
  const name = typeof offer.manufacturer === 'string' ? offer.manufacturer : offer.manufacturer?.name;
  return name?.trim() || undefined;
}

export function offerManufacturerSlug(offer: Pick<Offer, 'manufacturer'>): string | undefined {
  const name = offerManufacturerName(offer);
  return name ? slugify(name) || undefined : undefined;
}

/** The canonical page: /offers/{manufacturer}/{id} when the offer names one, else /offers/{id}. */
export function offerHref(offer: Pick<Offer, 'id' | 'manufacturer'>): string {
  const manufacturer = offerManufacturerSlug(offer);
  return manufacturer ? `/offers/${manufacturer}/${offer.id}` : `/offers/${offer.id}`;
}

export function offerPagePaths(bundle: TenantBundle): string[] {
  const listed = new Set(listedOffers(bundle).map((o) => o.id));
  return visibleOffersOf(bundle)
    .filter((offer) => listed.has(offer.id))
    .flatMap((offer) => {
      const manufacturer = offerManufacturerSlug(offer);
      return manufacturer ? [`/offers/${offer.id}`, `/offers/${manufacturer}/${offer.id}`] : [`/offers/${offer.id}`];
    });
}

/** `imageCdn`: the dealer's image setting, for responsive offer images (as vehicle images); `timeZone`: the dealer's, for the expiry. */
export function offerView(offer: Offer, imageCdn?: ImageCdn, timeZone?: string): OfferView {
  const html = offer.sanitized_description?.trim() ? offer.sanitized_description : offer.description;
  const text = dealerHtmlToText(html);
  const cleaned = sanitizeDealerHtml(html);
  // Plain-text descriptions get a paragraph so the full view has the same rhythm as HTML ones.
  const fullHtml = /<(p|ul|ol|h3|h4|blockquote)[\s>]/i.test(cleaned) ? cleaned : cleaned ? `<p>${cleaned}</p>` : '';
  const view: OfferView = {
    id: offer.id,
    name: offer.name,
    href: offerHref(offer),
    category: offer.category,
    description: { ...offerDescription(text), fullHtml },
    disclaimer: offerDisclaimer(dealerHtmlToText(offer.disclaimer)),
    dealershipIds: offer.dealership_ids,
  };
  const manufacturer = offerManufacturerName(offer);
  if (manufacturer) view.manufacturer = manufacturer;
  if (offer.model?.name) view.modelName = offer.model.name;
  if (offer.model?.slug) view.modelPath = offer.model.override_url?.startsWith('/') ? offer.model.override_url : `/${offer.model.slug}`;
  const image = offer.image_url ?? offer.image_or_model_image?.url;
  if (image)
    view.image = imageCdn ? { src: imageUrlAt(image, 800, imageCdn), srcset: imageSrcSet(image, imageCdn), alt: offer.name } : { src: image, alt: offer.name };
  const ends = offerEndsText(offer.ends_at);
  if (ends) view.endsText = ends;
  if (offer.ends_at) view.endsAt = offer.ends_at;
  if (offer.ends_at && timeZone) view.expiresAt = offerExpiresAt(offer.ends_at, timeZone);
  return view;
}

/**
 * Offers still running at the build's clock (no end date means open-ended): the same instant the
 * page's expiry script hides them at (data-expires-at), so the HTML and the script never disagree.
 */
export function isCurrentOffer(view: Pick<OfferView, 'endsAt' | 'expiresAt'>, now: Date): boolean {
  if (view.expiresAt) return notExpired(view.expiresAt, now);
  return !view.endsAt || view.endsAt >= now.toISOString().slice(0, 10);
}

/** The offers a dealer lists: visible to this site and still running on the build's day. */
export function listedOffers(bundle: TenantBundle): (OfferView & { text: string })[] {
  const now = new Date(bundle.clock);
  return visibleOffersOf(bundle)
    .map((offer) => ({
      ...offerView(offer, bundle.config.integrations.imageCdn, bundle.config.timeZone),
      text: dealerHtmlToText(offer.sanitized_description?.trim() ? offer.sanitized_description : offer.description),
    }))
    .filter((view) => isCurrentOffer(view, now));
}
