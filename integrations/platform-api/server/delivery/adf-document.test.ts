import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { adfDocument } from './adf-document.ts';
import { adfValidity, VALID } from './testing/adf-dtd-check.ts';
import { context, lead } from './testing/lead-context-fixture.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['name', 'vehicle', 'id'].includes(name) });

describe('adfDocument', () => {
  it('is a valid ADF 1.0 prospect carrying the lead id, car, customer, vendor and provider', async () => {
    const xml = adfDocument(context());
    expect(await adfValidity(xml)).toEqual(VALID);
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

  it('escapes shopper text instead of letting it become markup', async () => {
    const xml = adfDocument(context());
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;');
  });

  it("stays valid for a service lead about no stock car (the shopper's own car, status used)", async () => {
    const serviceLead = { ...lead, formType: 'book-a-service', carId: null, payload: { 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5' } };
    const xml = adfDocument(context({ lead: serviceLead, vehicle: undefined, leadType: 'service' }));
    expect(await adfValidity(xml)).toEqual(VALID);
    expect(parser.parse(xml).adf.prospect.vehicle[0]).toMatchObject({ '@_interest': 'buy', '@_status': 'used', make: 'Mazda', model: 'CX-5' });
  });

  it('describes an accepted trade-in offer as an update of the same prospect with the valued car', async () => {
    const tradeIn = {
      vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx', description: '2020 Mazda CX-5 Maxx' },
      valuation: { amount_min: 21000, amount_max: 24000, offer_price: 21000 },
    };
    const xml = adfDocument(context({ event: 'trade-in.offer-accepted', tradeIn, leadType: 'trade-in' }));
    expect(await adfValidity(xml)).toEqual(VALID);
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

  it('is caught by the DTD check when elements are out of order or not well-formed', async () => {
    const outOfOrder = adfDocument(context())
      .replace(/<requestdate>[^<]*<\/requestdate>/, '')
      .replace('</prospect>', '<requestdate>x</requestdate></prospect>');
    const validity = await adfValidity(outOfOrder);
    expect(validity.published.join('\n')).toMatch(/element prospect: validity error/);
    expect(validity.errata.join('\n')).toMatch(/element prospect: validity error/);
    const bell = await adfValidity(adfDocument(context()).replace('Can I bring', 'Can I \u0007bring'));
    expect(bell.errata.join('\n')).toMatch(/PCDATA invalid Char value 7/);
    expect(bell.published.join('\n')).toMatch(/PCDATA invalid Char value 7/);
  });
});
