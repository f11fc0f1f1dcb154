import { useEffect, useMemo, useState } from 'react';
import { notExpired } from '../../domain/expiry.ts';
import type { OfferView } from '../../site/dealer/offers.ts';
import { OffersSearchView } from './OffersSearchView.tsx';
import { useOfferSearch } from './use-offer-search.ts';

export type SearchableOfferView = OfferView & { text: string };

interface Props {
  offers: SearchableOfferView[];
  categories: string[];
  dealerships: { id: number; name: string }[];
}

/** /special-offers: search over the dealer's offers in the browser (spec 01 §7 offers search, 21 a page). */
export default function OffersSearchIsland({ offers, categories, dealerships }: Props) {
  // Offers that ended since the build leave on the visitor's clock; the first render keeps the
  // build's list so hydration matches the HTML (where the expiry script has hidden them already).
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  const running = useMemo(() => (now ? offers.filter((offer) => notExpired(offer.expiresAt, now)) : offers), [offers, now]);
  const search = useOfferSearch(running);
  return (
    <OffersSearchView
      query={search.query}
      results={search.results}
      categories={categories}
      dealerships={dealerships}
      onRefine={search.refine}
      onPage={search.goToPage}
      onClear={search.clear}
    />
  );
}
