import { isAvailable, isLongSold, isRecentlySold } from '../domain/availability.ts';
import { conditionLabel } from '../domain/condition.ts';
import { weeklyEstimateText } from '../domain/finance/finance-offer.ts';
import { repaymentDisplay } from '../domain/finance/repayment.ts';
import { formatKm } from '../domain/format.ts';
import { priceDisplay, priceLineOf, SOLD_TEXT, type PriceDisplay } from '../domain/price-display.ts';
import { cardTag, type CardTag, type CardTagOptions } from '../domain/tags.ts';
import { imageSrcSet, imageUrlAt, type ImageCdn } from './image-url.ts';
import { vehiclePath } from './routes.ts';

/**
 * The car as the UI shows it: one model, every label worked out once. Cards, the vehicle page, the
 * car summaries of lead forms, checkout and account pages, the search document, the PDF and the alert
 * emails are projections of it, so no surface words a car's price, condition, status or place its own way.
 * Pure and free of zod and server code: the search and similar-cars islands run it in the browser.
 */

/** What the model reads of a car: a stock vehicle (through `carFactsOf`) and a search document both fit. */
export interface CarFacts {
  slug: string;
  name: string;
  make: string;
  car_type: string;
  status: string;
  price: number;
  before_price?: number | null | undefined;
  offer_price?: number | null | undefined;
  subscription_price?: number | null | undefined;
  price_type?: string | null | undefined;
  preorder?: boolean | undefined;
  km: number;
  tag?: string | null | undefined;
  reserved?: boolean | undefined;
  certified: boolean;
  created_at: string;
  simple_fuel?: string | null | undefined;
  fuel?: string | null | undefined;
  simple_transmission?: string | null | undefined;
  /** Where the car is: the town of its yard; `carCity` picks it from a stock vehicle. */
  city?: string | null | undefined;
  /** The yard's name, when no town is known. */
  location_name?: string | null | undefined;
  sold_date_timestamp?: number | null | undefined;
  image?: { url: string; width?: number | undefined; height?: number | undefined; alt?: string | null | undefined } | undefined;
  /** The weekly repayment of the car's finance offer; present exactly where finance is shown for the car. */
  weekly_repayment?: number | undefined;
}

/** The dealer's side: plain settings (no config object), so the browser can carry them. */
export interface CarViewContext {
  /** ISO instant for the time rules (new-arrival and just-sold tags): the snapshot's clock. */
  now: string;
  imageCdn: ImageCdn;
  price: { subscriptionsEnabled: boolean; noPriceText: string; hidePriceTypeWhenZero: boolean };
  tag: Required<Omit<CardTagOptions, 'now'>>;
  /** `label` is the dealer's Get Finance wording. */
  finance: { enabled: boolean; roundUp: boolean; label: string };
}

export type CarStatusKind = 'available' | 'coming-soon' | 'reserved' | 'just-sold' | 'sold';

export interface CarView {
  slug: string;
  href: string;
  title: string;
  conditionLabel: string;
  price: PriceDisplay;
  /** The price on one line, for plain-text surfaces (emails, PDF, comparison): '$24,990 Drive Away', 'SOLD'. */
  priceLine: string;
  odometer: string;
  status: { kind: CarStatusKind; label: string };
  /** The one tag a card shows (spec 01 §4 "Card tag priority"). */
  tag?: CardTag;
  available: boolean;
  longSold: boolean;
  locationLabel?: string;
  /** Only where finance is shown for the car: the button label and its advertised weekly figure. */
  finance?: { label: string; estimate?: string };
  image?: { src: string; srcset?: string; width: number; height: number; alt: string; url: string };
}

/** The town shown for a car: its yard's town, else the feed's city, else the yard's name. */
export function carLocationLabel(car: Pick<CarFacts, 'city' | 'location_name'>): string | undefined {
  return car.city?.trim() || car.location_name?.trim() || undefined;
}

function statusOf(car: CarFacts, context: CarViewContext, now: Date): CarView['status'] {
  if (!isAvailable(car)) {
    return isRecentlySold(car, now, context.tag.soldVisibleDays) ? { kind: 'just-sold', label: context.tag.justSoldText } : { kind: 'sold', label: SOLD_TEXT };
  }
  if (car.reserved) return { kind: 'reserved', label: context.tag.reservedText };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', label: context.tag.comingSoonText };
  return { kind: 'available', label: 'Available' };
}

export function carView(car: CarFacts, context: CarViewContext): CarView {
  const now = new Date(context.now);
  const priced = { ...car, preorder: car.preorder === true };
  const price = priceDisplay(priced, context.price);
  const available = isAvailable(car);
  const view: CarView = {
    slug: car.slug,
    href: vehiclePath(car.slug),
    title: car.name,
    conditionLabel: conditionLabel(car.car_type),
    price,
    priceLine: priceLineOf(price),
    odometer: formatKm(car.km),
    status: statusOf(car, context, now),
    available,
    longSold: isLongSold(car, now, context.tag.soldVisibleDays),
  };
  const tag = cardTag({ ...priced, reserved: car.reserved === true }, { now, ...context.tag });
  if (tag) view.tag = tag;
  const place = carLocationLabel(car);
  if (place) view.locationLabel = place;
  if (available && context.finance.enabled && car.weekly_repayment !== undefined) {
    const payment = car.weekly_repayment;
    const estimate = weeklyEstimateText({ weekly: { payment, display: repaymentDisplay(payment, context.finance.roundUp) } });
    view.finance = { label: context.finance.label, ...(estimate ? { estimate } : {}) };
  }
  if (car.image) {
    const srcset = imageSrcSet(car.image.url, context.imageCdn);
    view.image = {
      url: car.image.url,
      src: imageUrlAt(car.image.url, 480, context.imageCdn),
      ...(srcset ? { srcset } : {}),
      width: car.image.width ?? 1200,
      height: car.image.height ?? 800,
      alt: car.image.alt ?? car.name,
    };
  }
  return view;
}

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

/** The card's projection (home, similar cars, search): the model's labels plus the facts the card lists. */
export function cardViewOf(car: CarView, facts: VehicleView['facts']): VehicleView {
  const view: VehicleView = {
    slug: car.slug,
    href: car.href,
    name: car.title,
    conditionLabel: car.conditionLabel,
    price: car.price,
    available: car.available,
    longSold: car.longSold,
    facts,
  };
  if (car.tag) view.tag = car.tag;
  if (car.finance) view.finance = car.finance;
  if (car.image) {
    const { src, srcset, width, height, alt } = car.image;
    view.image = { src, width, height, alt, ...(srcset ? { srcset } : {}) };
  }
  if (car.locationLabel) view.locationLabel = car.locationLabel;
  return view;
}
