import { VehicleCard } from '../../../components/vehicle/VehicleCard.tsx';
import { VEHICLE_PAGE } from '../../../domain/vehicle-page/constants.ts';
import type { SearchCardModel } from '../../../site/search/card-view.ts';

interface Props {
  cards: SearchCardModel[] | null;
  noun: string;
  moreHref: string;
}

/** Six placeholders while loading, then up to six cards; props only. */
export function SimilarCarsView({ cards, noun, moreHref }: Props) {
  if (cards === null) {
    return (
      <ul className="grid grid--cards similar__grid" aria-busy="true" aria-label={`Loading similar ${noun}`}>
        {Array.from({ length: VEHICLE_PAGE.similarPlaceholders }, (_, index) => (
          <li key={index} className="similar__placeholder" data-testid="similar-placeholder" />
        ))}
      </ul>
    );
  }
  if (cards.length === 0) {
    return (
      <p className="muted">
        No similar {noun} in stock right now. <a href={moreHref}>Browse all {noun}</a>
      </p>
    );
  }
  return (
    <ul className="grid grid--cards similar__grid">
      {cards.map((card) => (
        <li key={card.id}>
          <VehicleCard view={card.view} financeHref={card.financeHref} reserveHref={card.reserveHref} similarHref={card.similarHref} views={card.views} />
        </li>
      ))}
    </ul>
  );
}
