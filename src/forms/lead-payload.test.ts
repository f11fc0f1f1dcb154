import { describe, expect, it } from 'vitest';
import { LeadPayloadSchema } from '#contract/lead-payload.ts';
import { buildLeadPayload } from './lead-payload.ts';
import { CAR, PAGE } from './test-fixtures.ts';

const identity = { websiteId: 1101, formType: 'general-enquiry' as const, category: 'General Enquiry', autogaugeEnabled: true };
const contact = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', message: 'Hello' };

describe('buildLeadPayload (spec 02 §3 "Lead payload")', () => {
  it('carries the page context: url, source, user agent, visited pages and linked query params', () => {
    const payload = buildLeadPayload(identity, contact, PAGE);
    expect(payload).toMatchObject({
      website_id: 1101,
      form_type: 'general-enquiry',
      category: 'General Enquiry',
      url: PAGE.url,
      source: 'google',
      user_agent: 'test-agent',
      lead_attributes: { visited_pages: PAGE.visitedPages, linked_query_params: { utm_source: 'google' } },
      opt_in: false,
      autogauge_enabled: true,
    });
    expect(LeadPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('a car adds stock number, make, model, type, id, status and its dealership', () => {
    const payload = buildLeadPayload({ ...identity, formType: 'vehicle-enquiry', category: 'Vehicle Enquiry' }, contact, PAGE, { car: CAR });
    expect(payload).toMatchObject({
      car_id: 42,
      stock_number: 'HCN123',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      vehicle_status: 'in_stock',
      car_dealership_id: 7,
      dealership_slug: 'harbour-city-toyota',
      // The car's own showroom: a test drive there takes that showroom's slot.
      location: 'Newstead',
      location_id: 3,
    });
  });

  it('Careers Enquiry → General Enquiry + Career Enquiry; radio markers dropped; checks → additional_services', () => {
    const payload = buildLeadPayload(identity, { ...contact, category: 'Careers Enquiry', booking__radio: 'pick', services__check: ['Tyres', 'Brakes'] }, PAGE);
    expect(payload.category).toBe('General Enquiry');
    expect(payload.subcategory).toBe('Career Enquiry');
    expect(payload).not.toHaveProperty('booking__radio');
    expect(payload.additional_services).toEqual(['Tyres', 'Brakes']);
  });

  it('the chosen location gives location, location_id and (for some dealers) the dealership', () => {
    const locations = [{ id: 5, name: 'Service Centre', dealership_slug: 'service-co' }];
    const payload = buildLeadPayload(identity, { ...contact, location_id: '5' }, PAGE, { locations });
    expect(payload).toMatchObject({ location: 'Service Centre', location_id: 5, dealership_slug: 'service-co' });
    const chosen = buildLeadPayload(identity, { ...contact, location_id: '5', dealership: 'picked' }, PAGE, { locations });
    expect(chosen.dealership_slug).toBe('picked');
  });

  it('blank optional fields are left out; opt-in and terms become booleans; the slot becomes appointment_at', () => {
    const payload = buildLeadPayload(
      { ...identity, formType: 'test-drive', category: 'Test Drive' },
      { ...contact, PreferredContactMethod: '', opt_in: true, terms_accepted: true, appointment_at: '2026-11-23T00:00:00.000Z' },
      PAGE,
    );
    expect(payload).not.toHaveProperty('PreferredContactMethod');
    expect(payload).toMatchObject({ opt_in: true, terms_accepted: true, appointment_at: '2026-11-23T00:00:00.000Z' });
  });

  it('request photos: the hidden preset text goes before the optional message', () => {
    const preset = 'Please send me more photos of this vehicle.';
    const identityPhotos = { ...identity, formType: 'request-photos' as const, category: 'Request Photos', presetMessage: preset };
    expect(buildLeadPayload(identityPhotos, { ...contact, message: '' }, PAGE).message).toBe(preset);
    expect(buildLeadPayload(identityPhotos, { ...contact, message: 'Interior?' }, PAGE).message).toBe(`${preset}\n\nInterior?`);
  });
});
