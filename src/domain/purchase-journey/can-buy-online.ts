import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isReservable } from '../availability.ts';
import { salePrice } from '../price-display.ts';

// Apart from the journey's steps (steps.ts): every car card asks this, and only the journey page
// needs the steps, so a card does not pull the journey's module into the search page's JavaScript.

/**
 * Whether a car can be bought online (the Online Purchase button and its journey page): the dealer
 * sells online through a platform API and takes deposits online (the journey's deposit step is a
 * reservation), the car is in stock or coming soon, not reserved, and priced.
 */
export function canBuyOnline(
  vehicle: Pick<Vehicle, 'status' | 'reserved' | 'price' | 'offer_price'>,
  options: { onlinePurchase: boolean; reserve: boolean; platformApi: boolean },
): boolean {
  return options.onlinePurchase && options.platformApi && isReservable(vehicle, { reserveEnabled: options.reserve }) && salePrice(vehicle) !== undefined;
}
