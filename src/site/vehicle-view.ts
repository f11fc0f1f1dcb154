import type { SiteConfig } from '../config/site.ts';
import type { Vehicle } from '../data/schemas/vehicle.ts';
import { isAvailable, isLongSold } from '../domain/availability.ts';
import { weeklyEstimateText } from '../domain/finance/finance-offer.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../domain/finance/vehicle-offer.ts';
import { formatKm } from '../domain/format.ts';
import { priceDisplay, type PriceDisplay } from '../domain/price-display.ts';
import { cardTag, type CardTag } from '../domain/tags.ts';
import { imageSrcSet, imageUrlAt } from './image-url.ts';
import { paths } from './routes.ts';
import { conditionLabel } from '../domain/condition.ts';

/** What cards and vehicle pages render: every rule already applied. */
export interface VehicleView {
  slug: string;
  href: string;
  name: string;
  conditionLabel: string;
  price: PriceDisplay;
  tag?: CardTag;
  available: boolean;
  longSold: boolean;
  image?: { src: string; srcset?: string; width: number; height: number; alt: string };
  facts: Array<{ label: string; value: string }>;
  locationLabel?: string;
  /** Only where finance is shown for the car: the button label and its advertised weekly figure. */
  finance?: CardFinance;
}

export interface CardFinance {
  /** The dealer's `texts.financeButton`. */
  label: string;
  /** '$241.59 /week': the car's finance offer, the same figure as its page and calculator. */
  estimate?: string;
}

export function priceFor(vehicle: Vehicle, config: SiteConfig): PriceDisplay {
  return priceDisplay(vehicle, {
    subscriptionsEnabled: config.features.subscriptions,
    noPriceText: config.texts.noPrice,
    hidePriceTypeWhenZero: config.stock.hidePriceTypeWhenZero,
  });
}

export function tagFor(vehicle: Vehicle, config: SiteConfig, now: Date): CardTag | undefined {
  return cardTag(vehicle, {
    now,
    soldVisibleDays: config.stock.soldVisibleDays,
    fuelTag: config.features.electricTag,
    reservedText: config.stock.reservedText === 'RESERVED' ? 'RESERVED' : 'Reserved',
    runoutSaleGreen: config.stock.runoutTagGreen,
    comingSoonText: config.stock.comingSoonText,
    newArrivalText: config.stock.newArrivalLabel,
    justSoldText: config.stock.justSoldText,
    newArrivalDays: config.stock.newArrivalDays,
  });
}

export function keyFacts(vehicle: Vehicle): Array<{ label: string; value: string }> {
  const facts: Array<{ label: string; value: string | null | undefined }> = [
    { label: 'Condition', value: conditionLabel(vehicle.car_type) },
    { label: 'Odometer', value: formatKm(vehicle.km) },
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

export function vehicleView(vehicle: Vehicle, config: SiteConfig, now: Date): VehicleView {
  const first = vehicle.images[0];
  const cdn = config.integrations.imageCdn;
  const view: VehicleView = {
    slug: vehicle.slug,
    href: paths.vehicle(vehicle.slug),
    name: vehicle.name,
    conditionLabel: conditionLabel(vehicle.car_type),
    price: priceFor(vehicle, config),
    available: isAvailable(vehicle),
    longSold: isLongSold(vehicle, now, config.stock.soldVisibleDays),
    facts: keyFacts(vehicle),
  };
  const tag = tagFor(vehicle, config, now);
  if (tag) view.tag = tag;
  const offer = vehicleFinanceOffer(vehicle, financeOfferSettings(config), now);
  if (offer) {
    const estimate = weeklyEstimateText(offer);
    view.finance = { label: config.texts.financeButton, ...(estimate ? { estimate } : {}) };
  }
  if (first) {
    view.image = {
      src: imageUrlAt(first.url, 480, cdn),
      srcset: imageSrcSet(first.url, cdn),
      width: first.width ?? 1200,
      height: first.height ?? 800,
      alt: first.alt ?? vehicle.name,
    };
  }
  const city = vehicle.location?.address?.city ?? vehicle.city;
  if (city) view.locationLabel = city;
  return view;
}
