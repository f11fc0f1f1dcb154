import { describe, expect, it } from 'vitest';
import {
  EMPTY_OFFER_QUERY,
  OFFERS_EMPTY_TEXT,
  offerCategories,
  offerQueryFromParams,
  offerQueryToParams,
  searchOffers,
  type SearchableOffer,
} from './offer-search.ts';

const offer = (id: number, extra: Partial<SearchableOffer> = {}): SearchableOffer => ({
  id,
  name: `Offer ${id}`,
  category: 'Special offer',
  text: 'Drive away today',
  dealershipIds: [],
  ...extra,
});

describe('offer search', () => {
  it('pages 21 offers at a time', () => {
    const offers = Array.from({ length: 45 }, (_, i) => offer(i + 1));
    const first = searchOffers(offers, EMPTY_OFFER_QUERY);
    expect(first.hits).toHaveLength(21);
    expect(first.totalPages).toBe(3);
    const last = searchOffers(offers, { ...EMPTY_OFFER_QUERY, page: 3 });
    expect(last.hits.map((o) => o.id)).toEqual([43, 44, 45]);
    expect(searchOffers(offers, { ...EMPTY_OFFER_QUERY, page: 9 }).page).toBe(3);
  });

  it('matches every word, ignoring case and accents', () => {
    const offers = [offer(1, { name: 'Navara Run-Out', manufacturer: 'Nissan' }), offer(2, { name: 'Ranger bonus', text: 'Cafe voucher' })];
    expect(searchOffers(offers, { ...EMPTY_OFFER_QUERY, query: 'nissan navara' }).hits.map((o) => o.id)).toEqual([1]);
    expect(searchOffers(offers, { ...EMPTY_OFFER_QUERY, query: 'CAFÉ' }).hits.map((o) => o.id)).toEqual([2]);
    expect(searchOffers(offers, { ...EMPTY_OFFER_QUERY, query: 'patrol' }).total).toBe(0);
    expect(OFFERS_EMPTY_TEXT).toBe('There appears to be no offers currently available that meet the conditions of your search');
  });

  it('refines by category and dealership (offers without dealerships apply everywhere)', () => {
    const offers = [offer(1, { category: 'Finance offer', dealershipIds: [10] }), offer(2, { dealershipIds: [20] }), offer(3)];
    expect(searchOffers(offers, { ...EMPTY_OFFER_QUERY, category: 'Finance offer' }).hits.map((o) => o.id)).toEqual([1]);
    expect(searchOffers(offers, { ...EMPTY_OFFER_QUERY, dealershipId: 20 }).hits.map((o) => o.id)).toEqual([2, 3]);
    expect(offerCategories(offers)).toEqual(['Finance offer', 'Special offer']);
  });

  it('round-trips the query through the URL', () => {
    const query = { query: 'ranger', category: 'Finance offer', dealershipId: 12, page: 2 };
    const params = offerQueryToParams(query);
    expect(params.toString()).toBe('q=ranger&category=Finance+offer&dealership=12&page=2');
    expect(offerQueryFromParams(params)).toEqual(query);
    expect(offerQueryToParams(EMPTY_OFFER_QUERY).toString()).toBe('');
    expect(offerQueryFromParams(new URLSearchParams('page=-3&dealership=x'))).toEqual(EMPTY_OFFER_QUERY);
  });
});
