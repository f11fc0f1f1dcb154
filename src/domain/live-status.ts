import { isAvailable } from './availability.ts';
import { MIN_SHOWN_PRICE } from './price-display.ts';

/**
 * What changed about a car since its page was built (live where the truth is live): the
 * platform's status reply says sold, reserved or re-priced within seconds, while the static HTML stays
 * the no-JS truth of the last build. The page applies only what differs.
 */

/** The car as the page was built. */
export interface BuiltCar {
  /** The feed's normal price at build time. */
  price: number;
  available: boolean;
  reserved: boolean;
}

/** The platform's live fields (contract `LiveCarFields`). */
export interface LiveCar {
  status: string;
  reserved: boolean;
  price: number;
}

export interface LiveChange {
  /** No longer in stock or coming soon: SOLD replaces price and actions. */
  sold: boolean;
  /** Newly reserved: the reserved tag, no Reserve action. */
  reserved: boolean;
  /** The platform's current price, when it differs from the built one and is a real price. */
  price?: number;
}

/** undefined when the page already tells the truth. */
export function liveChange(built: BuiltCar, live: LiveCar): LiveChange | undefined {
  const sold = built.available && !isAvailable(live);
  const reserved = !sold && !built.reserved && live.reserved;
  const repriced = !sold && live.price !== built.price && live.price > MIN_SHOWN_PRICE;
  if (!sold && !reserved && !repriced) return undefined;
  return { sold, reserved, ...(repriced ? { price: live.price } : {}) };
}

/** A time-bound tag as the page was built (the build clock decided it). */
export interface BuiltTag {
  kind: string;
  createdAt: string;
  /** Unix seconds, for a sold car. */
  soldAt: number | null;
}

/** A built time-bound tag with the dealer's windows that end it: what a search card needs to re-check it. */
export interface TimedTag extends BuiltTag {
  newArrivalDays: number;
  soldVisibleDays: number;
}

/**
 * New-arrival and just-sold tags follow the clock: a page built while a car was new or just
 * sold must not keep saying so after the dealer's window. 'drop' removes a stale new-arrival tag;
 * 'sold' turns a just-sold tag past its window into SOLD.
 */
export function tagAtClock(tag: BuiltTag, now: Date, windows: { newArrivalDays: number; soldVisibleDays: number }): 'keep' | 'drop' | 'sold' {
  if (tag.kind === 'new-arrival') {
    const created = Date.parse(tag.createdAt);
    return Number.isNaN(created) || now.getTime() - created <= windows.newArrivalDays * 86_400_000 ? 'keep' : 'drop';
  }
  if (tag.kind === 'just-sold' && tag.soldAt !== null) {
    return now.getTime() / 1000 - tag.soldAt <= windows.soldVisibleDays * 86_400 ? 'keep' : 'sold';
  }
  return 'keep';
}
