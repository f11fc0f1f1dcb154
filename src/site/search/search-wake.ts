import { liveChange, tagAtClock, type BuiltCar, type LiveCar, type TimedTag } from '../../domain/live-status.ts';
import { activePromoKey, type PromoTile } from '../../domain/promo-tiles.ts';

/**
 * The search island hydrates on the shopper's first touch (docs/search.md, "Hydrating on the first
 * touch"); until then the page is the build's HTML. What could make that HTML untrue before a touch
 * is known at build time and small: the first page's cards as built (their live status may have
 * moved), their clock-bound tags and the promo tiles' windows. A few lines of script check those
 * and wake the island only when one of them moved, so a reading shopper downloads no React.
 */
export interface SearchWakePlan {
  /** Where the cards' live status is asked; null when the dealer has no platform API. */
  site: { websiteId: number; apiBaseUrl: string } | null;
  /** The first page's cards as the build showed them, in the order the island asks about them. */
  cards: (BuiltCar & { id: number })[];
  /** The cards' new-arrival and just-sold tags, which the shopper's clock may end. */
  tags: TimedTag[];
  promos: (Pick<PromoTile, 'start' | 'expiry'> & { id: string })[];
  /** The build's clock (ISO), which the page was rendered by. */
  built: string;
}

/** Whether the shopper's clock ends a tag or opens or closes a promo tile the build placed. */
export function clockMoved(plan: SearchWakePlan, now: Date): boolean {
  if (plan.tags.some((tag) => tagAtClock(tag, now, tag) !== 'keep')) return true;
  return activePromoKey(plan.promos, now) !== activePromoKey(plan.promos, new Date(plan.built));
}

/** Whether the platform's live status changes a card as built (the island's own rule, live-cards.ts). */
export function liveMoved(plan: SearchWakePlan, live: readonly (LiveCar & { id: number })[]): boolean {
  const byId = new Map(live.map((car) => [car.id, car] as const));
  return plan.cards.some((card) => {
    const now = byId.get(card.id);
    return now !== undefined && liveChange(card, now) !== undefined;
  });
}
