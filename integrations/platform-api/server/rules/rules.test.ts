import { describe, expect, it } from 'vitest';
import { winAnsiText } from '../pdf/win-ansi-text.ts';
import { DEMO_GAUGE_SOURCE, autogaugeFor } from './autogauge.ts';
import { deliveryEstimate } from './delivery-regions.ts';
import { estimateTradeIn, identifyVehicle, NO_ESTIMATE_MESSAGE } from './trade-in-valuation.ts';

describe('autogauge', () => {
  it('is derived from price and the state average, deterministically', () => {
    const gauge = autogaugeFor({ price: 24_990, market_average_price: { state: 26_500, national: 26_000 } });
    expect(gauge).toEqual({
      fill: 0.86,
      listing_price: 24_990,
      market_range_min: 24_400,
      market_range_max: 28_600,
      confidence: 0.85,
      description: 'Priced $1,510 below the average market price of $26,500 in your state.',
      // No market data here: the reference server says its range is demo data, and the page names it.
      source: DEMO_GAUGE_SOURCE,
    });
    expect(gauge?.source).toMatch(/^Demo data/);
    expect(autogaugeFor({ price: 24_990, market_average_price: { state: 26_500 } })).toEqual(gauge);
  });

  it('falls back to the national average with lower confidence', () => {
    const gauge = autogaugeFor({ price: 30_000, market_average_price: { national: 27_000 } });
    expect(gauge?.confidence).toBe(0.6);
    expect(gauge?.fill).toBe(0);
    expect(gauge?.description).toContain('above the average market price of $27,000 nationally');
  });

  it('has nothing to say without market data', () => {
    expect(autogaugeFor({ price: 20_000 })).toBeNull();
    expect(autogaugeFor({ price: 0, market_average_price: { state: 20_000 } })).toBeNull();
  });
});

describe('delivery regions', () => {
  it.each([
    ['4000', 'Brisbane Metro', 0],
    ['4217', 'Gold Coast & Sunshine Coast', 250],
    ['2000', 'Sydney Metro', 990],
    ['2600', 'Canberra', 1190],
    ['3000', 'Melbourne Metro', 1390],
    ['0800', 'Darwin', 2790],
  ])('%s → %s', (postcode, name, price) => expect(deliveryEstimate(postcode)).toEqual({ name, price }));

  it.each(['0872', '4880', '6725', '9999', '0000', '12345', 'abcd'])('%s has no estimate', (postcode) => {
    expect(deliveryEstimate(postcode)).toBeNull();
    expect(deliveryEstimate(postcode, '2000')).toBeNull();
  });

  it('prices from where the car is: free inside its metro area, by distance elsewhere', () => {
    // A car in Perth: Perth is free, Sydney far; the same Sydney delivery from a Sydney car is free.
    expect(deliveryEstimate('6000', '6017')).toEqual({ name: 'Perth Metro', price: 0 });
    expect(deliveryEstimate('2000', '2150')).toEqual({ name: 'Sydney Metro', price: 0 });
    const perthToSydney = deliveryEstimate('2000', '6017')!.price;
    const brisbaneToSydney = deliveryEstimate('2000', '4006')!.price;
    expect(perthToSydney).toBeGreaterThan(brisbaneToSydney);
    expect(brisbaneToSydney % 10).toBe(0);
    // Inside a regional area: the local fee.
    expect(deliveryEstimate('3550', '3350')).toEqual({ name: 'Regional Victoria', price: 250 });
    // The car's place unknown (or remote): the Brisbane list.
    expect(deliveryEstimate('3000', null)).toEqual({ name: 'Melbourne Metro', price: 1390 });
    expect(deliveryEstimate('3000', '0872')).toEqual({ name: 'Melbourne Metro', price: 1390 });
  });
});

describe('trade-in valuation', () => {
  const now = new Date('2026-03-02T00:00:00Z');

  it('names the same car for the same rego every time', () => {
    expect(identifyVehicle('ABC123', 'QLD', now)).toEqual(identifyVehicle('ABC 123', 'QLD', now));
  });

  it('gives a range and an indicative note for a young, low-km car', () => {
    const vehicle = { year: 2023, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', description: '' };
    const { valuation } = estimateTradeIn(vehicle, 'val_1', { km: '30,000', condition: 'Good' }, now);
    expect(valuation).toMatchObject({ id: 'val_1', currency: 'AUD', note: expect.stringContaining('indicative') });
    expect(valuation!.amount_min).toBeLessThan(valuation!.amount_max);
    expect(valuation!.offer_price).toBe(valuation!.amount_min);
  });

  it('gives no instant estimate over 7 years or 100,000 km', () => {
    const old = { year: 2015, make: 'Mazda', model: 'CX-5', badge: '', description: '' };
    expect(estimateTradeIn(old, 'v', { km: 50_000 }, now)).toEqual({ valuation: null, error: NO_ESTIMATE_MESSAGE });
    const young = { ...old, year: 2024 };
    expect(estimateTradeIn(young, 'v', { km: 100_001 }, now).valuation).toBeNull();
  });
});

describe('PDF text', () => {
  it('keeps what the built-in fonts can draw and degrades the rest', () => {
    expect(winAnsiText('Škoda “RS” — $41,990')).toBe('Škoda “RS” — $41,990');
    expect(winAnsiText('Mazda CX-5 ő 漢字 🚗')).toBe('Mazda CX-5 o ?? ?');
  });
});
