import { describe, expect, it } from 'vitest';
import { VehicleSchema } from '../data/schemas/vehicle.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../domain/finance/vehicle-offer.ts';
import { testConfig } from '../site/vehicle/test-fixtures.ts';
import { toStockDocument } from './stock-document.ts';

const vehicle = VehicleSchema.parse({
  id: 5,
  slug: '2023-ford-ranger-xlt-5',
  name: '2023 Ford Ranger XLT',
  year: 2023,
  make: 'Ford',
  model: 'Ranger',
  badge: 'XLT',
  series: '  ',
  car_type: 'used',
  status: 'in_stock',
  price: 58990,
  km: 21000,
  created_at: '2026-11-01T00:00:00+10:00',
  dealership_slug: 'sc-ford',
  dealership_id: 7,
  simple_body: 'ute',
  location: { id: 3, name: 'Southern Cross Ford Parramatta', slug: 'parramatta', address: { street: '1 Church St', city: 'Parramatta', state: 'nsw' } },
  images: [{ url: '/media/ranger.webp', width: 1200, height: 800 }],
  dealercomments: '<p>Not in the index</p>',
});

describe('toStockDocument', () => {
  it('keeps what cards and filters need, derived where the feed leaves it out', () => {
    const doc = toStockDocument(vehicle, { dealerships: [{ id: 7, slug: 'sc-ford', name: 'Southern Cross Ford', logo: null }] });
    expect(doc).toMatchObject({
      id: 5,
      badge: 'XLT',
      city: 'Parramatta',
      state: 'NSW',
      dealership_name: 'Southern Cross Ford',
      location_name: 'Southern Cross Ford Parramatta',
      created_at_timestamp: Date.parse('2026-11-01T00:00:00+10:00') / 1000,
      certified: false,
      image: { url: '/media/ranger.webp', width: 1200, height: 800 },
    });
    // blank text, false flags and page-only fields stay out of the snapshot
    expect(doc).not.toHaveProperty('series');
    expect(doc).not.toHaveProperty('reserved');
    expect(doc).not.toHaveProperty('dealercomments');
    expect(doc).not.toHaveProperty('views');
  });

  it('carries the make_model refinement, the feed views, the filterable features and the finance offer weekly repayment', () => {
    const equipped = VehicleSchema.parse({
      ...vehicle,
      views: 57,
      standardEquipment: ['Panoramic Sunroof', 'Tow Bar', 'ABS'],
      finance_lenders: { taurus: { interestRate: 9.5, comparisonRate: 10.4, termYears: 5, establishmentFees: 1360.5, paymentWeek: 290 } },
    });
    const config = testConfig({ finance: { provider: 'taurus' } });
    const doc = toStockDocument(equipped, config, new Date('2026-11-21T00:00:00Z'));
    expect(doc).toMatchObject({ make_model: 'Ford Ranger', views: 57, filtered_features: ['Sunroof', 'Tow bar'] });
    expect(doc.weekly_repayment).toBe(vehicleFinanceOffer(equipped, financeOfferSettings(config), new Date('2026-11-21T00:00:00Z'))!.weekly.payment);
    // The terms behind it, so a live re-price on a card works out its own figure; a $0 deposit is left out.
    expect(doc).toMatchObject({ finance_rate: 9.5, finance_fee: 1360.5, finance_years: 5 });
    expect(doc).not.toHaveProperty('finance_deposit');
    // Finance not shown (a Suzuki; finance switched off): no weekly repayment, so no Get Finance on its card.
    expect(toStockDocument({ ...equipped, make: 'Suzuki' }, config)).not.toHaveProperty('weekly_repayment');
    expect(toStockDocument({ ...equipped, make: 'Suzuki' }, config)).not.toHaveProperty('finance_rate');
    expect(toStockDocument(equipped, testConfig({ finance: { provider: 'taurus' }, features: { finance: false } }))).not.toHaveProperty('weekly_repayment');
  });
});
