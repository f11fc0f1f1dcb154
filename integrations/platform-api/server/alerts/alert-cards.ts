import type { SiteConfig } from '../../../../src/config/site.ts';
import type { Vehicle } from '../../../../src/data/schemas/index.ts';
import { formatKm } from '../../../../src/domain/format.ts';
import { priceDisplay } from '../../../../src/domain/price-display.ts';
import type { AlertCar, AlertContent } from './alert-content.ts';
import type { ShopperNews } from './find-alerts.ts';
import { vehiclePath } from '../../../../src/site/routes.ts';

/** Turns a shopper's news into the email's content: car cards with links back to the dealer's site. */

const MAX_CARS_PER_SEARCH = 6;

export function siteLink(config: SiteConfig, path: string): string {
  return new URL(path, config.url).href;
}

export function alertCar(vehicle: Vehicle, config: SiteConfig): AlertCar {
  const price = priceDisplay(vehicle, { subscriptionsEnabled: config.features.subscriptions });
  const details = [formatKm(vehicle.km), vehicle.simple_transmission, vehicle.simple_fuel ?? vehicle.fuel].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  const image = vehicle.images[0]?.thumb?.url ?? vehicle.images[0]?.url;
  return {
    id: vehicle.id,
    name: vehicle.name,
    url: siteLink(config, vehiclePath(vehicle.slug)),
    price_text: price.priceType && price.kind === 'price' ? `${price.text} ${price.priceType}` : price.text,
    details: details.join(' · '),
    // Pictures the site serves itself are site paths: the email needs them absolute.
    ...(image && /^(https:\/\/|\/[^/])/.test(image) ? { image_url: siteLink(config, image) } : {}),
  };
}

export function alertContent(news: ShopperNews, config: SiteConfig, vehicles: ReadonlyMap<number, Vehicle>, unsubscribeUrl: string): AlertContent {
  const card = (id: number) => {
    const vehicle = vehicles.get(id);
    return vehicle ? alertCar(vehicle, config) : null;
  };
  return {
    dealer: { name: config.name, url: config.url, ...(config.phone ? { phone: config.phone } : {}) },
    unsubscribe_url: unsubscribeUrl,
    garage_url: siteLink(config, '/my-garage'),
    watched: news.watched.flatMap((item) => {
      const car = card(item.carId);
      if (!car) return [];
      return [item.kind === 'price_drop' ? { kind: item.kind, car, from: item.from, to: item.to } : { kind: item.kind, car }];
    }),
    searches: news.searches.map(({ search, carIds }) => ({
      id: search.publicId,
      name: search.name,
      url: siteLink(config, search.query ? `${search.path}?${search.query}` : search.path),
      cars: carIds.slice(0, MAX_CARS_PER_SEARCH).flatMap((id) => card(id) ?? []),
      total: carIds.length,
    })),
  };
}
