import { signInHref } from './sign-in-gate.ts';

/**
 * Watchlist rules (spec 01 §4, §6, §8): saving needs a signed-in user with a phone number, else the
 * sign-in redirect; a sold car cannot be saved unless it already is (then it can still be removed).
 */

export type WatchlistIntent =
  { kind: 'sign-in'; href: string } | { kind: 'blocked'; reason: string } | { kind: 'save'; phone: string } | { kind: 'remove'; phone: string };

export const SOLD_CANNOT_SAVE = 'This car has been sold and cannot be added to your watchlist.';
export const WATCHLIST_PATH = '/my-garage';

export function watchlistIntent(input: {
  saved: boolean;
  available: boolean;
  phone: string | null | undefined;
  /** The page the visitor is on (path + query): sign-in comes back here. */
  currentPath: string;
}): WatchlistIntent {
  const phone = input.phone?.trim();
  if (!phone) return { kind: 'sign-in', href: signInHref('watchlist', input.currentPath, input.currentPath) };
  if (input.saved) return { kind: 'remove', phone };
  if (!input.available) return { kind: 'blocked', reason: SOLD_CANNOT_SAVE };
  return { kind: 'save', phone };
}

export function savedToast(carName: string) {
  return {
    title: 'Car Saved In Watchlist',
    description: `${carName} is now available in your watchlist`,
    action: { label: 'View List', href: WATCHLIST_PATH },
  };
}

export function removedToast(carName: string) {
  return {
    title: 'Car Removed',
    description: `${carName} is no longer in your watchlist`,
    action: { label: 'View List', href: WATCHLIST_PATH },
  };
}

/** Optimistic state: the change shows at once and is undone if the server says no. */
export function withCar(ids: readonly number[], carId: number, saved: boolean): number[] {
  const without = ids.filter((id) => id !== carId);
  return saved ? [...without, carId] : without;
}
