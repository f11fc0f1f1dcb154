import type { FormEvent } from 'react';
import { OfferCard } from '../../components/offers/OfferCard.tsx';
import { CLEAR_FILTERS_LABEL, OFFERS_EMPTY_TEXT, OFFERS_EMPTY_TITLE, type OfferQuery, type OfferResults } from '../../domain/dealer-pages/offer-search.ts';
import type { OfferView } from '../../site/dealer/offers.ts';

interface Props {
  query: OfferQuery;
  results: OfferResults<OfferView>;
  categories: string[];
  dealerships: { id: number; name: string }[];
  onRefine: (patch: Partial<Omit<OfferQuery, 'page'>>) => void;
  onPage: (page: number) => void;
  onClear: () => void;
}

/** Props-only offers search: refinements, the result grid (21 a page), pager and empty state. */
export function OffersSearchView({ query, results, categories, dealerships, onRefine, onPage, onClear }: Props) {
  const stop = (event: FormEvent) => event.preventDefault();
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...(query.query ? { q: query.query } : {}), ...(query.category ? { category: query.category } : {}), page: String(page) }).toString()}`;
  return (
    <div className="offers-search">
      <form className="offer-search" role="search" aria-label="Search offers" onSubmit={stop}>
        <div>
          <label htmlFor="offer-q">Search offers</label>
          <input
            id="offer-q"
            type="search"
            value={query.query}
            placeholder="Model, category or keyword"
            onChange={(e) => onRefine({ query: e.target.value })}
          />
        </div>
        {categories.length > 1 && (
          <div>
            <label htmlFor="offer-category">Category</label>
            <select id="offer-category" value={query.category} onChange={(e) => onRefine({ category: e.target.value })}>
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        )}
        {dealerships.length > 1 && (
          <div>
            <label htmlFor="offer-dealership">Dealership</label>
            <select id="offer-dealership" value={query.dealershipId || ''} onChange={(e) => onRefine({ dealershipId: Number(e.target.value) || 0 })}>
              <option value="">All dealerships</option>
              {dealerships.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>
      <p className="offer-search__count" role="status">
        {results.total} {results.total === 1 ? 'offer' : 'offers'}
        {results.totalPages > 1 ? ` · page ${results.page} of ${results.totalPages}` : ''}
      </p>
      {results.hits.length > 0 ? (
        <ul className="offer-grid" data-testid="offer-results">
          {results.hits.map((offer, i) => (
            <li key={offer.id}>
              <OfferCard offer={offer} headingLevel={2} eager={i < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <h2>{OFFERS_EMPTY_TITLE}</h2>
          <p>{OFFERS_EMPTY_TEXT}</p>
          <a
            className="btn"
            href="/special-offers"
            onClick={(e) => {
              e.preventDefault();
              onClear();
            }}
          >
            {CLEAR_FILTERS_LABEL}
          </a>
        </div>
      )}
      {results.totalPages > 1 && (
        <nav aria-label="Offer pages">
          <ul className="pager">
            {Array.from({ length: results.totalPages }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                <a
                  href={pageHref(page)}
                  aria-current={page === results.page ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    onPage(page);
                  }}
                >
                  <span className="visually-hidden">Page </span>
                  {page}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
