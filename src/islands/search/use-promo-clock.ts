import { useMemo, useSyncExternalStore } from 'react';
import { activePromoKey } from '../../domain/promo-tiles.ts';
import type { PromoTileInput } from '../../site/search/view-model.ts';

const noSubscription = () => () => {};

/**
 * The clock the grid's promo tiles are placed by: the shopper's, read as the build's (`built`, ISO)
 * while the same tiles are inside their windows at both, so hydration renders the grid once — it
 * renders again only when a tile's window opened or closed since the build (the grid then differs).
 */
export function usePromoClock(promos: readonly PromoTileInput[], built: string): Date {
  const buildNow = useMemo(() => new Date(built), [built]);
  const builtKey = useMemo(() => activePromoKey(promos, buildNow), [promos, buildNow]);
  const shopperKey = useSyncExternalStore(
    noSubscription,
    () => activePromoKey(promos, new Date()),
    () => builtKey,
  );
  return useMemo(() => (shopperKey === builtKey ? buildNow : new Date()), [shopperKey, builtKey, buildNow]);
}
