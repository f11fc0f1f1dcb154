import { LeadDeliverySchema } from '../../../../../src/config/lead-delivery.ts';
import type { StockVehicle, TenantSite } from '../../tenants/tenant-schemas.ts';
import type { LeadContext } from '../lead-context.ts';
import type { LeadRecord } from '../lead-record.ts';

/** One lead with everything filled in, as the pure document builders' tests give it to them. */

export const site: TenantSite = {
  id: 101,
  slug: 'demo-motors',
  name: 'Demo Motors',
  url: 'https://demo-motors.example.com.au',
  timeZone: 'Australia/Brisbane',
  phone: '07 3000 0000',
  email: 'info@demo-motors.example.com.au',
  address: { street: '1 Example Road', city: 'Brisbane', state: 'QLD', postcode: '4000' },
  dealerships: [{ id: 11, slug: 'demo-motors-brisbane', name: 'Demo Motors Brisbane' }],
  features: { reserve: true },
  experience: { reservationDeposit: 200, reservationHoldHours: 48 },
  leadDelivery: LeadDeliverySchema.parse({}),
} as TenantSite;

export const vehicle = {
  id: 1001,
  slug: '2021-toyota-corolla-ascent-sport',
  name: '2021 Toyota Corolla',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  price: 24990,
  km: 38500,
  status: 'in_stock',
  car_type: 'used',
  dealership_id: 11,
  stocknum: 'DM1001',
  vin: 'JTNB23HK003456789',
  colour: 'Glacier White',
  simple_transmission: 'Automatic',
  simple_body: 'Hatch',
} as StockVehicle;

export const lead: LeadRecord = {
  rowId: 1,
  id: 'lead_ABC123',
  websiteId: 101,
  formType: 'test-drive',
  category: 'Test Drive',
  subcategory: null,
  firstName: 'Alex <"Al">',
  lastName: "O'Brien & Sons",
  email: 'alex@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  carId: 1001,
  dealershipSlug: 'demo-motors-brisbane',
  locationId: 501,
  appointmentAt: '2026-12-01T00:00:00.000Z',
  message: 'Can I bring my dog? <script>',
  payload: {},
  suspectedSpam: false,
  spamReason: null,
  createdAt: '2026-11-25T01:02:03.000Z',
};

export const context = (overrides: Partial<LeadContext> = {}): LeadContext => ({
  lead,
  leadType: 'sales',
  site,
  vehicle,
  location: undefined,
  dealershipName: 'Demo Motors Brisbane',
  event: 'lead.created',
  tradeIn: null,
  ...overrides,
});
