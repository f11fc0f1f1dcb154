import { describe, expect, it } from 'vitest';
import { brandOffers, brandStock, stockListingHref } from './brand-pages.ts';
import { dealerSite } from './site.ts';
import { testBundle, testVehicle } from './test-bundle.ts';

describe('brand pages', () => {
  const bundle = testBundle({
    brands: [
      {
        title: 'Mazda',
        slug: 'mazda',
        models: [
          { name: 'CX-5', slug: 'cx-5' },
          { name: 'BT-50', slug: 'bt-50' },
        ],
      },
    ],
    vehicles: [
      testVehicle(1, { rank: 1 }),
      testVehicle(2, { rank: 9 }),
      testVehicle(3, { model: 'BT-50' }),
      testVehicle(4, { make: 'Kia', model: 'Sportage' }),
      testVehicle(5, { status: 'sold', sold_date_timestamp: 1_795_000_000 }),
    ],
    offers: [
      { id: 1, name: 'CX-5 deal', manufacturer: 'Mazda', model: { name: 'CX-5', slug: 'cx-5' } },
      { id: 2, name: 'Mazda service', manufacturer: { name: 'Mazda' } },
      { id: 3, name: 'Kia deal', manufacturer: 'Kia' },
    ],
  });
  const mazda = bundle.brands[0]!;
  const cx5 = mazda.models[0]!;

  it('finds the available stock of the brand and of a model, by rank', () => {
    expect(brandStock(bundle, mazda).map((v) => v.id)).toEqual([2, 1, 3]);
    expect(brandStock(bundle, mazda, cx5).map((v) => v.id)).toEqual([2, 1]);
  });

  it('finds the offers of the brand and of a model', () => {
    expect(brandOffers(bundle, mazda).map((o) => o.id)).toEqual([1, 2]);
    expect(brandOffers(bundle, mazda, cx5).map((o) => o.id)).toEqual([1]);
  });

  it('links to the stock listing that exists', () => {
    const site = dealerSite(bundle, [], []);
    expect(stockListingHref(bundle, site, brandStock(bundle, mazda, cx5))).toBe('/search/mazda/cx-5');
    expect(stockListingHref(bundle, site, brandStock(bundle, mazda))).toBe('/search/mazda');
    expect(stockListingHref(bundle, site, [])).toBeUndefined();
  });
});
