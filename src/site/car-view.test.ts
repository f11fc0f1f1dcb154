import { describe, expect, it } from 'vitest';
import { carFactsOf, carViewContext, carViewOf } from './car-facts.ts';
import { priceLineOf } from '../domain/price-display.ts';
import { carLocationLabel, carView } from './car-view.ts';
import { TEST_NOW, testConfig, testVehicle } from './vehicle/test-fixtures.ts';

const now = new Date(TEST_NOW);
const SOLD_YESTERDAY = Math.floor(now.getTime() / 1000) - 86_400;
const SOLD_LAST_MONTH = Math.floor(now.getTime() / 1000) - 30 * 86_400;

describe('carView: the car as the UI shows it', () => {
  it('an available car: title, path, condition, odometer, price line with was price', () => {
    const car = carViewOf(testVehicle({ before_price: 41990, price_type: 'Drive Away' }), testConfig(), now);
    expect(car).toMatchObject({
      title: '2023 Toyota RAV4 GX',
      href: '/cars/2023-toyota-rav4-gx',
      conditionLabel: 'Used',
      odometer: '25,000 km',
      priceLine: '$38,990 Drive Away',
      status: { kind: 'available', label: 'Available' },
      available: true,
      longSold: false,
    });
    expect(car.price.wasPrice).toBe(41990);
  });

  it("status in the dealer's words: reserved, coming soon, just sold, sold", () => {
    const config = testConfig({ stock: { reservedText: 'RESERVED', comingSoonText: 'COMING EARLY 2027', justSoldText: 'Gone!' } });
    const status = (overrides: Parameters<typeof testVehicle>[0]) => carViewOf(testVehicle(overrides), config, now).status;
    expect(status({ reserved: true })).toEqual({ kind: 'reserved', label: 'RESERVED' });
    expect(status({ status: 'coming_soon' })).toEqual({ kind: 'coming-soon', label: 'COMING EARLY 2027' });
    expect(status({ status: 'sold', sold_date_timestamp: SOLD_YESTERDAY })).toEqual({ kind: 'just-sold', label: 'Gone!' });
    expect(status({ status: 'sold', sold_date_timestamp: SOLD_LAST_MONTH })).toEqual({ kind: 'sold', label: 'SOLD' });
    const sold = carViewOf(testVehicle({ status: 'sold', price_type: 'Drive Away' }), config, now);
    expect([sold.priceLine, sold.longSold, sold.available]).toEqual(['SOLD', true, false]);
  });

  it("the location label is the yard's town first, then the feed's city, then the yard's name", () => {
    const location = {
      id: 3,
      name: 'Southern Cross Kia Springwood',
      slug: 'sck',
      address: { street: '1 Pacific Hwy', city: 'Springwood', state: 'QLD', postcode: '4127' },
    };
    expect(carViewOf(testVehicle({ city: 'Brisbane', location }), testConfig(), now).locationLabel).toBe('Springwood');
    expect(carViewOf(testVehicle({ city: 'Brisbane' }), testConfig(), now).locationLabel).toBe('Brisbane');
    expect(carViewOf(testVehicle({ location_name: 'Yard 2' }), testConfig(), now).locationLabel).toBe('Yard 2');
    expect(carViewOf(testVehicle(), testConfig(), now).locationLabel).toBeUndefined();
    expect(carLocationLabel({ city: '  ', location_name: ' Yard 2 ' })).toBe('Yard 2');
  });

  it('the price line reads like the card: label, figure, price type', () => {
    expect(priceLineOf({ text: '$149', priceType: '/ week', label: 'Subscription' })).toBe('Subscription $149 / week');
    expect(priceLineOf({ text: 'Call us', priceType: 'Drive Away' })).toBe('Call us Drive Away');
    const config = testConfig({ texts: { noPrice: 'Call us' }, stock: { hidePriceTypeWhenZero: true } });
    expect(carViewOf(testVehicle({ price: 0, price_type: 'Drive Away' }), config, now).priceLine).toBe('Call us');
  });

  it('finance: the weekly figure where the car has an offer, with the dealer button label; none once sold', () => {
    const lenders = { finance_lenders: { manual: { interestRate: 7.99, comparisonRate: 8.5, deposit: 0, termYears: 5, paymentWeek: 180 } } };
    const config = testConfig({ texts: { financeButton: 'Apply now' }, finance: { provider: 'manual' } });
    const car = carViewOf(testVehicle({ make: 'Nissan', ...lenders }), config, now);
    expect(car.finance?.label).toBe('Apply now');
    expect(car.finance?.estimate).toMatch(/^\$\d{3}\.\d{2} \/week$/);
    const facts = carFactsOf(testVehicle({ make: 'Nissan', ...lenders }), config, now);
    expect(carView({ ...facts, status: 'sold' }, carViewContext(config, now)).finance).toBeUndefined();
  });

  it("the picture: the first image, else the feed's primary image URL, with the card's srcset", () => {
    const pictured = carViewOf(testVehicle({ images: [{ url: '/media/rav4.webp', width: 1600, height: 1067 }] }), testConfig(), now);
    expect(pictured.image).toMatchObject({ url: '/media/rav4.webp', width: 1600, height: 1067, alt: '2023 Toyota RAV4 GX' });
    expect(pictured.image?.srcset).toContain('480w');
    const primary = carViewOf(testVehicle({ primary_image_url: 'https://photos.example.com/rav4.jpg' }), testConfig(), now);
    expect(primary.image?.url).toBe('https://photos.example.com/rav4.jpg');
  });
});
