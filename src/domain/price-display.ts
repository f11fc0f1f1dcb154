import type { Vehicle } from '../data/schemas/vehicle.ts';
import { isSold } from './availability.ts';
import { formatAud } from './format.ts';

/**
 * What a card or vehicle page shows in the price slot (spec 01 §4 "Price display priority"):
 * SOLD → subscription → reduced or normal price above 10 → PREORDER → the dealer's no-price text.
 */

export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.';
export const SUBSCRIPTION_PRICE_TYPE = '/ week';
export const SUBSCRIPTION_LABEL = 'Subscription';
export const SOLD_TEXT = 'SOLD';
export const PREORDER_TEXT = 'PREORDER';
/** Prices of 10 or less are placeholders in dealer feeds, not real prices. */
export const MIN_SHOWN_PRICE = 10;

export type PriceDisplayKind = 'sold' | 'subscription' | 'price' | 'preorder' | 'no-price';

export interface PriceDisplay {
  kind: PriceDisplayKind;
  /** The number shown, when one is shown. */
  amount?: number;
  /** Ready to render: '$24,990', 'SOLD', 'PREORDER', 'Enquire for price.' */
  text: string;
  priceType?: string;
  /** Struck-through earlier price, only when it exceeds the shown amount. */
  wasPrice?: number;
  /** Names the figure when it is not a purchase price: 'Subscription'. */
  label?: string;
  /** A subscription car's purchase price, shown beside the subscription figure. */
  purchase?: { amount: number; text: string; priceType?: string };
}

export interface PriceDisplayOptions {
  /** The site offers subscriptions: a subscription price wins over the sale price. */
  subscriptionsEnabled?: boolean;
  noPriceText?: string;
  /** One dealer hides the price type when the price is 0. */
  hidePriceTypeWhenZero?: boolean;
}

export type PriceFields = Pick<Vehicle, 'status' | 'price' | 'offer_price' | 'before_price' | 'subscription_price' | 'price_type' | 'preorder'>;

export function priceDisplay(vehicle: PriceFields, options: PriceDisplayOptions = {}): PriceDisplay {
  if (isSold(vehicle)) return { kind: 'sold', text: SOLD_TEXT };

  const priceType = shownPriceType(vehicle, options);
  const amount = salePrice(vehicle);
  const subscription = vehicle.subscription_price ?? 0;
  if (options.subscriptionsEnabled && subscription > 0) {
    const result: PriceDisplay = {
      kind: 'subscription',
      amount: subscription,
      text: formatAud(subscription),
      priceType: SUBSCRIPTION_PRICE_TYPE,
      label: SUBSCRIPTION_LABEL,
    };
    // A subscription is one way to have the car; its purchase price is the other, and both are true.
    if (amount !== undefined) result.purchase = { amount, text: formatAud(amount), ...(priceType ? { priceType } : {}) };
    return result;
  }

  if (amount !== undefined) {
    const result: PriceDisplay = { kind: 'price', amount, text: formatAud(amount) };
    if (priceType) result.priceType = priceType;
    const was = vehicle.before_price ?? 0;
    if (was > amount) result.wasPrice = was;
    return result;
  }

  // No figure, so no price type: "Enquire for price. Drive Away" reads as nonsense.
  return vehicle.preorder ? { kind: 'preorder', text: PREORDER_TEXT } : { kind: 'no-price', text: options.noPriceText ?? DEFAULT_NO_PRICE_TEXT };
}

/**
 * The price slot on one line, as a card reads it: its label, figure and price type
 * ('Subscription $149 / week', '$24,990 Drive Away', 'Enquire for price.', 'SOLD').
 */
export function priceLineOf(price: Pick<PriceDisplay, 'label' | 'text' | 'priceType'>): string {
  return [price.label, price.text, price.priceType].filter(Boolean).join(' ');
}

/** The reduced (offer) price when it is real, else the normal price when it is real: the purchase price. */
export function salePrice(vehicle: Pick<Vehicle, 'price' | 'offer_price'>): number | undefined {
  const offer = vehicle.offer_price ?? 0;
  if (offer > MIN_SHOWN_PRICE) return offer;
  return vehicle.price > MIN_SHOWN_PRICE ? vehicle.price : undefined;
}

function shownPriceType(vehicle: PriceFields, options: PriceDisplayOptions): string | undefined {
  if (options.hidePriceTypeWhenZero && vehicle.price === 0) return undefined;
  return vehicle.price_type?.trim() || undefined;
}
