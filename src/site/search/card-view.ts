import type { SiteConfig } from '../../config/site.ts';
import { isAvailable, isLongSold } from '../../domain/availability.ts';
import { weeklyEstimateText } from '../../domain/finance/finance-offer.ts';
import { repaymentDisplay } from '../../domain/finance/repayment.ts';
import { formatKm } from '../../domain/format.ts';
import { priceDisplay } from '../../domain/price-display.ts';
import { cardTag } from '../../domain/tags.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { imageSrcSet, imageUrlAt, type ImageCdn } from '../image-url.ts';
import { vehiclePath } from '../routes.ts';
import { vehicleRoutes } from '../vehicle/actions.ts';
import type { VehicleView } from '../vehicle-view.ts';
import { conditionLabel } from '../../domain/condition.ts';

/**
 * A search hit (stock document) → what a vehicle card renders, with every rule applied: price display
 * priority, tag priority, available vs sold buttons, and whether the favourite control may show.
 * Runs at build time (first page) and in the browser (every later page), from plain settings.
 */

export interface CardSettings {
  /** ISO instant for the time rules (new-arrival and just-sold tags): the snapshot's clock. */
  now: string;
  imageCdn: ImageCdn;
  price: { subscriptionsEnabled: boolean; noPriceText: string; hidePriceTypeWhenZero: boolean };
  tag: {
    soldVisibleDays: number;
    fuelTag: boolean;
    reservedText: 'Reserved' | 'RESERVED';
    runoutSaleGreen: boolean;
    comingSoonText: string;
    newArrivalText: string;
    justSoldText: string;
    newArrivalDays: number;
  };
  /** Cards show finance only where the document carries the car's weekly repayment (its offer). */
  finance: { enabled: boolean; roundUp: boolean; label: string };
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
    now: typeof now === 'string' ? now : now.toISOString(),
    imageCdn: config.integrations.imageCdn,
    price: {
      subscriptionsEnabled: config.features.subscriptions,
      noPriceText: config.texts.noPrice,
      hidePriceTypeWhenZero: config.stock.hidePriceTypeWhenZero,
    },
    tag: {
      soldVisibleDays: config.stock.soldVisibleDays,
      fuelTag: config.features.electricTag,
      reservedText: config.stock.reservedText === 'RESERVED' ? 'RESERVED' : 'Reserved',
      runoutSaleGreen: config.stock.runoutTagGreen,
      comingSoonText: config.stock.comingSoonText,
      newArrivalText: config.stock.newArrivalLabel,
      justSoldText: config.stock.justSoldText,
      newArrivalDays: config.stock.newArrivalDays,
    },
    finance: { enabled: config.features.finance, roundUp: config.finance.roundUp, label: config.texts.financeButton },
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

export function searchCardModel(doc: StockDocument, settings: CardSettings): SearchCardModel {
  const now = new Date(settings.now);
  const vehicle = { ...doc, reserved: doc.reserved === true, preorder: doc.preorder === true };
  const available = isAvailable(doc);
  const view: VehicleView = {
    slug: doc.slug,
    href: vehiclePath(doc.slug),
    name: doc.name,
    conditionLabel: conditionLabel(doc.car_type),
    price: priceDisplay(vehicle, settings.price),
    available,
    longSold: isLongSold(doc, now, settings.tag.soldVisibleDays),
    facts: cardFacts(doc),
  };
  const tag = cardTag(vehicle, { now, ...settings.tag });
  if (tag) view.tag = tag;
  if (doc.image) {
    view.image = {
      src: imageUrlAt(doc.image.url, 480, settings.imageCdn),
      srcset: imageSrcSet(doc.image.url, settings.imageCdn),
      width: doc.image.width ?? 1200,
      height: doc.image.height ?? 800,
      alt: doc.image.alt ?? doc.name,
    };
  }
  if (available && settings.finance.enabled && doc.weekly_repayment !== undefined) {
    const estimate = weeklyEstimateText({
      weekly: { payment: doc.weekly_repayment, display: repaymentDisplay(doc.weekly_repayment, settings.finance.roundUp) },
    });
    view.finance = { label: settings.finance.label, ...(estimate ? { estimate } : {}) };
  }
  const place = doc.city ?? doc.location_name;
  if (place) view.locationLabel = place;

  // vehicleRoutes reads only experience.checkoutPath; the island does not carry the whole experience config.
  const routes = vehicleRoutes(doc, { experience: { checkoutPath: settings.checkoutPath } } as Pick<SiteConfig, 'experience'>);
  const model: SearchCardModel = { id: doc.id, view, similarHref: routes.findSimilar, canFavourite: favouriteAllowed(doc, settings.favourites) };
  if (view.finance) model.financeHref = routes.finance;
  if (doc.views !== undefined) model.views = doc.views;
  if (available && settings.reserve && !doc.reserved) model.reserveHref = routes.reserve;
  return model;
}

function cardFacts(doc: StockDocument): VehicleView['facts'] {
  const facts = [
    { label: 'Condition', value: conditionLabel(doc.car_type) },
    { label: 'Transmission', value: doc.simple_transmission },
    { label: 'Odometer', value: formatKm(doc.km) },
    { label: 'Fuel', value: doc.simple_fuel ?? doc.fuel },
  ];
  return facts.filter((fact): fact is { label: string; value: string } => typeof fact.value === 'string' && fact.value !== '');
}
