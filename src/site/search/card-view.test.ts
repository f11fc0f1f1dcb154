import { describe, expect, it } from 'vitest';
import type { StockDocument } from '../../search/stock-document.ts';
import { testConfig } from '../vehicle/test-fixtures.ts';
import { cardSettingsFromConfig, favouriteAllowed, searchCardModel, type CardSettings } from './card-view.ts';

const settings: CardSettings = {
  now: '2026-11-21T00:00:00.000Z',
  imageCdn: { kind: 'none', quality: 78 },
  price: { subscriptionsEnabled: false, noPriceText: 'Enquire for price.', hidePriceTypeWhenZero: false },
  tag: {
    soldVisibleDays: 3,
    fuelTag: false,
    reservedText: 'Reserved',
    runoutSaleGreen: false,
    comingSoonText: 'COMING SOON',
    newArrivalText: 'New',
    justSoldText: 'Just Sold',
    newArrivalDays: 8,
  },
  finance: { enabled: true, roundUp: false, label: 'Get Finance' },
  reserve: true,
  favourites: { enabled: true, requirePriceAndImage: false, usedOnly: false },
  checkoutPath: 'checkout',
  compare: true,
};

const doc: StockDocument = {
  id: 7,
  slug: '2024-kia-sportage-7',
  name: '2024 Kia Sportage S',
  year: 2024,
  make: 'Kia',
  model: 'Sportage',
  car_type: 'used',
  status: 'in_stock',
  price: 34990,
  before_price: 36990,
  km: 12000,
  certified: false,
  created_at: '2026-01-01T00:00:00+10:00',
  created_at_timestamp: 1767189600,
  simple_transmission: 'Automatic',
  simple_fuel: 'Petrol',
  city: 'Brisbane',
  dealership_id: 1,
  show_on_dealer_website: true,
  weekly_repayment: 172.4,
  rank: 0,
  image: { url: '/media/kia.webp', width: 1200, height: 800 },
};

describe('searchCardModel', () => {
  it('an available car: price, was price, facts, srcset and all three buttons', () => {
    const card = searchCardModel(doc, settings);
    expect(card.view.price).toMatchObject({ text: '$34,990', wasPrice: 36990 });
    expect(card.view.facts.map((f) => f.value)).toEqual(['Used', 'Automatic', '12,000 km', 'Petrol']);
    expect(card.view.image?.srcset).toContain('/_img/w480/media/kia.webp 480w');
    expect(card.view.locationLabel).toBe('Brisbane');
    expect(card.financeHref).toBe('/finance-enquiry?car_id=7');
    expect(card.view.finance).toEqual({ label: 'Get Finance', estimate: '$172.40 /week' });
    expect(card.reserveHref).toBe('/cars/2024-kia-sportage-7/checkout');
    expect(card.canFavourite).toBe(true);
  });

  it('finance only where the car has a finance offer (no weekly repayment → no Get Finance), in the dealer wording', () => {
    const { weekly_repayment: _weekly, ...noOffer } = doc;
    expect(searchCardModel(noOffer, settings).financeHref).toBeUndefined();
    expect(searchCardModel(noOffer, settings).view.finance).toBeUndefined();
    const bikes = searchCardModel(doc, { ...settings, finance: { enabled: true, roundUp: false, label: 'Get Bike Finance' } });
    expect(bikes.view.finance).toEqual({ label: 'Get Bike Finance', estimate: '$172.40 /week' });
    expect(
      searchCardModel({ ...doc, weekly_repayment: 173 }, { ...settings, finance: { enabled: true, roundUp: true, label: 'x' } }).view.finance?.estimate,
    ).toBe('$173 /week');
    expect(searchCardModel(doc, { ...settings, finance: { enabled: false, roundUp: false, label: 'x' } }).financeHref).toBeUndefined();
  });

  it('the views count the feed gives reaches the card; none without one', () => {
    expect(searchCardModel({ ...doc, views: 132 }, settings).views).toBe(132);
    expect(searchCardModel(doc, settings).views).toBeUndefined();
  });

  it('a subscription car shows the labelled subscription figure and its purchase price', () => {
    const card = searchCardModel({ ...doc, subscription_price: 259 }, { ...settings, price: { ...settings.price, subscriptionsEnabled: true } });
    expect(card.view.price).toMatchObject({ text: '$259', priceType: '/ week', label: 'Subscription', purchase: { text: '$34,990' } });
  });

  it('a recently sold car shows SOLD, its tag and no actions', () => {
    const sold = searchCardModel({ ...doc, status: 'sold', sold_date_timestamp: Date.parse(settings.now) / 1000 - 3600 }, settings);
    expect(sold.view.available).toBe(false);
    expect(sold.view.price.text).toBe('SOLD');
    expect(sold.view.tag?.text).toBe('Just Sold');
    expect(sold.financeHref).toBeUndefined();
    expect(sold.reserveHref).toBeUndefined();
    expect(sold.similarHref).toBe('/enquire?car_id=7&type=find-similar');
    expect(sold.canFavourite).toBe(false);
  });

  it("a time-bound tag carries what the shopper's clock needs to re-check it; other tags do not", () => {
    const fresh = searchCardModel({ ...doc, created_at: '2026-11-18T00:00:00Z' }, settings);
    expect(fresh.view.tag?.kind).toBe('new-arrival');
    expect(fresh.timedTag).toEqual({ kind: 'new-arrival', createdAt: '2026-11-18T00:00:00Z', soldAt: null, newArrivalDays: 8, soldVisibleDays: 3 });
    const soldAt = Date.parse(settings.now) / 1000 - 3600;
    expect(searchCardModel({ ...doc, status: 'sold', sold_date_timestamp: soldAt }, settings).timedTag).toMatchObject({ kind: 'just-sold', soldAt });
    expect(searchCardModel({ ...doc, reserved: true }, settings).timedTag).toBeUndefined();
    expect(searchCardModel(doc, settings).timedTag).toBeUndefined();
  });

  it('a reserved car cannot be reserved again and carries the reserved tag', () => {
    const reserved = searchCardModel({ ...doc, reserved: true }, settings);
    expect(reserved.reserveHref).toBeUndefined();
    expect(reserved.view.tag?.text).toBe('Reserved');
  });
});

