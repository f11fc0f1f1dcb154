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
  const search = useOfferSearch(offers);
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
