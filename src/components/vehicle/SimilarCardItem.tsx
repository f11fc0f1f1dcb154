import type { SimilarCardFile } from '../../site/vehicle/similar.ts';
import { VehicleCard } from './VehicleCard.tsx';

/**
 * A similar car's card file (`/cards/<id>.html`): the list item a vehicle page's similar block adopts,
 * carrying the price and reserved flag its card shows, so the page can leave out a card the platform's
 * live status has overtaken.
 */
export function SimilarCardItem({ file }: { file: SimilarCardFile }) {
  const { candidate, card } = file;
  return (
    <li data-car-id={candidate.id} data-price={candidate.price} data-reserved={candidate.reserved ? 1 : 0}>
      <VehicleCard view={card.view} financeHref={card.financeHref} reserveHref={card.reserveHref} similarHref={card.similarHref} views={card.views} />
    </li>
  );
}
