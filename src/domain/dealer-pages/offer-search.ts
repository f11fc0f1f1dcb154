/**
 * Search over the dealer's offers on /special-offers (spec 01 §7 "Offers search", §8, §9; spec 02 §2):
 * text and category refinements, 21 a page, and the spec's empty-state wording.
 */

export const OFFERS_PAGE_SIZE = 21;
export const OFFERS_EMPTY_TITLE = 'No Results Available';
export const OFFERS_EMPTY_TEXT = 'There appears to be no offers currently available that meet the conditions of your search';
export const CLEAR_FILTERS_LABEL = 'Clear Filters';

export interface SearchableOffer {
  id: number;
  name: string;
  category: string;
  /** Plain text of the description (dealer HTML already stripped). */
  text: string;
  manufacturer?: string;
  modelName?: string;
  dealershipIds: readonly number[];
}

export interface OfferQuery {
  query: string;
  category: string;
  /** 0: every dealership. */
  dealershipId: number;
  /** 1-based. */
  page: number;
}

export const EMPTY_OFFER_QUERY: OfferQuery = { query: '', category: '', dealershipId: 0, page: 1 };

export interface OfferResults<T> {
  hits: T[];
  total: number;
  page: number;
  totalPages: number;
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every word of the query must appear somewhere in the offer (name, text, category, make, model). */
function matchesText(offer: SearchableOffer, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([offer.name, offer.text, offer.category, offer.manufacturer ?? '', offer.modelName ?? ''].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** An offer without dealership ids applies to every dealership of the site. */
function matchesDealership(offer: SearchableOffer, dealershipId: number): boolean {
  return dealershipId === 0 || offer.dealershipIds.length === 0 || offer.dealershipIds.includes(dealershipId);
}

export function searchOffers<T extends SearchableOffer>(offers: readonly T[], query: OfferQuery): OfferResults<T> {
  const matching = offers.filter(
    (offer) => matchesText(offer, query.query) && (query.category === '' || offer.category === query.category) && matchesDealership(offer, query.dealershipId),
  );
  const totalPages = Math.max(1, Math.ceil(matching.length / OFFERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page) || 1), totalPages);
  const start = (page - 1) * OFFERS_PAGE_SIZE;
  return { hits: matching.slice(start, start + OFFERS_PAGE_SIZE), total: matching.length, page, totalPages };
}

/** Categories in first-seen order, for the category select. */
export function offerCategories(offers: readonly Pick<SearchableOffer, 'category'>[]): string[] {
  return [...new Set(offers.map((offer) => offer.category))];
}

/** URL ⇄ query: '?q=ranger&category=Finance+offer&dealership=12&page=2'. Unknown or empty values fall back. */
export function offerQueryFromParams(params: URLSearchParams): OfferQuery {
  const dealershipId = Number(params.get('dealership') ?? 0);
  const page = Number(params.get('page') ?? 1);
  return {
    query: params.get('q') ?? '',
    category: params.get('category') ?? '',
    dealershipId: Number.isInteger(dealershipId) && dealershipId > 0 ? dealershipId : 0,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function offerQueryToParams(query: OfferQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.query.trim()) params.set('q', query.query.trim());
  if (query.category) params.set('category', query.category);
  if (query.dealershipId > 0) params.set('dealership', String(query.dealershipId));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
