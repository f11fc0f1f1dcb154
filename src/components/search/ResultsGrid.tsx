import { memo } from 'react';
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

interface CardProps {
  card: SearchCardModel;
  eager: boolean;
  saved: boolean | undefined;
  onFavourite: ((id: number) => void) | undefined;
}

/**
 * One result card, re-rendered only when its own props change: ticking a filter or the busy state
 * re-renders the grid, not the two dozen cards in it (the make filter's input → next paint,
 * docs/decisions/0002-interactions-paint-first.md).
 */
const ResultCard = memo(function ResultCard({ card, eager, saved, onFavourite }: CardProps) {
  return (
    <VehicleCard
      view={card.view}
      eager={eager}
      financeHref={card.financeHref}
      reserveHref={card.reserveHref}
      similarHref={card.similarHref}
      views={card.views}
      timedTag={card.timedTag}
      compareId={card.canCompare ? card.id : undefined}
      favourite={saved !== undefined && onFavourite ? { saved, onToggle: () => onFavourite(card.id) } : undefined}
    />
  );
});

/** The result cards with promo tiles in their slots; skipped when none of its props changed (a ticked box). */
export const ResultsGrid = memo(function ResultsGrid({ items, busy, saved, onFavourite }: Props) {
  let cardIndex = 0;
  return (
    <div className={`grid grid--cards search-results${busy ? ' search-results--busy' : ''}`} data-testid="results" aria-busy={busy}>
      {items.map((entry) => {
        if (entry.type === 'promo') return <PromoTileCard key={`promo-${entry.item.id}-${cardIndex}`} {...entry.item} />;
        const card = entry.item;
        const eager = cardIndex++ < 3;
        const canSave = card.canFavourite && onFavourite;
        return (
          <ResultCard
            key={card.id}
            card={card}
            eager={eager}
            saved={canSave ? saved.includes(card.id) : undefined}
            onFavourite={canSave ? onFavourite : undefined}
          />
        );
      })}
    </div>
  );
});
