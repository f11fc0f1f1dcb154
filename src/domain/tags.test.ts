import { describe, expect, it } from 'vitest';
import { belowMarket, cardTag, isNewArrival, toyotaCertified, type TagFields } from './tags.ts';

const now = new Date('2026-11-21T00:00:00Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

const car = (overrides: Partial<TagFields> = {}): TagFields => ({
  status: 'in_stock',
  sold_date_timestamp: null,
  reserved: false,
  make: 'Mazda',
  certified: false,
  tag: null,
  created_at: daysAgo(30),
  simple_fuel: 'Petrol',
  fuel: null,
  ...overrides,
});

describe('cardTag priority', () => {
  it('electric / hybrid first, only when the option is on', () => {
    const ev = car({ simple_fuel: 'Electric', reserved: true });
    expect(cardTag(ev, { now, fuelTag: true })).toEqual({ kind: 'electric', text: 'Electric' });
    expect(cardTag(ev, { now })?.kind).toBe('reserved');
    expect(cardTag(car({ simple_fuel: 'Petrol/Electric' }), { now, fuelTag: true })?.text).toBe('Hybrid');
    expect(cardTag(car(), { now, fuelTag: true })).toBeUndefined();
  });

  it('reserved, in the site casing, before the certified badge', () => {
    const reservedToyota = car({ reserved: true, make: 'Toyota', certified: true });
    expect(cardTag(reservedToyota, { now })).toEqual({ kind: 'reserved', text: 'Reserved' });
    expect(cardTag(reservedToyota, { now, reservedText: 'RESERVED' })?.text).toBe('RESERVED');
  });

  it('certified Toyota before the custom tag', () => {
    expect(cardTag(car({ make: 'Toyota', certified: true, tag: 'Runout Sale' }), { now })?.kind).toBe('certified');
  });

  it('custom tag is red, or green for a runout sale when the site says so', () => {
    expect(cardTag(car({ tag: 'Runout Sale' }), { now })).toEqual({ kind: 'custom', text: 'Runout Sale', colour: 'red' });
    expect(cardTag(car({ tag: 'Runout Sale' }), { now, runoutSaleGreen: true })?.colour).toBe('green');
    expect(cardTag(car({ tag: 'Test Drive Only' }), { now, runoutSaleGreen: true })?.colour).toBe('red');
    expect(cardTag(car({ tag: '   ' }), { now })).toBeUndefined();
  });

  it('coming soon text before the new-arrival tag', () => {
    const soon = car({ status: 'coming_soon', created_at: daysAgo(1) });
    expect(cardTag(soon, { now })).toEqual({ kind: 'coming-soon', text: 'COMING SOON' });
    expect(cardTag(soon, { now, comingSoonText: 'COMING EARLY 2026' })?.text).toBe('COMING EARLY 2026');
  });

  it('new arrival within 8 days, with the dealer label', () => {
    expect(cardTag(car({ created_at: daysAgo(8) }), { now })).toEqual({ kind: 'new-arrival', text: 'New' });
    expect(cardTag(car({ created_at: daysAgo(1) }), { now, newArrivalText: 'JUST ARRIVED' })?.text).toBe('JUST ARRIVED');
    expect(cardTag(car({ created_at: daysAgo(8.001) }), { now })).toBeUndefined();
  });

  it('sold cars: Just Sold inside the window, SOLD after it, ahead of every other tag', () => {
    const seconds = now.getTime() / 1000;
    const soldReserved = car({ status: 'sold', reserved: true, tag: 'Runout Sale', sold_date_timestamp: seconds - 86_400 });
    expect(cardTag(soldReserved, { now })).toEqual({ kind: 'just-sold', text: 'Just Sold' });
    const soldLongAgo = car({ status: 'sold', sold_date_timestamp: seconds - 5 * 86_400 });
    expect(cardTag(soldLongAgo, { now })).toEqual({ kind: 'sold', text: 'SOLD' });
    expect(cardTag(soldLongAgo, { now, soldVisibleDays: 14 })?.kind).toBe('just-sold');
  });
});

describe('dealer tag settings', () => {
  it('the just-sold tag uses the dealer wording (stock.justSoldText)', () => {
    const sold = car({ status: 'sold', sold_date_timestamp: Math.floor(now.getTime() / 1000) - 3600 });
    expect(cardTag(sold, { now, justSoldText: 'Recently Sold' })).toEqual({ kind: 'just-sold', text: 'Recently Sold' });
  });

  it('the new-arrival window follows stock.newArrivalDays', () => {
    const tenDays = car({ created_at: daysAgo(10) });
    expect(cardTag(tenDays, { now })).toBeUndefined();
    expect(cardTag(tenDays, { now, newArrivalDays: 14 })?.kind).toBe('new-arrival');
    expect(cardTag(car({ created_at: daysAgo(2) }), { now, newArrivalDays: 1 })).toBeUndefined();
  });
});

describe('isNewArrival', () => {
  it('inclusive at exactly 8 days, and a created_at slightly in the future counts', () => {
    expect(isNewArrival({ created_at: daysAgo(8) }, now)).toBe(true);
    expect(isNewArrival({ created_at: new Date(now.getTime() - 8 * DAY_MS - 1).toISOString() }, now)).toBe(false);
    expect(isNewArrival({ created_at: new Date(now.getTime() + 60_000).toISOString() }, now)).toBe(true);
    expect(isNewArrival({ created_at: 'garbage' }, now)).toBe(false);
  });
});

describe('toyotaCertified', () => {
  it('make Toyota, certified, not sold', () => {
    expect(toyotaCertified({ make: 'Toyota', certified: true, status: 'in_stock' })).toBe(true);
    expect(toyotaCertified({ make: 'TOYOTA', certified: true, status: 'coming_soon' })).toBe(true);
    expect(toyotaCertified({ make: 'Toyota', certified: false, status: 'in_stock' })).toBe(false);
    expect(toyotaCertified({ make: 'Lexus', certified: true, status: 'in_stock' })).toBe(false);
    expect(toyotaCertified({ make: 'Toyota', certified: true, status: 'sold' })).toBe(false);
  });
});

describe('belowMarket', () => {
  it('at least 500 under the state average', () => {
    expect(belowMarket({ price: 29500, market_average_price: { state: 30000, national: 10000 } })).toBe(true);
    expect(belowMarket({ price: 29501, market_average_price: { state: 30000, national: 99999 } })).toBe(false);
  });

  it('falls back to the national average when the state one is missing or 0', () => {
    expect(belowMarket({ price: 29500, market_average_price: { state: null, national: 30000 } })).toBe(true);
    expect(belowMarket({ price: 29500, market_average_price: { state: 0, national: 30000 } })).toBe(true);
    expect(belowMarket({ price: 29501, market_average_price: { national: 30000 } })).toBe(false);
  });

  it('no averages or no price → no badge', () => {
    expect(belowMarket({ price: 1000 })).toBe(false);
    expect(belowMarket({ price: 0, market_average_price: { state: 30000 } })).toBe(false);
  });
});
