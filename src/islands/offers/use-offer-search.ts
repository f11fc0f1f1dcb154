import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  EMPTY_OFFER_QUERY,
  offerQueryFromParams,
  offerQueryToParams,
  searchOffers,
  type OfferQuery,
  type SearchableOffer,
} from '../../domain/dealer-pages/offer-search.ts';

/**
 * Offer search state kept in the URL (?q=&category=&dealership=&page=), so reload, back/forward and
 * shared links show the same offers. Starts from the empty query to match the static HTML, then
 * reads the URL once hydrated.
 */
export function useOfferSearch<T extends SearchableOffer>(offers: readonly T[]) {
  const [query, setQuery] = useState<OfferQuery>(EMPTY_OFFER_QUERY);

  useEffect(() => {
    const read = () => setQuery(offerQueryFromParams(new URLSearchParams(window.location.search)));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const update = useCallback((next: OfferQuery, mode: 'push' | 'replace') => {
    setQuery(next);
    const search = offerQueryToParams(next).toString();
    const url = `${window.location.pathname}${search ? `?${search}` : ''}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }, []);

  const results = useMemo(() => searchOffers(offers, query), [offers, query]);
  return {
    query,
    results,
    /** Typing refines in place; a new refinement starts again at page 1. */
    refine: (patch: Partial<Omit<OfferQuery, 'page'>>) => update({ ...query, ...patch, page: 1 }, 'replace'),
    goToPage: (page: number) => update({ ...query, page }, 'push'),
    clear: () => update(EMPTY_OFFER_QUERY, 'push'),
  };
}
