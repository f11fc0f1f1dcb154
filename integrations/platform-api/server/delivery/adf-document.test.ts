import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LeadDeliverySchema } from '../../../../src/config/lead-delivery.ts';
import type { StockVehicle, TenantSite } from '../tenants/tenant-schemas.ts';
import { adfDocument } from './adf-document.ts';
import type { LeadContext } from './lead-context.ts';
import type { LeadRecord } from './lead-record.ts';
import { adfProblems } from './testing/adf-structure.ts';

const site: TenantSite = {
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

const vehicle = {
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

const lead: LeadRecord = {
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

const context = (overrides: Partial<LeadContext> = {}): LeadContext => ({
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

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['name', 'vehicle', 'id'].includes(name) });

describe('adfDocument', () => {
  it('is a valid ADF 1.0 prospect carrying the lead id, car, customer, vendor and provider', () => {
    const xml = adfDocument(context());
    expect(adfProblems(xml)).toEqual([]);
    const { prospect } = parser.parse(xml).adf;
    expect(prospect.id[0]).toMatchObject({ '#text': 'lead_ABC123', '@_source': 'Forecourt' });
    expect(prospect.requestdate).toBe('2026-11-25T01:02:03.000Z');
    expect(prospect.vehicle[0]).toMatchObject({
      '@_interest': 'test-drive',
      '@_status': 'used',
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      vin: 'JTNB23HK003456789',
      stock: 'DM1001',
      trim: 'Ascent Sport',
      odometer: { '#text': 38500, '@_units': 'km' },
      price: { '#text': 24990, '@_currency': 'AUD', '@_type': 'asking' },
    });
    const contact = prospect.customer.contact;
    expect(contact.name).toEqual([
      { '#text': 'Alex <"Al">', '@_part': 'first' },
      { '#text': "O'Brien & Sons", '@_part': 'last' },
    ]);
    expect(contact.email).toBe('alex@example.com');
    expect(contact.phone).toMatchObject({ '#text': '0412 345 678', '@_type': 'cellphone' });
    expect(prospect.customer.comments).toContain('Can I bring my dog? <script>');
    expect(prospect.vendor.vendorname).toBe('Demo Motors Brisbane');
    expect(prospect.vendor.contact.address).toMatchObject({ city: 'Brisbane', regioncode: 'QLD', postalcode: 4000 });
    expect(prospect.provider.name['#text'] ?? prospect.provider.name[0]['#text']).toBe('Forecourt');
  });

  it('escapes shopper text instead of letting it become markup', () => {
    const xml = adfDocument(context());
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;');
  });

  it("stays valid for a service lead about no stock car (the shopper's own car, status used)", () => {
    const serviceLead = { ...lead, formType: 'book-a-service', carId: null, payload: { 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5' } };
    const xml = adfDocument(context({ lead: serviceLead, vehicle: undefined, leadType: 'service' }));
    expect(adfProblems(xml)).toEqual([]);
    expect(parser.parse(xml).adf.prospect.vehicle[0]).toMatchObject({ '@_interest': 'buy', '@_status': 'used', make: 'Mazda', model: 'CX-5' });
  });

  it('describes an accepted trade-in offer as an update of the same prospect with the valued car', () => {
    const tradeIn = {
      vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx', description: '2020 Mazda CX-5 Maxx' },
      valuation: { amount_min: 21000, amount_max: 24000, offer_price: 21000 },
    };
    const xml = adfDocument(context({ event: 'trade-in.offer-accepted', tradeIn, leadType: 'trade-in' }));
    expect(adfProblems(xml)).toEqual([]);
    const { prospect } = parser.parse(xml).adf;
    expect(prospect.id[0]).toMatchObject({ '#text': 'lead_ABC123', '@_sequence': '2' });
    expect(prospect.vehicle).toHaveLength(2);
    expect(prospect.vehicle[1]).toMatchObject({
      '@_interest': 'trade-in',
      '@_status': 'used',
      year: 2020,
      make: 'Mazda',
      model: 'CX-5',
      price: { '#text': 21000, '@_type': 'appraisal' },
    });
  });

  it('is caught by the structure check when elements are out of order', () => {
    const broken = adfDocument(context())
      .replace(/<requestdate>[^<]*<\/requestdate>/, '')
      .replace('</prospect>', '<requestdate>x</requestdate></prospect>');
    expect(adfProblems(broken).join()).toMatch(/prospect: children/);
  });
});
