import type { SiteConfig } from '../config/site.ts';
import type { Vehicle } from '../data/schemas/vehicle.ts';
import { priceDisplay, type PriceDisplay } from '../domain/price-display.ts';
import { cardTag, type CardTag } from '../domain/tags.ts';
import { carViewOf, priceOptions, tagOptions } from './car-facts.ts';
import { CARD_FACTS, carFacts, PAGE_FACTS } from './car-fact-list.ts';
import { cardViewOf, type VehicleView } from './car-view.ts';

export function priceFor(vehicle: Vehicle, config: SiteConfig): PriceDisplay {
  return priceDisplay(vehicle, priceOptions(config));
}

export function tagFor(vehicle: Vehicle, config: SiteConfig, now: Date): CardTag | undefined {
  return cardTag(vehicle, { now, ...tagOptions(config) });
}

/**
 * A stock vehicle as cards and the vehicle page show it: the car view model's card projection, with the
 * card's facts or, for the vehicle page's Key information, every fact (car-fact-list.ts).
 */
export function vehicleView(vehicle: Vehicle, config: SiteConfig, now: Date, facts: 'card' | 'page' = 'card'): VehicleView {
  const car = carViewOf(vehicle, config, now);
  return cardViewOf(car, carFacts(vehicle, car, facts === 'page' ? PAGE_FACTS : CARD_FACTS));
}
