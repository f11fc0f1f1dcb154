import type { SiteConfig } from '../../../../src/config/site.ts';
import type { Vehicle } from '../../../../src/data/schemas/index.ts';
import { carViewOf } from '../../../../src/site/car-facts.ts';
import type { AlertCar, AlertContent } from './alert-content.ts';
import type { ShopperNews } from './find-alerts.ts';

/**
 * Turns a shopper's news into the email's content: car cards with links back to the dealer's site,
 * worded by the car view model (src/site/car-view.ts) as the site's own cards word them.
 */

const MAX_CARS_PER_SEARCH = 6;

export function siteLink(config: SiteConfig, path: string): string {
  return new URL(path, config.url).href;
}

export function alertCar(vehicle: Vehicle, config: SiteConfig, now: Date): AlertCar {
  const car = carViewOf(vehicle, config, now);
  const details = [car.odometer, vehicle.simple_transmission, vehicle.simple_fuel ?? vehicle.fuel].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  // An email shows the thumbnail: the full picture would be megabytes in an inbox.
  const image = vehicle.images[0]?.thumb?.url ?? car.image?.url;
  return {
    id: vehicle.id,
    name: car.title,
    url: siteLink(config, car.href),
    price_text: car.priceLine,
    details: details.join(' · '),
    // Pictures the site serves itself are site paths: the email needs them absolute.
    ...(image && /^(https:\/\/|\/[^/])/.test(image) ? { image_url: siteLink(config, image) } : {}),
  };
}

/** `now` is the stock change's clock: the car's tags and finance are worked out at it. */
export function alertContent(news: ShopperNews, config: SiteConfig, vehicles: ReadonlyMap<number, Vehicle>, unsubscribeUrl: string, now: Date): AlertContent {
  const card = (id: number) => {
    const vehicle = vehicles.get(id);
    return vehicle ? alertCar(vehicle, config, now) : null;
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
