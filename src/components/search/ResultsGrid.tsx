import type { GridItem } from '../../domain/promo-tiles.ts';
import type { SearchCardModel } from '../../site/search/card-view.ts';
import { VehicleCard } from '../vehicle/VehicleCard.tsx';
import { PromoTileCard } from './PromoTileCard.tsx';

export interface PromoTileView {
  id: string;
  title: string;
  lines: readonly string[];
  href: string;
  cta: string;
}

interface Props {
  items: ReadonlyArray<GridItem<SearchCardModel, PromoTileView>>;
  busy: boolean;
  saved: readonly number[];
  onFavourite: ((id: number) => void) | undefined;
}

/** The result cards with promo tiles in their slots. */
export function ResultsGrid({ items, busy, saved, onFavourite }: Props) {
  let cardIndex = 0;
  return (
    <div className={`grid grid--cards search-results${busy ? ' search-results--busy' : ''}`} data-testid="results" aria-busy={busy}>
      {items.map((entry) => {
        if (entry.type === 'promo') return <PromoTileCard key={`promo-${entry.item.id}-${cardIndex}`} {...entry.item} />;
        const card = entry.item;
        const eager = cardIndex++ < 3;
        return (
          <VehicleCard
            key={card.id}
            view={card.view}
            eager={eager}
            financeHref={card.financeHref}
            reserveHref={card.reserveHref}
            similarHref={card.similarHref}
            views={card.views}
            favourite={card.canFavourite && onFavourite ? { saved: saved.includes(card.id), onToggle: () => onFavourite(card.id) } : undefined}
          />
        );
      })}
    </div>
  );
}
