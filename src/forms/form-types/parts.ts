import { DEFAULT_ENQUIRY_CATEGORY } from '../../domain/lead-form.ts';
import { CAR_CONDITIONS } from '../../domain/sell-your-car.ts';
import type { LeadFormSettings } from '../form-settings.ts';
import { DEALERSHIP_FIELD, LOCATION_FIELD, type FieldDef, type FieldOption } from '../form-fields.ts';
import type { FieldsContext } from './definition.ts';

/**
 * Fields several form types share (spec 02 §3 "Enquiry form fields", "Lead form fields"). Each
 * form type's record (form-types/*.ts) lists its own fields in order from these parts.
 */

/**
 * A test drive's time and a service booking's day are requests the dealer confirms: the page, the
 * shopper's email and the calendar invite (STATUS:TENTATIVE) all say so, in these words.
 */
export const TEST_DRIVE_CONFIRMED_LATER = 'We will confirm the time with you shortly.';
export const SERVICE_CONFIRMED_LATER = 'We will confirm it with you shortly.';

/** What /success says after an enquiry (the text of every form without a line of its own). */
export const ENQUIRY_SENT = 'Thanks — your enquiry has been sent. Our team will be in touch shortly.';

export const YES_NO: FieldOption[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
export const options = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

export const EMPLOYMENT = ['Full time', 'Part time', 'Casual', 'Self employed', 'Retired', 'Other'];

const plainContactFields = (): FieldDef[] => [
  { name: 'name', label: 'Name', kind: 'text', required: true, autocomplete: 'name' },
  { name: 'email', label: 'Email', kind: 'email', required: true, autocomplete: 'email', half: true },
  { name: 'phone', label: 'Phone', kind: 'tel', required: true, autocomplete: 'tel', half: true },
];

/** spec 02 §3 "Lead form fields": First Name, last name, postcode, Mobile Number, Email Address. */
export const leadFormFields = (): FieldDef[] => [
  { name: 'name', label: 'First Name', kind: 'text', required: true, autocomplete: 'given-name', half: true },
  { name: 'last_name', label: 'Last Name', kind: 'text', required: true, autocomplete: 'family-name', half: true },
  { name: 'postcode', label: 'Postcode', kind: 'postcode', required: true, autocomplete: 'postal-code' },
  { name: 'phone', label: 'Mobile Number', kind: 'tel', required: true, autocomplete: 'tel', mobile: true },
  { name: 'email', label: 'Email Address', kind: 'email', required: true, autocomplete: 'email' },
];

/** Dealers on the multi-step lead form ask for its five contact fields instead of the usual three. */
export const contactFields = (context: FieldsContext): FieldDef[] => (context.multiStep ? leadFormFields() : plainContactFields());

export const contactMethod = (): FieldDef => ({
  name: 'PreferredContactMethod',
  label: 'Preferred contact method',
  kind: 'radio',
  required: false,
  options: options(['Phone', 'Email', 'SMS']),
});
export const message = (required: boolean, label = 'Message'): FieldDef => ({ name: 'message', label, kind: 'textarea', required });
export const optIn = (): FieldDef => ({
  name: 'opt_in',
  label: 'Keep me up to date with offers and news',
  kind: 'checkbox',
  required: false,
});
export const tradeInQuestion = (): FieldDef => ({
  name: 'do-you-have-a-trade-in',
  label: 'Do you have a trade-in?',
  kind: 'radio',
  required: false,
  options: YES_NO,
});

/** The location picker over the choices define-form.ts worked out (none: no picker). */
export function locationField(context: FieldsContext, label: string): FieldDef[] {
  const choices = context.locationChoices;
  if (choices.length === 0) return [];
  return [
    {
      name: LOCATION_FIELD,
      label,
      kind: 'select',
      required: true,
      options: choices.map((choice) => ({ value: String(choice.id), label: choice.name })),
      // spec 02 §4 "Location picker": one choice is chosen for the visitor.
      ...(choices.length === 1 && choices[0] ? { defaultValue: String(choices[0].id) } : {}),
    },
  ];
}

export function dealershipField(context: FieldsContext): FieldDef[] {
  // spec 02 §5: required when the site has more than one dealership and the field is not removed.
  if (context.car || context.dealerships.length < 2 || context.settings.removeDealershipField) return [];
  return [
    {
      name: DEALERSHIP_FIELD,
      label: 'Dealership',
      kind: 'select',
      required: true,
      options: context.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name })),
    },
  ];
}

export function categoryField(settings: LeadFormSettings): FieldDef {
  return {
    name: 'category',
    label: 'Enquiry type',
    kind: 'select',
    required: true,
    options: options(settings.enquiryCategories),
    defaultValue: DEFAULT_ENQUIRY_CATEGORY,
  };
}

/** The car a shopper offers when no valuation provider looks it up: the dealer's buyer calls back with this. */
export const carToSellFields = (): FieldDef[] => [
  { name: 'Vehicle Make', label: 'Make', kind: 'text', required: true, half: true },
  { name: 'Vehicle Model', label: 'Model', kind: 'text', required: true, half: true },
  { name: 'vehicle_year', label: 'Year', kind: 'number', required: true, half: true },
  { name: 'Rego', label: 'Rego (optional)', kind: 'text', required: false, half: true },
  { name: 'odometer_km', label: 'Kilometres', kind: 'number', required: true, half: true },
  { name: 'condition', label: 'Condition', kind: 'select', required: true, options: options(CAR_CONDITIONS), half: true },
  message(false, 'Anything else about the car? (optional)'),
];
