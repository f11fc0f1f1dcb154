import type { SiteConfig } from '../config/site.ts';
import type { Vehicle } from '../data/schemas/vehicle.ts';
import { isAvailable, isReservable, tradeInAllowed } from '../domain/availability.ts';
import { priceDisplay } from '../domain/price-display.ts';
import { imageUrlAt } from '../site/image-url.ts';

/**
 * What a lead page needs to know about a car, small enough to ship for every car of a dealer in
 * /car-summaries.json (pages that read `?car_id=` find their car there) and to embed in a form's props.
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
  /** 'Test Drive Only' and other feed tags: the lead event id reads it. */
  tag?: string;
  priceText: string;
  priceType?: string;
  km: number;
  stocknum?: string;
  transmission?: string;
  fuel?: string;
  body?: string;
  image?: string;
  dealership_id: number;
  dealership_slug: string;
  location?: { id: number; name: string; distribution_locations: Array<{ id: number; name: string }> };
  /** spec 02 §4: trade-in valuation is offered against this car. */
  tradeIn: boolean;
  reservable: boolean;
}

export function carSummaryOf(vehicle: Vehicle, config: SiteConfig): CarSummary {
  const price = priceDisplay(vehicle, {
    subscriptionsEnabled: config.features.subscriptions,
    noPriceText: config.texts.noPrice,
    hidePriceTypeWhenZero: config.stock.hidePriceTypeWhenZero,
  });
  const summary: CarSummary = {
    id: vehicle.id,
    slug: vehicle.slug,
    name: vehicle.name,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    car_type: vehicle.car_type,
    status: vehicle.status,
    available: isAvailable(vehicle),
    reserved: vehicle.reserved,
    priceText: price.text,
    km: vehicle.km,
    dealership_id: vehicle.dealership_id,
    dealership_slug: vehicle.dealership_slug,
    tradeIn: config.features.tradeIn && tradeInAllowed(vehicle, { valuationIntegration: config.integrations.valuation }),
    reservable: isReservable(vehicle, { reserveEnabled: config.features.reserve }),
  };
  // Optional fields only when present: the file holds every car of a dealer, so every byte counts.
  if (vehicle.tag) summary.tag = vehicle.tag;
  if (price.priceType) summary.priceType = price.priceType;
  if (vehicle.stocknum) summary.stocknum = vehicle.stocknum;
  if (vehicle.simple_transmission) summary.transmission = vehicle.simple_transmission;
  const fuel = vehicle.simple_fuel ?? vehicle.fuel;
  if (fuel) summary.fuel = fuel;
  if (vehicle.simple_body) summary.body = vehicle.simple_body;
  const image = vehicle.images[0];
  if (image) summary.image = imageUrlAt(image.url, 480, config.integrations.imageCdn);
  if (vehicle.location) {
    summary.location = {
      id: vehicle.location.id,
      name: vehicle.location.name,
      distribution_locations: vehicle.location.distribution_locations,
    };
  }
  return summary;
}

/** `?car_id=` carries an id on most routes and a slug on /checkout-journey (spec 02 §2): accept both. */
export function findCar(cars: readonly CarSummary[], carId: string | null | undefined): CarSummary | undefined {
  const wanted = carId?.trim();
  if (!wanted) return undefined;
  return /^\d+$/.test(wanted) ? cars.find((car) => car.id === Number(wanted)) : cars.find((car) => car.slug === wanted);
}
