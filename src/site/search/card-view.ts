import type { SiteConfig } from '../../config/site.ts';
import type { TimedTag } from '../../domain/live-status.ts';
import type { CardTag } from '../../domain/tags.ts';
import { isAvailable, isReservable } from '../../domain/availability.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { carViewContext } from '../car-facts.ts';
import { CARD_FACTS, carFacts } from '../car-fact-list.ts';
import { cardViewOf, carView, type CarViewContext, type VehicleView } from '../car-view.ts';
import { vehicleRoutes } from '../vehicle/actions.ts';

/**
 * A search hit (stock document) → what a vehicle card renders, with every rule applied: price display
 * priority, tag priority, available vs sold buttons, and whether the favourite control may show.
 * Runs at build time (first page) and in the browser (every later page), from plain settings.
 */

/** The car view model's context (src/site/car-view.ts) plus the card's own buttons. */
export interface CardSettings extends CarViewContext {
  reserve: boolean;
  favourites: FavouriteRule;
  /** The dealer has the /compare page: cards that may show the favourite control show the compare toggle too. */
  compare: boolean;
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
  /** spec 01 §5: the compare toggle follows the favourite control's rule, where the dealer compares. */
  canCompare: boolean;
  /** The feed's views count, when it has one. */
  views?: number;
  /** A new-arrival or just-sold tag: what the shopper's clock needs to keep it true (components/vehicle/ClockTag.tsx). */
  timedTag?: TimedTag;
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
    compare: config.features.compare,
  };
}

/** What the rule reads of a car: a search document, or a feed vehicle (`hasImage` from its images). */
type FavouriteCar = Pick<StockDocument, 'status' | 'price' | 'car_type'> & { image?: unknown };

export function favouriteAllowed(doc: FavouriteCar, rule: FavouriteRule): boolean {
  if (!rule.enabled || !isAvailable(doc)) return false;
  if (rule.requirePriceAndImage && (doc.price <= 0 || !doc.image)) return false;
  if (rule.usedOnly && doc.car_type !== 'used') return false;
  return true;
}

/** The card projection of the car view model, fed from the search document. */
export function searchCardModel(doc: StockDocument, settings: CardSettings): SearchCardModel {
  const car = carView(doc, settings);
  const view = cardViewOf(car, carFacts(doc, car, CARD_FACTS));

  // vehicleRoutes reads only experience.checkoutPath; the island does not carry the whole experience config.
  const routes = vehicleRoutes(doc, { experience: { checkoutPath: settings.checkoutPath } } as Pick<SiteConfig, 'experience'>);
  const canFavourite = favouriteAllowed(doc, settings.favourites);
  const model: SearchCardModel = { id: doc.id, view, similarHref: routes.findSimilar, canFavourite, canCompare: canFavourite && settings.compare };
  if (view.finance) model.financeHref = routes.finance;
  if (doc.views !== undefined) model.views = doc.views;
  const timed = timedTagOf(doc, view.tag, settings);
  if (timed) model.timedTag = timed;
  // The Reserve button's one rule (src/domain/availability.ts), as on the vehicle page.
  if (isReservable({ status: doc.status, reserved: doc.reserved === true }, { reserveEnabled: settings.reserve })) model.reserveHref = routes.reserve;
  return model;
}

/** The tags a clock ends: the build decided them, the shopper's clock may drop "New" or turn Just Sold to SOLD. */
function timedTagOf(doc: StockDocument, tag: CardTag | undefined, settings: CardSettings): TimedTag | undefined {
  if (tag?.kind !== 'new-arrival' && tag?.kind !== 'just-sold') return undefined;
  return {
    kind: tag.kind,
    createdAt: doc.created_at,
    soldAt: doc.sold_date_timestamp ?? null,
    newArrivalDays: settings.tag.newArrivalDays,
    soldVisibleDays: settings.tag.soldVisibleDays,
  };
}
