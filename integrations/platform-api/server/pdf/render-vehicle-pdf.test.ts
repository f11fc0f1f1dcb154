import { describe, expect, it } from 'vitest';
import { StockVehicleSchema, TenantSiteSchema } from '../tenants/tenant-schemas.ts';
import { pdfCarView } from './pdf-car-view.ts';
import { keyFacts, preparedLine } from './render-vehicle-pdf.ts';

const site = TenantSiteSchema.parse({ id: 1, slug: 'dealer', name: 'Dealer', url: 'https://dealer.example' });
const car = StockVehicleSchema.parse({
  id: 9,
  slug: '2022-mazda-cx-5-9',
  name: '2022 Mazda CX-5',
  year: 2022,
  make: 'Mazda',
  model: 'CX-5',
  status: 'in_stock',
  car_type: 'used',
  price: 29990,
  offer_price: null,
  price_type: 'Drive Away',
  km: 21000,
  dealership_id: 1,
});
const NOW = new Date('2026-11-21T00:00:00Z');
const priceLine = (overrides: Record<string, unknown>, dealer = site) => pdfCarView({ ...car, ...overrides }, dealer, NOW).priceLine;

describe('PDF price line (the price the vehicle page shows)', () => {
  it('the offer price when there is one, with the price type', () => {
    expect(priceLine({})).toBe('$29,990 Drive Away');
    expect(priceLine({ offer_price: 27990 })).toBe('$27,990 Drive Away');
    expect(priceLine({ offer_price: 5 })).toBe('$29,990 Drive Away');
  });

  it('a sold car shows SOLD, never its old price', () => {
    expect(priceLine({ status: 'sold', offer_price: 27990 })).toBe('SOLD');
    expect(priceLine({ status: 'withdrawn' })).toBe('SOLD');
  });

  it("a placeholder price reads as the dealer's no-price text", () => {
    expect(priceLine({ price: 1 })).toBe('Enquire for price.');
    const wording = TenantSiteSchema.parse({ ...site, texts: { noPrice: 'Call us for a price' }, stock: { hidePriceTypeWhenZero: true } });
    expect(priceLine({ price: 0 }, wording)).toBe('Call us for a price');
  });

  it("a subscription dealer's car prints the weekly figure, as its card does", () => {
    const subscriptions = TenantSiteSchema.parse({ ...site, features: { subscriptions: true } });
    expect(priceLine({ subscription_price: 149 }, subscriptions)).toBe('Subscription $149 / week');
  });

  it('the facts table words condition and odometer as the model does', () => {
    const view = pdfCarView(car, site, NOW);
    expect(keyFacts(car, view)).toEqual(
      expect.arrayContaining([
        ['Condition', 'Used'],
        ['Odometer', '21,000 km'],
      ]),
    );
    expect(keyFacts({ ...car, km: null }, view).map(([label]) => label)).not.toContain('Odometer');
  });
});

describe('PDF "Prepared" date', () => {
  it("is the dealer's calendar day in its time zone", () => {
    // 14:30 UTC on 20 November is already the 21st in Sydney (+11) but still the 20th in Perth (+8).
    const generatedAt = new Date('2026-11-20T14:30:00Z');
    expect(preparedLine(generatedAt, 'Australia/Sydney')).toMatch(/^Prepared 21 November 2026\. /);
    expect(preparedLine(generatedAt, 'Australia/Perth')).toMatch(/^Prepared 20 November 2026\. /);
  });
});
