import { describe, expect, it } from 'vitest';
import { testBundle, testLocation, testVehicle } from '../dealer/test-bundle.ts';
import { vehicleFinance } from '../vehicle/finance.ts';
import { journeyCarOf, purchasableVehicles, purchaseJourneyProps } from './purchase-journey.ts';

const lender = { 'nissan-finance': { interestRate: 6.99, comparisonRate: 7.49, termYears: 5, deposit: 2000, establishmentFees: 400, paymentMonth: 560 } };
const site = {
  features: { onlinePurchase: true },
  finance: { provider: 'nissan-finance' },
  integrations: { platformApi: { baseUrl: 'https://api.example.com.au' } },
  experience: { includedPoints: { used: ['Roadworthy certificate'] } },
};

describe('purchase journey view model', () => {
  const yard = testLocation('mini-yard', { id: 77 });
  const bundle = testBundle({
    site,
    locations: [yard],
    vehicles: [
      testVehicle(1, {
        make: 'Nissan',
        finance_lenders: lender,
        location: { id: 77, name: 'Mini Yard', slug: 'mini-yard' },
        price_type: 'Drive Away',
        stocknum: 'S1',
      }),
      testVehicle(2, { reserved: true }),
      testVehicle(3, { status: 'sold', sold_date_timestamp: 1_795_000_000 }),
      testVehicle(4, { price: 0 }),
    ],
  });

  it('offers only available, unreserved, priced cars, and none without the switch or an API', () => {
    expect(purchasableVehicles(bundle).map((v) => v.id)).toEqual([1]);
    expect(purchasableVehicles(testBundle({ site: { ...site, features: { onlinePurchase: false } } }))).toEqual([]);
    expect(purchasableVehicles(testBundle({ site: { ...site, integrations: { platformApi: { baseUrl: null } } } }))).toEqual([]);
    expect(purchasableVehicles(testBundle({ site: { ...site, features: { onlinePurchase: true, reserve: false } } }))).toEqual([]);
  });

  it("states the vehicle page's price, inclusions and finance figures, and the yard's sales hours", () => {
    const vehicle = bundle.vehicles[0]!;
    const car = journeyCarOf(vehicle, bundle);
    const page = vehicleFinance(vehicle, bundle.config, new Date(bundle.clock), '#');
    expect(car).toMatchObject({ priceText: '$30,001', priceType: 'Drive Away', price: 30001, stocknum: 'S1' });
    expect(car.included).toContain('Roadworthy certificate');
    expect(page.estimate).toMatch(/\/week$/);
    expect(car.finance?.weeklyText).toBe(page.estimate);
    expect(car.finance).toMatchObject({ interestRate: 6.99, comparisonRate: 7.49, termYears: 5, deposit: 2000, establishmentFee: 400, amountFinanced: 28401 });
    // the deposit and the part of the price financed add up to the price; the fee is borrowed on top
    expect(car.finance!.deposit + car.finance!.priceFinanced).toBe(car.price);
    expect(car.pickup.name).toBe('Mini Yard');
    expect(car.pickup.hours.find((row) => row.day === 'Monday')?.text).toBe('8am – 5pm');
    expect(car.pickup.hours.find((row) => row.day === 'Sunday')?.text).toBe('Closed');
  });

  it("gives the island the dealer's deposit terms", () => {
    expect(purchaseJourneyProps(bundle).depositTerms).toContain('$200 deposit holds this car for you for 48 hours and is 100% refundable');
  });
});