describe("favourite restrictions are the dealer's switches", () => {
  it('off by default; stock.favouritesNeedPriceAndImage and stock.favouritesUsedOnly turn them on', () => {
    expect(cardSettingsFromConfig(testConfig(), settings.now).favourites).toEqual({ enabled: true, requirePriceAndImage: false, usedOnly: false });
    const strict = cardSettingsFromConfig(testConfig({ stock: { favouritesNeedPriceAndImage: true, favouritesUsedOnly: true } }), settings.now);
    expect(strict.favourites).toEqual({ enabled: true, requirePriceAndImage: true, usedOnly: true });
    expect(searchCardModel({ ...doc, car_type: 'new' }, strict).canFavourite).toBe(false);
    expect(searchCardModel({ ...doc, price: 0 }, strict).canFavourite).toBe(false);
    expect(searchCardModel(doc, strict).canFavourite).toBe(true);
  });
});

describe('the compare toggle (spec 01 §5: the favourite/compare controls share one rule)', () => {
  it('shows where the favourite control may, and only where the dealer has /compare', () => {
    expect(searchCardModel(doc, settings).canCompare).toBe(true);
    expect(searchCardModel({ ...doc, status: 'sold' }, settings).canCompare).toBe(false);
    expect(searchCardModel(doc, { ...settings, compare: false }).canCompare).toBe(false);
    expect(searchCardModel(doc, { ...settings, favourites: { ...settings.favourites, enabled: false } }).canCompare).toBe(false);
    expect(cardSettingsFromConfig(testConfig({ features: { compare: false } }), settings.now).compare).toBe(false);
  });
});

describe('favouriteAllowed', () => {
  it('follows the button-visibility rule', () => {
    const rule = settings.favourites;
    expect(favouriteAllowed(doc, { ...rule, enabled: false })).toBe(false);
    expect(favouriteAllowed({ ...doc, price: 0 }, { ...rule, requirePriceAndImage: true })).toBe(false);
    const { image: _image, ...noImage } = doc;
    expect(favouriteAllowed(noImage, { ...rule, requirePriceAndImage: true })).toBe(false);
    expect(favouriteAllowed({ ...doc, car_type: 'new' }, { ...rule, usedOnly: true })).toBe(false);
    expect(favouriteAllowed(doc, { ...rule, usedOnly: true, requirePriceAndImage: true })).toBe(true);
  });
});
