import type { SiteConfig } from '../../config/site.ts';
import { isAvailable, isReservable } from '../../domain/availability.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { carViewContext } from '../car-facts.ts';
import { cardViewOf, carView, type CarView, type CarViewContext } from '../car-view.ts';
import { vehicleRoutes } from '../vehicle/actions.ts';
import type { VehicleView } from '../vehicle-view.ts';

/**
 * A search hit (stock document) → what a vehicle card renders, with every rule applied: price display
 * priority, tag priority, available vs sold buttons, and whether the favourite control may show.
 * Runs at build time (first page) and in the browser (every later page), from plain settings.
 */

/** The car view model's context (src/site/car-view.ts) plus the card's own buttons. */
export interface CardSettings extends CarViewContext {
  reserve: boolean;
  favourites: FavouriteRule;
  checkoutPath: SiteConfig['experience']['checkoutPath'];
}

/** spec 01 §5 "Button visibility" for the favourite/compare control. */
export interface FavouriteRule {
  enabled: boolean;
  /** One configuration also needs a price above 0 and at least one image. */
  requirePriceAndImage: boolean;
  /** Where restricted, only used cars can be saved. */
  usedOnly: boolean;
}

export interface SearchCardModel {
  id: number;
  view: VehicleView;
  financeHref?: string;
  reserveHref?: string;
  similarHref: string;
  canFavourite: boolean;
  /** The feed's views count, when it has one. */
  views?: number;
}

export function cardSettingsFromConfig(config: SiteConfig, now: Date | string): CardSettings {
  return {
    ...carViewContext(config, now),
    reserve: config.features.reserve,
    favourites: {
      enabled: config.features.favourites,
      requirePriceAndImage: config.stock.favouritesNeedPriceAndImage,
      usedOnly: config.stock.favouritesUsedOnly,
    },
    checkoutPath: config.experience.checkoutPath,
  };
}

export function favouriteAllowed(doc: StockDocument, rule: FavouriteRule): boolean {
  if (!rule.enabled || !isAvailable(doc)) return false;
  if (rule.requirePriceAndImage && (doc.price <= 0 || !doc.image)) return false;
  if (rule.usedOnly && doc.car_type !== 'used') return false;
  return true;
}

/** The card projection of the car view model, fed from the search document. */
export function searchCardModel(doc: StockDocument, settings: CardSettings): SearchCardModel {
  const car = carView(doc, settings);
  const view = cardViewOf(car, cardFacts(doc, car));

  // vehicleRoutes reads only experience.checkoutPath; the island does not carry the whole experience config.
  const routes = vehicleRoutes(doc, { experience: { checkoutPath: settings.checkoutPath } } as Pick<SiteConfig, 'experience'>);
  const model: SearchCardModel = { id: doc.id, view, similarHref: routes.findSimilar, canFavourite: favouriteAllowed(doc, settings.favourites) };
  if (view.finance) model.financeHref = routes.finance;
  if (doc.views !== undefined) model.views = doc.views;
  // The Reserve button's one rule (src/domain/availability.ts), as on the vehicle page.
  if (isReservable({ status: doc.status, reserved: doc.reserved === true }, { reserveEnabled: settings.reserve })) model.reserveHref = routes.reserve;
  return model;
}

function cardFacts(doc: StockDocument, car: CarView): VehicleView['facts'] {
  const facts = [
    { label: 'Condition', value: car.conditionLabel },
    { label: 'Transmission', value: doc.simple_transmission },
    { label: 'Odometer', value: car.odometer },
    { label: 'Fuel', value: doc.simple_fuel ?? doc.fuel },
  ];
  return facts.filter((fact): fact is { label: string; value: string } => typeof fact.value === 'string' && fact.value !== '');
}
