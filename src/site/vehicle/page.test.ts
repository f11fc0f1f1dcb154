import { describe, expect, it } from 'vitest';
import { carJsonLd, vehicleMetaDescription, vehiclePageTitle } from './page.ts';
import { testConfig, testVehicle } from './test-fixtures.ts';

describe('carJsonLd', () => {
  it('describes the car and its offer', () => {
    const car = testVehicle({ vin: 'JTM123', colour: 'White', offer_price: 36990 });
    expect(carJsonLd(car, testConfig(), 'https://d.example/cars/x', ['https://d.example/a.webp'])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2023 Toyota RAV4 GX',
      url: 'https://d.example/cars/x',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'RAV4',
      vehicleConfiguration: 'GX',
      vehicleModelDate: '2023',
      vehicleIdentificationNumber: 'JTM123',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 25000, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      bodyType: 'suv',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      color: 'White',
      image: ['https://d.example/a.webp'],
      offers: {
        '@type': 'Offer',
        price: 36990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url: 'https://d.example/cars/x',
        seller: { '@type': 'AutoDealer', name: 'Demo Motors' },
      },
    });
  });

  it('sold cars are SoldOut without a price; new cars are NewCondition', () => {
    const sold = carJsonLd(testVehicle({ status: 'sold', car_type: 'new' }), testConfig(), 'u', []) as Record<string, Record<string, unknown>>;
    expect(sold.offers).not.toHaveProperty('price');
    expect(sold.offers?.availability).toBe('https://schema.org/SoldOut');
    expect(sold.itemCondition).toBe('https://schema.org/NewCondition');
    expect(sold).not.toHaveProperty('image');
  });
});

describe('title and description', () => {
  it('titles say for sale or sold', () => {
    expect(vehiclePageTitle(testVehicle())).toBe('2023 Toyota RAV4 GX for sale');
    expect(vehiclePageTitle(testVehicle({ status: 'sold' }))).toBe('2023 Toyota RAV4 GX (sold)');
  });

  it('descriptions stay under 160 characters and never carry markup', () => {
    const text = vehicleMetaDescription(testVehicle({ dealercomments: `<p>${'Lovely car. '.repeat(40)}</p><script>x()</script>` }), testConfig());
    expect(text.startsWith('Used 2023 Toyota RAV4 GX for $38,990 at Demo Motors. Lovely car.')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).not.toMatch(/[<>]|x\(\)/);
    expect(vehicleMetaDescription(testVehicle({ status: 'sold' }), testConfig())).toBe('Used 2023 Toyota RAV4 GX at Demo Motors.');
  });
});
