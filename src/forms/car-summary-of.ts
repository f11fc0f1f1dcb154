import type { SiteConfig } from '../config/site.ts';
import type { Vehicle } from '../data/schemas/vehicle.ts';
import { isReservable, tradeInAllowed } from '../domain/availability.ts';
import { carViewOf } from '../site/car-facts.ts';
import type { CarSummary } from './car-summary.ts';

/**
 * The car summary projection of the car view model (src/site/car-view.ts), at build time: `now` is the
 * build clock. Kept apart from car-summary.ts so the islands that read summaries never load the model.
 */
export function carSummaryOf(vehicle: Vehicle, config: SiteConfig, now: Date): CarSummary {
  const car = carViewOf(vehicle, config, now);
  const summary: CarSummary = {
    id: vehicle.id,
    slug: vehicle.slug,
    name: car.title,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    car_type: vehicle.car_type,
    status: vehicle.status,
    available: car.available,
    reserved: vehicle.reserved,
    conditionLabel: car.conditionLabel,
    priceText: car.price.text,
    km: vehicle.km,
    dealership_id: vehicle.dealership_id,
    dealership_slug: vehicle.dealership_slug,
    tradeIn: config.features.tradeIn && tradeInAllowed(vehicle, { valuationIntegration: config.integrations.valuation }),
    reservable: isReservable(vehicle, { reserveEnabled: config.features.reserve }),
  };
  // Optional fields only when present: the file holds every car of a dealer, so every byte counts.
  if (vehicle.tag) summary.tag = vehicle.tag;
  if (car.price.priceType) summary.priceType = car.price.priceType;
  if (car.price.label) summary.priceLabel = car.price.label;
  if (vehicle.stocknum) summary.stocknum = vehicle.stocknum;
  if (vehicle.simple_transmission) summary.transmission = vehicle.simple_transmission;
  const fuel = vehicle.simple_fuel ?? vehicle.fuel;
  if (fuel) summary.fuel = fuel;
  if (vehicle.simple_body) summary.body = vehicle.simple_body;
  if (car.image) summary.image = car.image.src;
  if (car.locationLabel) summary.locationLabel = car.locationLabel;
  if (vehicle.location) {
    summary.location = {
      id: vehicle.location.id,
      name: vehicle.location.name,
      distribution_locations: vehicle.location.distribution_locations,
    };
  }
  return summary;
}
