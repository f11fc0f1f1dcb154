import { describe, expect, it } from 'vitest';
import { LocationSchema } from '../../data/schemas/location.ts';
import { announcementFor, dealerContact, primaryLocation } from './location.ts';
import { testConfig, testVehicle } from './test-fixtures.ts';

const location = (id: number, city: string, extra: Record<string, unknown> = {}) =>
  LocationSchema.parse({
    id,
    name: `Yard ${city}`,
    slug: `yard-${city.toLowerCase()}`,
    dealership_id: 1,
    dealership_slug: 'demo',
    address: { street: '1 Road', city, state: 'QLD', postcode: '4000' },
    contact_detail: {},
    ...extra,
  });
const locations = [
  location(1, 'Brisbane', { primary: true }),
  location(2, 'Springwood', { address: { city: 'Springwood', place_url: 'https://maps.example/springwood' } }),
];
const bundle = { locations, config: testConfig() };

describe('announcementFor', () => {
  it('shows when the car city differs from the primary location', () => {
    const car = testVehicle({ location: { id: 2, name: 'Yard Springwood', slug: 'yard-springwood' }, city: 'Springwood' });
    expect(announcementFor(car, bundle)).toEqual({ city: 'Springwood', directionsHref: 'https://maps.example/springwood' });
  });

  it('hides for the primary city (any case) and when the city is unknown', () => {
    expect(announcementFor(testVehicle({ city: 'brisbane' }), bundle)).toBeUndefined();
    expect(announcementFor(testVehicle({ city: null }), bundle)).toBeUndefined();
  });

  it('falls back to a maps search and to the dealer address without locations', () => {
    const car = testVehicle({ city: 'Ipswich' });
    expect(announcementFor(car, { locations: [], config: testConfig() })?.directionsHref).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Ipswich/,
    );
    expect(announcementFor(testVehicle({ city: 'Brisbane' }), { locations: [], config: testConfig() })).toBeUndefined();
  });
});

describe('primaryLocation and dealerContact', () => {
  it('prefers the primary sales location', () => {
    expect(primaryLocation(locations)?.id).toBe(1);
    expect(primaryLocation([location(3, 'Service', { location_type: 'service', primary: true }), location(4, 'Sales')])?.id).toBe(4);
  });

  it("uses the car's yard, else the dealer", () => {
    expect(dealerContact(testVehicle({ location_id: 2 }), bundle, '07 1')).toMatchObject({
      name: 'Yard Springwood',
      phone: '07 1',
      locationHref: '/locations/yard-springwood',
    });
    expect(dealerContact(testVehicle(), bundle, undefined)).toEqual({ name: 'Demo Motors', address: '1 Main St, Brisbane, QLD, 4000' });
  });
});
