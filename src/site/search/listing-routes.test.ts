import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../../config/site.ts';
import { MINIMAL_SITE } from '../../config/test-fixtures.ts';
import { VehicleSchema, type VehicleInput } from '../../data/schemas/vehicle.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { canonicalListingPath, listingDescription, listingRoutes } from './listing-routes.ts';

const config = (listingPath: '/search' | '/used-car') => SiteConfigSchema.parse({ ...MINIMAL_SITE, stock: { listingPath } });

const car = (id: number, make: string, model: string, car_type: 'new' | 'used'): VehicleInput => ({
  id,
  slug: `car-${id}`,
  name: `${make} ${model}`,
  year: 2024,
  make,
  model,
  car_type,
  status: 'in_stock',
  price: 30000,
  created_at: '2026-11-01T00:00:00+10:00',
  dealership_slug: 'demo',
  dealership_id: 1,
});

function bundle(listingPath: '/search' | '/used-car'): TenantBundle {
  const vehicles = [car(1, 'Toyota', 'Corolla', 'used'), car(2, 'Toyota', 'HiLux', 'new'), car(3, 'Land Rover', 'Defender 110', 'used')].map((v) =>
    VehicleSchema.parse(v),
  );
  return {
    config: config(listingPath),
    clock: '2026-11-21T00:00:00.000Z',
    vehicles,
    listedSlugs: vehicles.map((v) => v.slug),
    locations: [],
    offers: [],
    brands: [],
  };
}

describe('listingRoutes', () => {
  it('lists the base, the segments, each make and each model with their counts', () => {
    const routes = listingRoutes(bundle('/search'));
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r]));
    expect(Object.keys(byPath)).toEqual([
      'search',
      'search/new-cars',
      'search/demo-cars',
      'search/used-cars',
      'search/new-and-demo-cars',
      'search/new-used-and-demo-cars',
      'search/toyota',
      'search/land-rover',
      'search/toyota/corolla',
      'search/toyota/hilux',
      'search/land-rover/defender-110',
    ]);
    expect(byPath['search/used-cars']?.count).toBe(2);
    expect(byPath['search/toyota']).toMatchObject({ make: 'Toyota', count: 2, canonicalPath: '/search/toyota', title: 'Toyota cars for sale' });
    expect(byPath['search/land-rover/defender-110']?.description).toBe(
      'Browse 1 Land Rover Defender 110 car for sale at Demo Motors. Compare prices, kilometres and features, then enquire, reserve or apply for finance online.',
    );
  });

  it('uses the /used-car/{segment}/ form on dealers listing there', () => {
    const routes = listingRoutes(bundle('/used-car'));
    expect(routes.find((r) => r.path === 'used-car/used-cars')?.canonicalPath).toBe('/used-car/used-cars/');
    expect(canonicalListingPath('/used-car', config('/used-car'))).toBe('/used-car/');
    expect(canonicalListingPath('/search', config('/search'))).toBe('/search');
  });

  it('describes a segment by its car types', () => {
    expect(listingDescription({ carTypes: ['new', 'demo'] }, 1200, { name: 'X', vehicleNoun: { singular: 'bike', plural: 'bikes' } })).toMatch(
      /^Browse 1,200 new and demo bikes for sale at X\./,
    );
  });
});
