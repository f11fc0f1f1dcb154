import { describe, expect, it } from 'vitest';
import { defineForm, locationChoices } from './define-form.ts';
import { withDefaults } from './form-values.ts';
import { buildLeadPayload, type FormValues } from './lead-payload.ts';
import { CAR, context, PAGE } from './test-fixtures.ts';
import { errorsInStep, ERROR_SUMMARY_TITLE, validateLead } from './validate-lead.ts';

function check(formContext: ReturnType<typeof context>, typed: FormValues) {
  const definition = defineForm(formContext);
  const values = withDefaults(definition, typed);
  const payload = buildLeadPayload({ websiteId: 1, formType: formContext.formType, category: definition.category, autogaugeEnabled: false }, values, PAGE, {
    locations: locationChoices(formContext),
    car: formContext.car,
  });
  return validateLead(definition, payload, values);
}

// A single dealer: a group's trade-in also asks for the dealership and location (place-choice.test.ts).
const SINGLE = [{ slug: 'city-motors', name: 'City Motors' }];

describe('validateLead', () => {
  it('lists every missing required field at once, in form order', () => {
    const result = check(context(), {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.field)).toEqual(['name', 'email', 'phone', 'dealership', 'location_id', 'message']);
    expect(ERROR_SUMMARY_TITLE).toBe('Please fix the following errors:');
  });

  it("postcode must be exactly 4 digits: 'Invalid postcode. Please enter a 4-digit number.'", () => {
    const base = { name: 'Sam', last_name: 'Lee', phone: '0412 345 678', email: 's@example.com' };
    const result = check(context({ formType: 'trade-in', dealerships: SINGLE }), { ...base, postcode: '400' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual([expect.objectContaining({ field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' })]);
    expect(check(context({ formType: 'trade-in', dealerships: SINGLE }), { ...base, postcode: '4000' }).ok).toBe(true);
  });

  it('the lead form Mobile Number takes mobiles only', () => {
    const result = check(context({ formType: 'trade-in', dealerships: SINGLE }), {
      name: 'Sam',
      last_name: 'Lee',
      postcode: '4000',
      phone: '07 3123 4567',
      email: 's@example.com',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.field).toBe('phone');
  });

  it('a step shows only its own problems', () => {
    const result = check(context({ formType: 'trade-in', dealerships: SINGLE }), { name: 'Sam', last_name: 'Lee' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(errorsInStep(result.errors, ['name', 'last_name'])).toEqual([]);
  });

  it('test drive: a time is needed unless the visitor asks to be called; terms must be accepted', () => {
    const contact = { name: 'Sam', email: 's@example.com', phone: '0412 345 678', location_id: '3' };
    const picked = check(context({ formType: 'test-drive', car: CAR }), contact);
    expect(picked.ok).toBe(false);
    if (!picked.ok) expect(picked.errors.map((e) => e.field)).toEqual(['appointment_at', 'terms_accepted']);
    expect(check(context({ formType: 'test-drive', car: CAR }), { ...contact, booking__radio: 'call', terms_accepted: true }).ok).toBe(true);
  });

  it('a valid enquiry passes with the normalised payload', () => {
    const result = check(context({ dealerships: [{ slug: 'only', name: 'Only' }] }), {
      name: 'Jo',
      email: 'JO@Example.com',
      phone: '+61 412 345 678',
      location_id: '1',
      message: 'Hi',
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.payload).toMatchObject({ email: 'jo@example.com', phone: '0412345678', location: 'City' });
  });
});
