import type { FormType, LeadPayloadInput } from '../../../contract/lead-payload.ts';
import type { CarSummary } from '../../../../../src/forms/car-summary.ts';
import { defineForm } from '../../../../../src/forms/define-form.ts';
import type { FieldDef } from '../../../../../src/forms/form-fields.ts';
import { DEFAULT_FORM_SETTINGS } from '../../../../../src/forms/form-settings.ts';
import { formTypeDefinition } from '../../../../../src/forms/form-types/registry.ts';
import { buildLeadPayload, type FormValues } from '../../../../../src/forms/lead-payload.ts';
import { CAR } from '../../../../../src/forms/test-fixtures.ts';

/**
 * A lead as the site's own form code sends it, with every field of the form answered: the form type's
 * record (src/forms/form-types/) gives the fields, each gets a value of its kind, and buildLeadPayload
 * (the browser's) turns them into the payload. The fixture dealer Demo Motors (website 101) is the
 * dealer; a form that takes a car gets its car 1001.
 */

/** The fixture dealer's car 1001 as a lead page knows it. */
export const DEMO_CAR: CarSummary = {
  ...CAR,
  id: 1001,
  km: 38500,
  stocknum: 'DM1001',
  dealership_id: 11,
  dealership_slug: 'demo-motors-brisbane',
  location: { id: 501, name: 'Demo Motors Brisbane', distribution_locations: [] },
};

const SETTINGS = { ...DEFAULT_FORM_SETTINGS, testDriveTerms: 'I hold a full driver licence' };

/** Forms a shopper opens from a car. */
const WITH_CAR: ReadonlySet<FormType> = new Set(['vehicle-enquiry', 'request-photos', 'test-drive', 'finance-enquiry', 'trade-in']);

/** A value of the field's kind, recognisable in what the dealer receives. */
function answer(field: FieldDef, formType: FormType, slot: string | undefined): FormValues[string] | undefined {
  const options = field.options ?? [];
  const named: Record<string, FormValues[string]> = {
    name: 'Alex',
    last_name: 'Citizen',
    email: `${formType}@example.com`,
    phone: '0412 345 678',
    postcode: '4000',
    Rego: 'ABC123',
    'Vehicle Make': 'Mazda',
    'Vehicle Model': 'CX5',
    vehicle_year: '2019',
    odometer_km: '84000',
    loan_amount: '30000',
    preferred_date: '2027-03-04',
    category: field.defaultValue ?? options[0]?.value ?? '',
  };
  if (field.name in named) return named[field.name];
  switch (field.kind) {
    case 'textarea':
      return `Message from the ${formType} form`;
    case 'select':
    case 'radio':
      // The steering radio keeps its default ("choose a time now"); a question gets its last answer.
      return field.name.endsWith('__radio') ? field.defaultValue : options.at(-1)?.value;
    case 'checkbox':
      return true;
    case 'checks':
      return options.map((option) => option.value);
    case 'slot':
      return slot;
    case 'number':
      return '12345';
    default:
      return `Answer to ${field.label}`;
  }
}

/** `values`: answers chosen instead of the defaults (e.g. a category); `custom`: dealer fields added to the payload. */
export function filledLead(formType: FormType, options: { slot?: string; values?: FormValues; custom?: Record<string, string> } = {}): LeadPayloadInput {
  const car = WITH_CAR.has(formType) ? DEMO_CAR : undefined;
  const type = formTypeDefinition(formType);
  const locations = type.department === 'service' ? [{ id: 502, name: 'Demo Motors Sydney', dealership_slug: 'demo-motors-brisbane' }] : [];
  const definition = defineForm({
    formType,
    settings: SETTINGS,
    locations,
    dealerships: [{ slug: 'demo-motors-brisbane', name: 'Demo Motors Brisbane' }],
    car,
    multiStep: true,
    recordCar: true,
  });
  const values: FormValues = {};
  for (const field of definition.fields) {
    const value = answer(field, formType, options.slot);
    if (value !== undefined) values[field.name] = value;
  }
  Object.assign(values, options.values);
  const payload = buildLeadPayload(
    {
      websiteId: 101,
      formType,
      category: definition.category,
      autogaugeEnabled: false,
      defaultDealershipSlug: 'demo-motors-brisbane',
      ...(type.presetMessage ? { presetMessage: type.presetMessage(SETTINGS) } : {}),
    },
    values,
    {
      url: `https://demo-motors.example.com.au/${formType}?utm_source=newsletter`,
      userAgent: 'vitest',
      source: 'newsletter',
      visitedPages: ['/', `/cars/${DEMO_CAR.slug}`, `/${formType}`],
      linkedQueryParams: { utm_source: 'newsletter', utm_campaign: 'spring-sale', gclid: 'Cj0KCQ-test' },
    },
    { car, locations },
  );
  return { ...payload, ...options.custom };
}
