import { describe, expect, it } from 'vitest';
import { defineForm, locationChoices } from './define-form.ts';
import { BOOKING_CHOICE_FIELD, DEALERSHIP_FIELD, LOCATION_FIELD, SLOT_FIELD, TERMS_FIELD } from './form-fields.ts';
import { CAR, context } from './test-fixtures.ts';

const names = (definition: ReturnType<typeof defineForm>) => definition.fields.map((field) => field.name);
const field = (definition: ReturnType<typeof defineForm>, name: string) => definition.fields.find((f) => f.name === name);

describe('defineForm (spec 02 §5 "Enquiry form")', () => {
  it('general enquiry: category select required, defaulting to General Enquiry; message required', () => {
    const form = defineForm(context());
    expect(field(form, 'category')).toMatchObject({ kind: 'select', required: true, defaultValue: 'General Enquiry' });
    expect(field(form, 'message')?.required).toBe(true);
    expect(form.rules.messageRequired).toBe(true);
    expect(field(form, 'opt_in')?.required).toBe(false);
  });

  it('a dealer setting relaxes the message', () => {
    const form = defineForm(context({ settings: { ...context().settings, messageRequired: false } }));
    expect(field(form, 'message')?.required).toBe(false);
    expect(form.rules.messageRequired).toBe(false);
  });

  it('location select shown and required with several locations; one location is chosen for the visitor', () => {
    expect(field(defineForm(context()), LOCATION_FIELD)).toMatchObject({ required: true, kind: 'select' });
    expect(field(defineForm(context()), LOCATION_FIELD)?.defaultValue).toBeUndefined();
    const single = defineForm(context({ locations: [{ id: 9, name: 'Only' }] }));
    expect(field(single, LOCATION_FIELD)?.defaultValue).toBe('9');
    expect(field(defineForm(context({ locations: [] })), LOCATION_FIELD)).toBeUndefined();
  });

  it('dealership select only with more than one dealership and when not removed', () => {
    expect(field(defineForm(context()), DEALERSHIP_FIELD)?.required).toBe(true);
    expect(field(defineForm(context({ dealerships: [{ slug: 'a', name: 'A' }] })), DEALERSHIP_FIELD)).toBeUndefined();
    const removed = { ...context().settings, removeDealershipField: true };
    expect(field(defineForm(context({ settings: removed })), DEALERSHIP_FIELD)).toBeUndefined();
  });

  it('vehicle enquiry: no category or location pickers; finance and trade-in questions', () => {
    const form = defineForm(context({ formType: 'vehicle-enquiry', car: CAR }));
    expect(names(form)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'finance', 'do-you-have-a-trade-in', 'message']));
    expect(names(form)).not.toContain('category');
    expect(names(form)).not.toContain(LOCATION_FIELD);
    expect(form.category).toBe('Vehicle Enquiry');
  });

  it('a sold car asks for something similar', () => {
    expect(defineForm(context({ formType: 'vehicle-enquiry', car: { ...CAR, available: false } })).heading).toBe('Find me something similar');
  });

  it('test drive: distribution locations to choose from, a slot, optional message, terms', () => {
    const form = defineForm(context({ formType: 'test-drive', car: CAR }));
    expect(locationChoices({ formType: 'test-drive', locations: [], car: CAR }).map((c) => c.name)).toEqual(['Newstead', 'Hamilton']);
    expect(names(form)).toEqual(expect.arrayContaining([LOCATION_FIELD, BOOKING_CHOICE_FIELD, SLOT_FIELD, TERMS_FIELD]));
    expect(field(form, 'message')?.required).toBe(false);
    const noTerms = defineForm(context({ formType: 'test-drive', car: CAR, settings: { ...context().settings, testDriveTerms: null } }));
    expect(names(noTerms)).not.toContain(TERMS_FIELD);
  });

  it('request photos: optional message only', () => {
    const form = defineForm(context({ formType: 'request-photos', car: CAR }));
    expect(field(form, 'message')?.required).toBe(false);
    expect(form.category).toBe('Request Photos');
  });

  it('trade-in: the multi-step lead form (First Name, last name, postcode, Mobile Number, Email Address)', () => {
    const form = defineForm(context({ formType: 'trade-in', dealerships: [{ slug: 'city-motors', name: 'City Motors' }] }));
    expect(form.fields.map((f) => f.label)).toEqual(['First Name', 'Last Name', 'Postcode', 'Mobile Number', 'Email Address']);
    expect(form.steps).toEqual([['name', 'last_name'], ['postcode'], ['phone', 'email']]);
    expect(form.rules).toMatchObject({ requireLastName: true, requirePostcode: true, requirePhone: true, requireEmail: true });
  });

  it('dealers on the multi-step lead form get its fields on enquiries too, the rest on a last step', () => {
    const form = defineForm(context({ multiStep: true }));
    expect(form.steps?.slice(0, 3)).toEqual([['name', 'last_name'], ['postcode'], ['phone', 'email']]);
    expect(form.steps?.[3]).toEqual(expect.arrayContaining(['category', 'message']));
  });

  it('book a service: service check options and an optional rego', () => {
    const form = defineForm(context({ formType: 'book-a-service' }));
    expect(field(form, 'services__check')?.kind).toBe('checks');
    expect(field(form, 'Rego')?.required).toBe(false);
  });
});
