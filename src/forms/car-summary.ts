import type { Vehicle } from '../data/schemas/vehicle.ts';
import { priceLineOf } from '../domain/price-display.ts';

/**
 * What a lead page needs to know about a car, small enough to ship for every car of a dealer in
 * /car-summaries.json (pages that read `?car_id=` find their car there) and to embed in a form's props.
 * Built by `carSummaryOf` (car-summary-of.ts, build side) from the car view model, so its words are the
 * cards' and the vehicle page's. This module stays light: the islands import `findCar` from it.
 */
export interface CarSummary {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  car_type: Vehicle['car_type'];
  status: string;
  available: boolean;
  reserved: boolean;
  /** 'New', 'Used', 'Demo'. */
  conditionLabel: string;
  /** 'Test Drive Only' and other feed tags: the lead event id reads it. */
  tag?: string;
  /** The price slot's figure ('$24,990', 'SOLD', the dealer's no-price text), its price type and label ('Subscription'). */
  priceText: string;
  priceType?: string;
  priceLabel?: string;
  km: number;
  stocknum?: string;
  transmission?: string;
  fuel?: string;
  body?: string;
  image?: string;
  /** Where the car is, as its card says it. */
  locationLabel?: string;
  dealership_id: number;
  dealership_slug: string;
  location?: { id: number; name: string; distribution_locations: Array<{ id: number; name: string }> };
  /** spec 02 §4: trade-in valuation is offered against this car. */
  tradeIn: boolean;
  reservable: boolean;
}

/** The price on one line as the car's card reads it ('Subscription $149 / week'), for a comparison row. */
export function summaryPriceLine(car: Pick<CarSummary, 'priceLabel' | 'priceText' | 'priceType'>): string {
  return priceLineOf({ text: car.priceText, ...(car.priceLabel ? { label: car.priceLabel } : {}), ...(car.priceType ? { priceType: car.priceType } : {}) });
}

/** `?car_id=` carries an id on most routes and a slug on /checkout-journey (spec 02 §2): accept both. */
export function findCar(cars: readonly CarSummary[], carId: string | null | undefined): CarSummary | undefined {
  const wanted = carId?.trim();
  if (!wanted) return undefined;
  return /^\d+$/.test(wanted) ? cars.find((car) => car.id === Number(wanted)) : cars.find((car) => car.slug === wanted);
}
