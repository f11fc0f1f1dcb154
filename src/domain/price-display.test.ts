import { describe, expect, it } from 'vitest';
import { priceDisplay, priceLineOf, type PriceFields } from './price-display.ts';

const car = (overrides: Partial<PriceFields> = {}): PriceFields => ({
  status: 'in_stock',
  price: 24990,
  offer_price: null,
  before_price: null,
  subscription_price: null,
  price_type: 'Drive Away',
  preorder: false,
  ...overrides,
});

describe('priceDisplay priority', () => {
  it('sold cars show SOLD, never a price', () => {
    expect(priceDisplay(car({ status: 'sold', subscription_price: 149 }), { subscriptionsEnabled: true })).toEqual({
      kind: 'sold',
      text: 'SOLD',
    });
    expect(priceDisplay(car({ status: 'withdrawn' })).kind).toBe('sold');
  });

  it('subscription price wins only when the site offers subscriptions and it is above 0', () => {
    expect(priceDisplay(car({ subscription_price: 149 }), { subscriptionsEnabled: true })).toEqual({
      kind: 'subscription',
      amount: 149,
      text: '$149',
      priceType: '/ week',
      label: 'Subscription',
      purchase: { amount: 24990, text: '$24,990', priceType: 'Drive Away' },
    });
    // The purchase price is the offer price when there is one; none when the car has no real price.
    expect(priceDisplay(car({ subscription_price: 149, offer_price: 22990 }), { subscriptionsEnabled: true }).purchase?.text).toBe('$22,990');
    expect(priceDisplay(car({ subscription_price: 149, price: 0 }), { subscriptionsEnabled: true }).purchase).toBeUndefined();
    expect(priceDisplay(car({ subscription_price: 149 })).kind).toBe('price');
    expect(priceDisplay(car({ subscription_price: 0 }), { subscriptionsEnabled: true }).kind).toBe('price');
  });

  it('normal price above 10 with its price type', () => {
    expect(priceDisplay(car())).toEqual({ kind: 'price', amount: 24990, text: '$24,990', priceType: 'Drive Away' });
    expect(priceDisplay(car({ price: 11 })).text).toBe('$11');
    expect(priceDisplay(car({ price: 10 })).kind).toBe('no-price');
  });

  it('a reduced (offer) price above 10 is shown instead of the normal price', () => {
    expect(priceDisplay(car({ offer_price: 22990 })).amount).toBe(22990);
    expect(priceDisplay(car({ offer_price: 10 })).amount).toBe(24990);
    expect(priceDisplay(car({ price: 0, offer_price: 19990 })).amount).toBe(19990);
  });

  it('PREORDER when there is no real price and the car is a preorder', () => {
    expect(priceDisplay(car({ price: 0, preorder: true }))).toEqual({ kind: 'preorder', text: 'PREORDER' });
    expect(priceDisplay(car({ price: 30000, preorder: true })).kind).toBe('price');
  });

  it('the configured no-price text, defaulting to Enquire for price.', () => {
    expect(priceDisplay(car({ price: 0 })).text).toBe('Enquire for price.');
    expect(priceDisplay(car({ price: 0 }), { noPriceText: 'Call for price' }).text).toBe('Call for price');
  });

  it('no figure, no price type: never "Enquire for price. Drive Away"', () => {
    expect(priceDisplay(car({ price: 0 })).priceType).toBeUndefined();
    expect(priceLineOf(priceDisplay(car({ price: 0 })))).toBe('Enquire for price.');
  });

  it('hides the price type of a price-0 car shown at its offer price only when the dealer asks', () => {
    expect(priceDisplay(car({ price: 0, offer_price: 19990 }), { hidePriceTypeWhenZero: true }).priceType).toBeUndefined();
    expect(priceDisplay(car({ price: 0, offer_price: 19990 })).priceType).toBe('Drive Away');
    expect(priceDisplay(car({ price: 5, offer_price: 19990 }), { hidePriceTypeWhenZero: true }).priceType).toBe('Drive Away');
    expect(priceDisplay(car({ price_type: '  ' })).priceType).toBeUndefined();
  });
});

describe('was-price', () => {
  it('only when before_price exceeds the shown price', () => {
    expect(priceDisplay(car({ before_price: 26990 })).wasPrice).toBe(26990);
    expect(priceDisplay(car({ before_price: 24990 })).wasPrice).toBeUndefined();
    expect(priceDisplay(car({ before_price: 20000 })).wasPrice).toBeUndefined();
  });

  it('compares against the reduced price when one is shown', () => {
    expect(priceDisplay(car({ offer_price: 21990, before_price: 23990 })).wasPrice).toBe(23990);
  });

  it('never for subscriptions, preorders or no-price', () => {
    expect(priceDisplay(car({ subscription_price: 149, before_price: 99999 }), { subscriptionsEnabled: true }).wasPrice).toBeUndefined();
    expect(priceDisplay(car({ price: 0, before_price: 99999 })).wasPrice).toBeUndefined();
  });
});
