import type { SiteConfig } from '../config/site.ts';
import type { Vehicle } from '../data/schemas/vehicle.ts';
import { priceDisplay, type PriceDisplay } from '../domain/price-display.ts';
import { cardTag, type CardTag } from '../domain/tags.ts';
import { carViewOf, priceOptions, tagOptions } from './car-facts.ts';
import { cardViewOf, type CarView, type VehicleView } from './car-view.ts';

export function priceFor(vehicle: Vehicle, config: SiteConfig): PriceDisplay {
  return priceDisplay(vehicle, priceOptions(config));
}

export function tagFor(vehicle: Vehicle, config: SiteConfig, now: Date): CardTag | undefined {
  return cardTag(vehicle, { now, ...tagOptions(config) });
}

/** The key facts, with the condition and odometer as the car view model words them. */
export function keyFacts(vehicle: Vehicle, car: Pick<CarView, 'conditionLabel' | 'odometer'>): Array<{ label: string; value: string }> {
  const facts: Array<{ label: string; value: string | null | undefined }> = [
    { label: 'Condition', value: car.conditionLabel },
    { label: 'Odometer', value: car.odometer },
    { label: 'Transmission', value: vehicle.simple_transmission },
    { label: 'Fuel', value: vehicle.simple_fuel ?? vehicle.fuel },
    { label: 'Body', value: vehicle.simple_body },
    { label: 'Colour', value: vehicle.colour },
    { label: 'Drive', value: vehicle.drive },
    { label: 'Seats', value: vehicle.seats ? String(vehicle.seats) : undefined },
    { label: 'Year', value: String(vehicle.year) },
    { label: 'Stock number', value: vehicle.stocknum },
  ];
  return facts.filter((f): f is { label: string; value: string } => typeof f.value === 'string' && f.value.trim() !== '');
}

/** A stock vehicle as cards and the vehicle page show it: the car view model's card projection. */
export function vehicleView(vehicle: Vehicle, config: SiteConfig, now: Date): VehicleView {
  const car = carViewOf(vehicle, config, now);
  return cardViewOf(car, keyFacts(vehicle, car));
}
