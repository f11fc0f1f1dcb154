import type { SiteConfig } from '../config/site.ts';
import type { Vehicle } from '../data/schemas/vehicle.ts';
import type { FinanceOffer } from '../domain/finance/finance-offer.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../domain/finance/vehicle-offer.ts';
import { carView, type CarFacts, type CarView, type CarViewContext } from './car-view.ts';

/**
 * A stock vehicle and a dealer config → the inputs of the car view model (src/site/car-view.ts).
 * Build and server side only: the finance offer needs the whole vehicle, so islands get the search
 * document, which carries the same facts already resolved.
 */

export type CarViewConfig = Pick<SiteConfig, 'features' | 'texts' | 'stock' | 'finance' | 'integrations'> & Partial<Pick<SiteConfig, 'timeZone'>>;

/** The settings the model's wording reads; the platform API's narrower dealer view has them too. */
export interface CarWordingConfig {
  features: Pick<SiteConfig['features'], 'subscriptions' | 'electricTag'>;
  texts: Pick<SiteConfig['texts'], 'noPrice'>;
  stock: SiteConfig['stock'];
}

/** How the dealer words a price (texts.noPrice, subscriptions, the price type at $0). */
export function priceOptions(config: CarWordingConfig): CarViewContext['price'] {
  return {
    subscriptionsEnabled: config.features.subscriptions,
    noPriceText: config.texts.noPrice,
    hidePriceTypeWhenZero: config.stock.hidePriceTypeWhenZero,
  };
}

/** The dealer's tag and status wording and windows. */
export function tagOptions(config: Pick<CarWordingConfig, 'features' | 'stock'>): CarViewContext['tag'] {
  return {
    soldVisibleDays: config.stock.soldVisibleDays,
    fuelTag: config.features.electricTag,
    reservedText: config.stock.reservedText === 'RESERVED' ? 'RESERVED' : 'Reserved',
    runoutSaleGreen: config.stock.runoutTagGreen,
    comingSoonText: config.stock.comingSoonText,
    newArrivalText: config.stock.newArrivalLabel,
    justSoldText: config.stock.justSoldText,
    newArrivalDays: config.stock.newArrivalDays,
  };
}

export function carViewContext(config: CarViewConfig, now: Date | string): CarViewContext {
  return {
    now: typeof now === 'string' ? now : now.toISOString(),
    imageCdn: config.integrations.imageCdn,
    price: priceOptions(config),
    tag: tagOptions(config),
    finance: { enabled: config.features.finance, roundUp: config.finance.roundUp, label: config.texts.financeButton },
  };
}

/** Where a feed says a car is: a stock vehicle and the platform API's narrower view of one both fit. */
interface CarPlace {
  city?: string | null | undefined;
  location_name?: string | null | undefined;
  location?: { name: string; address?: { city?: string | null | undefined } | null | undefined } | null | undefined;
}

/** The town of the car's yard, else the feed's city (the search filter's `city` and the card's place). */
export function carCity(vehicle: CarPlace): string | undefined {
  return vehicle.location?.address?.city?.trim() || vehicle.city?.trim() || undefined;
}

/** The yard's name as the feed gives it. */
export function carLocationName(vehicle: CarPlace): string | undefined {
  return vehicle.location_name?.trim() || vehicle.location?.name.trim() || undefined;
}

/** The first picture, else the feed's primary image URL. */
export function carImage(vehicle: Pick<Vehicle, 'images' | 'primary_image_url'>): { url: string; width?: number; height?: number; alt?: string } | undefined {
  const first = vehicle.images[0];
  const url = first?.url ?? vehicle.primary_image_url?.trim();
  if (!url) return undefined;
  return {
    url,
    ...(first?.width ? { width: first.width } : {}),
    ...(first?.height ? { height: first.height } : {}),
    ...(first?.alt ? { alt: first.alt } : {}),
  };
}

type FinanceConfig = Pick<SiteConfig, 'features' | 'finance'> & Partial<Pick<SiteConfig, 'timeZone'>>;

/**
 * The car's finance offer where finance is shown for it (spec 01 §5). An offer that works out at
 * nothing a week (deposit over the price) is no offer: a $0 would also skew the weekly-repayment
 * filter's range.
 */
export function carFinanceOffer(vehicle: Vehicle, config: FinanceConfig, now: Date): FinanceOffer | undefined {
  const settings = financeOfferSettings({ features: config.features, finance: config.finance, ...(config.timeZone ? { timeZone: config.timeZone } : {}) });
  const offer = vehicleFinanceOffer(vehicle, settings, now);
  return offer !== undefined && offer.weekly.payment > 0 ? offer : undefined;
}

/** The car's advertised weekly repayment, present exactly where finance is shown for it. */
export function carWeeklyRepayment(vehicle: Vehicle, config: FinanceConfig, now: Date): number | undefined {
  return carFinanceOffer(vehicle, config, now)?.weekly.payment;
}

export function carFactsOf(vehicle: Vehicle, config: FinanceConfig, now: Date): CarFacts {
  const facts: CarFacts = { ...vehicle, image: carImage(vehicle), city: carCity(vehicle), location_name: carLocationName(vehicle) };
  const weekly = carWeeklyRepayment(vehicle, config, now);
  if (weekly !== undefined) facts.weekly_repayment = weekly;
  return facts;
}

/** The car view of a stock vehicle: what every build- and server-side surface shows of it. */
export function carViewOf(vehicle: Vehicle, config: CarViewConfig, now: Date): CarView {
  return carView(carFactsOf(vehicle, config, now), carViewContext(config, now));
}
