import { SiteConfigSchema, type SiteConfig, type SiteConfigInput } from '../../config/site.ts';
import { VehicleSchema, type Vehicle, type VehicleInput } from '../../data/schemas/vehicle.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';

/** Small validated objects for the vehicle page unit tests (never imported by pages). */

export const TEST_NOW = '2026-11-21T00:00:00.000Z';

export function testVehicle(overrides: Partial<VehicleInput> = {}): Vehicle {
  return VehicleSchema.parse({
    id: 7,
    slug: '2023-toyota-rav4-gx',
    name: '2023 Toyota RAV4 GX',
    year: 2023,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    car_type: 'used',
    status: 'in_stock',
    price: 38990,
    km: 25000,
    created_at: '2026-10-01T00:00:00+10:00',
    dealership_slug: 'demo',
    dealership_id: 1,
    simple_body: 'suv',
    simple_fuel: 'Petrol',
    simple_transmission: 'Automatic',
    ...overrides,
  });
}

export function testConfig(overrides: Partial<SiteConfigInput> = {}): SiteConfig {
  return SiteConfigSchema.parse({
    id: 900,
    slug: 'demo',
    name: 'Demo Motors',
    url: 'https://www.demo.example.com.au',
    phone: '07 3000 1234',
    address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' },
    dealerships: [{ id: 1, slug: 'demo', name: 'Demo Motors' }],
    ...overrides,
  });
}

export function testBundle(vehicles: Vehicle[], overrides: Partial<TenantBundle> = {}): TenantBundle {
  return {
    config: testConfig(),
    clock: TEST_NOW,
    vehicles,
    listedSlugs: vehicles.map((v) => v.slug),
    locations: [],
    offers: [],
    brands: [],
    ...overrides,
  };
}
