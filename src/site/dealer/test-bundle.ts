import { SiteConfigSchema } from '../../config/site.ts';
import { BrandSchema, LocationSchema, OfferSchema, VehicleSchema } from '../../data/schemas/index.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';

/** A small, valid dealer bundle for unit tests of the dealer-page view models. */
export function testBundle(
  overrides: { site?: Record<string, unknown>; brands?: unknown[]; offers?: unknown[]; locations?: unknown[]; vehicles?: unknown[] } = {},
): TenantBundle {
  const config = SiteConfigSchema.parse({
    id: 900,
    slug: 'mini-motors',
    name: 'Mini Motors',
    url: 'https://www.minimotors.example.com.au',
    address: { street: '1 Test Street', city: 'Brisbane', state: 'QLD', postcode: '4000' },
    dealerships: [{ id: 1, slug: 'mini-motors', name: 'Mini Motors' }],
    ...overrides.site,
  });
  const vehicles = (overrides.vehicles ?? [testVehicle(1)]).map((v) => VehicleSchema.parse(v));
  return {
    config,
    clock: '2026-11-21T00:00:00.000Z',
    vehicles,
    listedSlugs: vehicles.map((v) => v.slug),
    locations: (overrides.locations ?? [testLocation('mini-motors-brisbane')]).map((l) => LocationSchema.parse(l)),
    offers: (overrides.offers ?? []).map((o) => OfferSchema.parse(o)),
    brands: (overrides.brands ?? []).map((b) => BrandSchema.parse(b)),
  };
}

export function testVehicle(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug: `car-${id}`,
    name: `2024 Mazda CX-5 ${id}`,
    year: 2024,
    make: 'Mazda',
    model: 'CX-5',
    car_type: 'used',
    status: 'in_stock',
    price: 30000 + id,
    created_at: '2026-11-01T00:00:00+10:00',
    dealership_slug: 'mini-motors',
    dealership_id: 1,
    ...extra,
  };
}

export function testLocation(slug: string, extra: Record<string, unknown> = {}) {
  return {
    id: slug.length,
    name: slug,
    slug,
    dealership_id: 1,
    dealership_slug: 'mini-motors',
    address: { street: '1 Test Street', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
    contact_detail: { phone: '07 3000 1234', opening_hours: [{ weekday: 1, status: 'Open', open: '08:00', close: '17:00' }] },
    ...extra,
  };
}
