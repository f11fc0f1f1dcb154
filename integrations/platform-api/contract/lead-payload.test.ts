import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './primitives.ts';
import { createLeadFormSchema, FORM_TYPES, HONEYPOT_FIELD, LeadPayloadSchema, LeadReplySchema } from './lead-payload.ts';

const minimal = { website_id: 101, form_type: 'general-enquiry', name: 'Alex', email: 'alex@example.com' };

describe('LeadPayloadSchema (what the API accepts)', () => {
  it('fills defaults: General Enquiry, no opt-in, empty attributes', () => {
    const lead = LeadPayloadSchema.parse(minimal);
    expect(lead).toMatchObject({
      category: 'General Enquiry',
      opt_in: false,
      additional_services: [],
      lead_attributes: { visited_pages: [], linked_query_params: {} },
    });
  });

  it('accepts every spec field', () => {
    const lead = LeadPayloadSchema.parse({
      ...minimal,
      form_type: 'finance-enquiry',
      category: 'Finance',
      subcategory: 'Pre-approval',
      dealership_slug: 'demo-motors-brisbane',
      manufacturer_slug: 'toyota',
      stock_number: 'DM1001',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      car_id: 1001,
      vehicle_status: 'in_stock',
      opt_in: true,
      message: 'Hello',
      autogauge_enabled: true,
      url: 'https://demo.example.com/cars/x',
      source: 'website',
      user_agent: 'Mozilla/5.0',
      car_dealership_id: 11,
      lead_attributes: { visited_pages: ['/a'], linked_query_params: { utm_source: 'x' } },
      last_name: 'Citizen',
      phone: '0412345678',
      postcode: '4000',
      location: 'Brisbane',
      page_id: 7,
      additional_services: ['Tyres'],
      Rego: 'ABC123',
      PreferredContactMethod: 'SMS',
      finance: 'Yes',
      'do-you-have-a-trade-in': 'No',
    });
    expect(lead.PreferredContactMethod).toBe('SMS');
    expect(lead['do-you-have-a-trade-in']).toBe('No');
  });

  it('knows the eleven form types', () => {
    expect(FORM_TYPES).toHaveLength(11);
    expect(fieldErrorsOf(LeadPayloadSchema.safeParse({ ...minimal, form_type: 'spam' }).error!)).toEqual({ form_type: 'Unknown form type.' });
  });

  it('needs a name and a way to reply', () => {
    const result = LeadPayloadSchema.safeParse({ website_id: 101, form_type: 'contact', name: '', email: '', phone: '' });
    expect(fieldErrorsOf(result.error!)).toEqual({ name: 'Please enter your name.', email: 'Please enter an email address or phone number.' });
  });

  it('treats empty optional inputs as absent, not invalid', () => {
    const lead = LeadPayloadSchema.parse({ ...minimal, postcode: '', phone: '  ', Rego: '' });
    expect(lead.postcode).toBeUndefined();
    expect(lead.phone).toBeUndefined();
  });

  it('rejects a bad postcode with the spec message', () => {
    const result = LeadPayloadSchema.safeParse({ ...minimal, postcode: '123' });
    expect(fieldErrorsOf(result.error!).postcode).toBe('Invalid postcode. Please enter a 4-digit number.');
  });

  it("turns 'Careers Enquiry' into General Enquiry / Career Enquiry", () => {
    const lead = LeadPayloadSchema.parse({ ...minimal, category: 'Careers Enquiry' });
    expect([lead.category, lead.subcategory]).toEqual(['General Enquiry', 'Career Enquiry']);
  });

  it('trims what the page adds instead of refusing the lead', () => {
    const pages = Array.from({ length: 80 }, (_, index) => `/page-${index}`);
    const lead = LeadPayloadSchema.parse({ ...minimal, user_agent: 'x'.repeat(900), lead_attributes: { visited_pages: pages } });
    expect(lead.lead_attributes.visited_pages).toHaveLength(50);
    expect(lead.lead_attributes.visited_pages.at(-1)).toBe('/page-79');
    expect(lead.user_agent).toHaveLength(500);
  });

  it('keeps dealer custom fields within bounds', () => {
    expect(LeadPayloadSchema.parse({ ...minimal, 'Preferred colour': 'Red', budget: 30000 })).toMatchObject({ 'Preferred colour': 'Red', budget: 30000 });
    expect(LeadPayloadSchema.safeParse({ ...minimal, nested: { deep: true } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, index) => [`custom_${index}`, 'x']));
    expect(LeadPayloadSchema.safeParse({ ...minimal, ...many }).success).toBe(false);
  });

  it('lets the honeypot through so the server can flag it quietly', () => {
    expect(LeadPayloadSchema.parse({ ...minimal, [HONEYPOT_FIELD]: 'http://spam.example' })[HONEYPOT_FIELD]).toBe('http://spam.example');
  });

  it('only accepts http(s) page URLs', () => {
    expect(LeadPayloadSchema.safeParse({ ...minimal, url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('createLeadFormSchema (what a dealer form requires)', () => {
  it('requires a message by default, unless relaxed', () => {
    expect(fieldErrorsOf(createLeadFormSchema().safeParse(minimal).error!)).toEqual({ message: 'Please enter a message.' });
    expect(createLeadFormSchema({ messageRequired: false }).safeParse(minimal).success).toBe(true);
  });

  it('the multi-step lead form needs every contact field', () => {
    const schema = createLeadFormSchema({ messageRequired: false, requireLastName: true, requirePostcode: true, requirePhone: true, requireEmail: true });
    const errors = fieldErrorsOf(schema.safeParse({ website_id: 101, form_type: 'trade-in', name: 'Alex', email: 'a@b.co' }).error!);
    expect(Object.keys(errors).sort()).toEqual(['last_name', 'phone', 'postcode']);
  });

  it('location and dealership selects when shown', () => {
    const schema = createLeadFormSchema({ messageRequired: false, requireLocation: true, requireDealership: true });
    expect(Object.keys(fieldErrorsOf(schema.safeParse(minimal).error!)).sort()).toEqual(['dealership_slug', 'location']);
  });
});

describe('LeadReplySchema', () => {
  it('is { lead_id, error? }', () => {
    expect(LeadReplySchema.safeParse({ lead_id: 'lead_0123456789abcdef' }).success).toBe(true);
    expect(LeadReplySchema.safeParse({ lead_id: 42 }).success).toBe(false);
  });
});
