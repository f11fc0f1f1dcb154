import { useSyncExternalStore } from 'react';
import { tagAtClock, type TimedTag } from '../../domain/live-status.ts';
import type { CardTag } from '../../domain/tags.ts';

/** The shopper's clock is read on each render; nothing needs to wake a card up in between. */
const noSubscription = () => () => {};
const asBuilt = () => 'keep' as const;

export function TagLabel({ tag }: { tag: CardTag }) {
  return <span className={`tag vehicle-card__tag${tag.colour ? ` tag--${tag.colour}` : ''}`}>{tag.text}</span>;
}

/**
 * A new-arrival or just-sold tag kept true by the shopper's clock, as the vehicle page's
 * bind-clock-tag.ts does, without the card or the grid rendering again
 * (docs/decisions/0007-time-on-the-shoppers-clock.md): hydration reads the
 * build's verdict ('keep': the HTML it hydrates), then React re-renders this tag alone, and only when
 * the shopper's clock says otherwise (a stale "New" goes, a just-sold past its window reads SOLD).
 * A card rendered later in the browser (a new answer) reads the shopper's clock at once.
 */
export function ClockTag({ tag, timed }: { tag: CardTag; timed: TimedTag }) {
  const verdict = useSyncExternalStore(noSubscription, () => tagAtClock(timed, new Date(), timed), asBuilt);
  if (verdict === 'drop') return null;
  return <TagLabel tag={verdict === 'sold' ? { kind: 'sold', text: 'SOLD' } : tag} />;
}
