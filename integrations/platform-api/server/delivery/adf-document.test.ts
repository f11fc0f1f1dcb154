import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { adfDocument } from './adf-document.ts';
import { adfValidity, VALID, VALID_WITH_TIMEFRAME } from './testing/adf-dtd-check.ts';
import { context, lead } from './testing/lead-context-fixture.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['name', 'vehicle', 'id'].includes(name) });

const enquiry = { ...lead, formType: 'vehicle-enquiry', category: 'Vehicle Enquiry', appointmentAt: null };
const sydney = { id: 502, name: 'Demo Motors Sydney', slug: 'sydney', special_hours: [], address: { city: 'Sydney', state: 'NSW', postcode: '2000' } };

describe('adfDocument', () => {
  it('is a valid ADF 1.0 prospect carrying the lead id, car, customer, vendor and provider', async () => {
    const xml = adfDocument(context({ lead: { ...enquiry, payload: { PreferredContactMethod: 'Email' } } }));
    expect(await adfValidity(xml)).toEqual(VALID);
    const { prospect } = parser.parse(xml).adf;
    expect(prospect.id[0]).toMatchObject({ '#text': 'lead_ABC123', '@_source': 'Forecourt' });
    // The dealer's wall clock with its offset: the same instant as 01:02:03Z.
    expect(prospect.requestdate).toBe('2026-11-25T11:02:03+10:00');
    expect(prospect.vehicle[0]).toMatchObject({
      '@_interest': 'buy',
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
    expect(contact['@_primarycontact']).toBeUndefined();
    expect(contact.email).toEqual({ '#text': 'alex@example.com', '@_preferredcontact': '1' });
    expect(contact.phone).toMatchObject({ '#text': '0412 345 678', '@_type': 'cellphone' });
    expect(prospect.customer.timeframe).toBeUndefined();
    expect(prospect.customer.comments).toContain('Can I bring my dog? <script>');
    expect(prospect.vendor.vendorname).toBe('Demo Motors Brisbane');
    expect(prospect.vendor.contact.address).toMatchObject({ city: 'Brisbane', regioncode: 'QLD', postalcode: 4000 });
    expect(prospect.provider.name['#text'] ?? prospect.provider.name[0]['#text']).toBe('Forecourt');
  });

  it('escapes shopper text instead of letting it become markup', async () => {
    const xml = adfDocument(context());
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;');
  });

  it("gives a test drive's slot as <timeframe> in the location's local time with its offset, to be confirmed", async () => {
    // 00:00Z on 1 December is 11:00 in Sydney (daylight saving), where the car is driven.
    const xml = adfDocument(context({ location: sydney }));
    expect(await adfValidity(xml)).toEqual(VALID_WITH_TIMEFRAME);
    const { prospect } = parser.parse(xml).adf;
    expect(prospect.vehicle[0]['@_interest']).toBe('test-drive');
    expect(prospect.customer.timeframe).toEqual({
      description: 'Test drive: requested by the customer; to be confirmed (Australia/Sydney)',
      earliestdate: '2026-12-01T11:00:00+11:00',
      latestdate: '2026-12-01T11:30:00+11:00',
    });
    expect(prospect.customer.comments).toContain('Appointment: Tuesday, 1 December 2026 at 11:00 am (requested: confirm it with the shopper)');
  });

  it("describes a service booking's car as the customer's own, with rego, services and the preferred day", async () => {
    const payload = {
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      Rego: 'ABC123',
      preferred_date: '2026-12-03',
      additional_services: ['Logbook service', 'Tyres'],
    };
    const service = { ...lead, formType: 'book-a-service', category: 'Service Booking', carId: null, appointmentAt: null, payload };
    const xml = adfDocument(context({ lead: service, vehicle: undefined, leadType: 'service', location: sydney }));
    expect(await adfValidity(xml)).toEqual(VALID_WITH_TIMEFRAME);
    const { prospect } = parser.parse(xml).adf;
    expect(prospect.vehicle).toHaveLength(1);
    expect(prospect.vehicle[0]).toMatchObject({ '@_interest': 'trade-in', '@_status': 'used', year: '', make: 'Mazda', model: 'CX-5' });
    expect(prospect.vehicle[0].comments).toBe(
      "The customer's own car, for the service requested, time to be confirmed (not offered for sale or trade). Rego ABC123. Services: Logbook service, Tyres.",
    );
    expect(prospect.customer.timeframe).toEqual({
      description: 'Service: preferred day, requested by the customer; to be confirmed (Australia/Sydney)',
      earliestdate: '2026-12-03T00:00:00+11:00',
      latestdate: '2026-12-03T23:59:59+11:00',
    });
  });

  it('describes a car to sell with everything the shopper typed', async () => {
    const payload = { 'Vehicle Make': 'Ford', 'Vehicle Model': 'Ranger', vehicle_year: 2019, odometer_km: 84000, condition: 'Good', Rego: 'XYZ789' };
    const selling = { ...lead, formType: 'sell-your-car', category: 'Sell Your Car', carId: null, appointmentAt: null, payload };
    const xml = adfDocument(context({ lead: selling, vehicle: undefined, leadType: 'trade-in' }));
    expect(await adfValidity(xml)).toEqual(VALID);
    expect(parser.parse(xml).adf.prospect.vehicle[0]).toMatchObject({
      '@_interest': 'sell',
      '@_status': 'used',
      year: 2019,
      make: 'Ford',
      model: 'Ranger',
      odometer: { '#text': 84000, '@_units': 'km' },
      comments: 'Rego XYZ789. Condition: Good.',
    });
  });

  it('gives the loan asked for as <finance> on the car', async () => {
    const application = {
      ...enquiry,
      formType: 'apply-for-finance',
      category: 'Finance Application',
      payload: { loan_amount: 30000, employment_status: 'Full time' },
    };
    const xml = adfDocument(context({ lead: application, leadType: 'finance' }));
    expect(await adfValidity(xml)).toEqual(VALID);
    const { prospect } = parser.parse(xml).adf;
    expect(prospect.vehicle[0].finance).toEqual({
      method: 'finance',
      amount: { '#text': 30000, '@_type': 'total', '@_limit': 'maximum', '@_currency': 'AUD' },
    });
    expect(prospect.customer.comments).toContain('Loan amount: $30,000\nEmployment status: Full time');
  });

  it('describes an accepted trade-in offer as an update of the same prospect with the valued car and every answer', async () => {
    const tradeIn = {
      vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx', description: '2020 Mazda CX-5 Maxx' },
      valuation: { amount_min: 21000, amount_max: 24000, offer_price: 21000 },
      rego: { rego: 'NEW001', state: 'QLD' },
      answers: { km: 20000, condition: 'good', accident_history: 'No', finance_owing: 'Yes' },
      subcategory: '3. Offer Accepted',
    };
    const accepted = { ...enquiry, formType: 'trade-in', category: 'Trade-In', subcategory: '1. Lead' };
    const xml = adfDocument(context({ lead: accepted, event: 'trade-in.offer-accepted', tradeIn, leadType: 'trade-in' }));
    expect(await adfValidity(xml)).toEqual(VALID);
    const { prospect } = parser.parse(xml).adf;
    expect(prospect.id[0]).toMatchObject({ '#text': 'lead_ABC123', '@_sequence': '2' });
    expect(prospect.vehicle).toHaveLength(2);
    expect(prospect.vehicle[0]).toMatchObject({ '@_interest': 'buy', make: 'Toyota' });
    expect(prospect.vehicle[1]).toMatchObject({
      '@_interest': 'trade-in',
      '@_status': 'used',
      year: 2020,
      make: 'Mazda',
      model: 'CX-5',
      trim: 'Maxx',
      odometer: { '#text': 20000, '@_units': 'km' },
      price: { '#text': 21000, '@_type': 'appraisal' },
      comments:
        'Rego NEW001 (QLD). Condition: Good. Been in an accident: No. Finance owing: Yes. Offer accepted, subject to inspection (estimate 21000–24000 AUD).',
    });
    expect(prospect.customer.comments).toMatch(/^Trade-In \/ 3\. Offer Accepted \(trade-in\)\n/);
    expect(prospect.customer.comments).toContain('Odometer: 20,000 km\nCondition: Good\nBeen in an accident: No\nFinance owing: Yes');
  });

  it('puts marketing consent and the campaign in the comments', async () => {
    const payload = {
      opt_in: true,
      source: 'google',
      url: 'https://demo-motors.example.com.au/cars/x',
      lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_campaign: 'spring', gclid: 'Cj0K' } },
    };
    const xml = adfDocument(context({ lead: { ...enquiry, payload } }));
    expect(parser.parse(xml).adf.prospect.customer.comments).toContain(
      'Marketing consent: Yes — opted in to offers and news\nSource: google\nutm_campaign: spring\ngclid: Cj0K\nPages visited: /\n/cars/x\nSent from: https://demo-motors.example.com.au/cars/x',
    );
  });

  it('is caught by the DTD check when elements are out of order or not well-formed', async () => {
    const outOfOrder = adfDocument(context({ lead: enquiry }))
      .replace(/<requestdate>[^<]*<\/requestdate>/, '')
      .replace('</prospect>', '<requestdate>x</requestdate></prospect>');
    const validity = await adfValidity(outOfOrder);
    expect(validity.published.join('\n')).toMatch(/element prospect: validity error/);
    expect(validity.errata.join('\n')).toMatch(/element prospect: validity error/);
    const bell = await adfValidity(adfDocument(context({ lead: enquiry })).replace('Can I bring', 'Can I \u0007bring'));
    expect(bell.errata.join('\n')).toMatch(/PCDATA invalid Char value 7/);
    expect(bell.published.join('\n')).toMatch(/PCDATA invalid Char value 7/);
  });
});
