import { isAvailable } from './availability.ts';
import { MIN_SHOWN_PRICE } from './price-display.ts';

/**
 * What changed about a car since its page was built (issue 18 "Live where the truth is live"): the
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
