import type { FormType, LeadFormRules } from '../../integrations/platform-api/contract/lead-payload.ts';
import { DEFAULT_ENQUIRY_CATEGORY } from '../domain/lead-form.ts';
import { CHECK_OPTIONS_SUFFIX, RADIO_OPTIONS_SUFFIX } from '../domain/lead-form.ts';
import { CAR_CONDITIONS, sellYourCarCopy } from '../domain/sell-your-car.ts';
import type { CarSummary } from './car-summary.ts';
import type { LeadFormSettings } from './form-settings.ts';

/**
 * Which fields each form type shows (spec 02 §3 "Enquiry form fields", "Lead form fields"; spec 01 §5
 * "Test drive form", "Request Photos"). Pure: the build renders a form from it and the island
 * recomputes it in the browser once the car named by `?car_id=` is known.
 */

export type FieldKind = 'text' | 'email' | 'tel' | 'postcode' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'checks' | 'number' | 'date' | 'slot';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  /** Form value key; payload keys for most fields (`Rego`, `PreferredContactMethod`, `extras__check`). */
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  autocomplete?: string;
  options?: FieldOption[];
  defaultValue?: string;
  hint?: string;
  /** Width hint for the layout: half-width fields pair up on wide screens. */
  half?: boolean;
  /** A phone field that takes mobiles only (the lead form's Mobile Number). */
  mobile?: boolean;
}

export interface LocationChoice {
  id: number;
  name: string;
  dealership_slug?: string;
}

export interface FormContext {
  formType: FormType;
  settings: LeadFormSettings;
  /** Locations the visitor may pick (already filtered to the form's department). */
  locations: LocationChoice[];
  dealerships: Array<{ slug: string; name: string }>;
  car?: CarSummary | undefined;
  /** Render as the multi-step lead form. */
  multiStep: boolean;
  /** Sell-your-car / trade-in without a valuation provider: the lead itself records the car. */
  recordCar?: boolean;
}

export interface FormDefinition {
  formType: FormType;
  /** Fixed category of the form; the general enquiry's select starts on it. */
  category: string;
  subcategory?: string;
  heading: string;
  submitLabel: string;
  fields: FieldDef[];
  /** Multi-step lead form: field names per step, submitted after the last. */
  steps?: string[][];
  rules: LeadFormRules;
}

export const LOCATION_FIELD = 'location_id';
export const DEALERSHIP_FIELD = 'dealership';
export const SLOT_FIELD = 'appointment_at';
export const TERMS_FIELD = 'terms_accepted';
/** Steers the test-drive form (pick a time now or be called); dropped before sending. */
export const BOOKING_CHOICE_FIELD = `booking${RADIO_OPTIONS_SUFFIX}`;
export const SERVICES_FIELD = `services${CHECK_OPTIONS_SUFFIX}`;

const FIXED_CATEGORY: Record<FormType, string> = {
  'general-enquiry': DEFAULT_ENQUIRY_CATEGORY,
  contact: DEFAULT_ENQUIRY_CATEGORY,
  'vehicle-enquiry': 'Vehicle Enquiry',
  'request-photos': 'Request Photos',
  'finance-enquiry': 'Finance Enquiry',
  'finance-pre-approval': 'Finance Pre-Approval',
  'apply-for-finance': 'Finance Application',
  'book-a-service': 'Service Booking',
  'sell-your-car': 'Sell Your Car',
  'trade-in': 'Trade-In',
  'test-drive': 'Test Drive',
};

const HEADINGS: Record<FormType, string> = {
  'general-enquiry': 'Send us an enquiry',
  contact: 'Contact us',
  'vehicle-enquiry': 'Enquire about this car',
  'request-photos': 'Request more photos',
  'finance-enquiry': 'Finance enquiry',
  'finance-pre-approval': 'Get pre-approved',
  'apply-for-finance': 'Apply for finance',
  'book-a-service': 'Book a service',
  'sell-your-car': 'Sell your car',
  'trade-in': 'Value your trade-in',
  'test-drive': 'Book a test drive',
};

const YES_NO: FieldOption[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
const options = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

const SERVICES = ['Logbook service', 'Tyres', 'Brakes', 'Wheel alignment', 'Air conditioning', 'Other repairs'];
const EMPLOYMENT = ['Full time', 'Part time', 'Casual', 'Self employed', 'Retired', 'Other'];

const plainContactFields = (): FieldDef[] => [
  { name: 'name', label: 'Name', kind: 'text', required: true, autocomplete: 'name' },
  { name: 'email', label: 'Email', kind: 'email', required: true, autocomplete: 'email', half: true },
  { name: 'phone', label: 'Phone', kind: 'tel', required: true, autocomplete: 'tel', half: true },
];

/** spec 02 §3 "Lead form fields": First Name, last name, postcode, Mobile Number, Email Address. */
const leadFormFields = (): FieldDef[] => [
  { name: 'name', label: 'First Name', kind: 'text', required: true, autocomplete: 'given-name', half: true },
  { name: 'last_name', label: 'Last Name', kind: 'text', required: true, autocomplete: 'family-name', half: true },
  { name: 'postcode', label: 'Postcode', kind: 'postcode', required: true, autocomplete: 'postal-code' },
  { name: 'phone', label: 'Mobile Number', kind: 'tel', required: true, autocomplete: 'tel', mobile: true },
  { name: 'email', label: 'Email Address', kind: 'email', required: true, autocomplete: 'email' },
];
export const LEAD_FORM_STEPS = [['name', 'last_name'], ['postcode'], ['phone', 'email']];

const contactMethod = (): FieldDef => ({
  name: 'PreferredContactMethod',
  label: 'Preferred contact method',
  kind: 'radio',
  required: false,
  options: options(['Phone', 'Email', 'SMS']),
});
const message = (required: boolean, label = 'Message'): FieldDef => ({ name: 'message', label, kind: 'textarea', required });
const optIn = (): FieldDef => ({
  name: 'opt_in',
  label: 'Keep me up to date with offers and news',
  kind: 'checkbox',
  required: false,
});

function locationField(context: FormContext, label: string): FieldDef[] {
  const choices = locationChoices(context);
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

/** Test drives choose among the car's distribution locations when it has them (spec 01 §5). */
export function locationChoices(context: Pick<FormContext, 'formType' | 'locations' | 'car'>): LocationChoice[] {
  const carLocation = context.car?.location;
  if (context.formType === 'test-drive' && carLocation && carLocation.distribution_locations.length > 0) {
    const seen = new Set<number>();
    return [{ id: carLocation.id, name: carLocation.name }, ...carLocation.distribution_locations]
      .filter((choice) => !seen.has(choice.id) && seen.add(choice.id))
      .map((choice) => ({ id: choice.id, name: choice.name, dealership_slug: context.car?.dealership_slug }));
  }
  // A car's enquiry goes to the car's own location: no picker.
  if (context.car) return [];
  return context.locations;
}

/** The car a shopper offers when no valuation provider looks it up (issue 19): the dealer's buyer calls back with this. */
const carToSellFields = (): FieldDef[] => [
  { name: 'Vehicle Make', label: 'Make', kind: 'text', required: true, half: true },
  { name: 'Vehicle Model', label: 'Model', kind: 'text', required: true, half: true },
  { name: 'vehicle_year', label: 'Year', kind: 'number', required: true, half: true },
  { name: 'Rego', label: 'Rego (optional)', kind: 'text', required: false, half: true },
  { name: 'odometer_km', label: 'Kilometres', kind: 'number', required: true, half: true },
  { name: 'condition', label: 'Condition', kind: 'select', required: true, options: options(CAR_CONDITIONS), half: true },
  message(false, 'Anything else about the car? (optional)'),
];

function dealershipField(context: FormContext): FieldDef[] {
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

function categoryField(settings: LeadFormSettings): FieldDef {
  return {
    name: 'category',
    label: 'Enquiry type',
    kind: 'select',
    required: true,
    options: options(settings.enquiryCategories),
    defaultValue: DEFAULT_ENQUIRY_CATEGORY,
  };
}

function fieldsFor(context: FormContext): FieldDef[] {
  const { settings } = context;
  // Dealers on the multi-step lead form ask for its five contact fields instead of the usual three.
  const contactFields = context.multiStep ? leadFormFields : plainContactFields;
  switch (context.formType) {
    case 'general-enquiry':
    case 'contact':
      return [
        ...contactFields(),
        categoryField(settings),
        // Dealership first: the location select then offers that dealership's locations (place-choice.ts).
        ...dealershipField(context),
        ...locationField(context, 'Location'),
        contactMethod(),
        message(settings.messageRequired),
        optIn(),
      ];
    case 'vehicle-enquiry':
      return [
        ...contactFields(),
        contactMethod(),
        { name: 'finance', label: 'Are you interested in finance?', kind: 'radio', required: false, options: YES_NO },
        { name: 'do-you-have-a-trade-in', label: 'Do you have a trade-in?', kind: 'radio', required: false, options: YES_NO },
        message(settings.messageRequired),
        optIn(),
      ];
    case 'request-photos':
      return [...contactFields(), message(false, 'Anything in particular you would like to see? (optional)'), optIn()];
    case 'finance-enquiry':
      return [
        ...contactFields(),
        { name: 'postcode', label: 'Postcode', kind: 'postcode', required: true, autocomplete: 'postal-code', half: true },
        { name: 'employment_status', label: 'Employment status', kind: 'select', required: false, options: options(EMPLOYMENT), half: true },
        { name: 'do-you-have-a-trade-in', label: 'Do you have a trade-in?', kind: 'radio', required: false, options: YES_NO },
        ...dealershipField(context),
        message(settings.messageRequired),
        optIn(),
      ];
    case 'finance-pre-approval':
    case 'apply-for-finance':
      return [
        ...leadFormFields(),
        { name: 'loan_amount', label: 'How much would you like to borrow? ($)', kind: 'number', required: false, half: true },
        { name: 'employment_status', label: 'Employment status', kind: 'select', required: false, options: options(EMPLOYMENT), half: true },
        ...dealershipField(context),
        message(false, 'Anything else we should know? (optional)'),
        optIn(),
      ];
    case 'book-a-service':
      return [
        ...contactFields(),
        { name: 'Rego', label: 'Rego (optional)', kind: 'text', required: false, half: true },
        { name: 'preferred_date', label: 'Preferred date', kind: 'date', required: false, half: true },
        { name: 'Vehicle Make', label: 'Vehicle make', kind: 'text', required: false, half: true },
        { name: 'Vehicle Model', label: 'Vehicle model', kind: 'text', required: false, half: true },
        ...locationField(context, 'Service centre'),
        { name: SERVICES_FIELD, label: 'What does your car need?', kind: 'checks', required: false, options: options(SERVICES) },
        message(false, 'Anything else we should know? (optional)'),
        optIn(),
      ];
    case 'sell-your-car':
    case 'trade-in':
      // At a group the shopper says which dealership (and showroom) should buy the car (issue 19).
      return [
        ...leadFormFields(),
        ...(context.recordCar ? carToSellFields() : []),
        ...(context.dealerships.length > 1 ? [...dealershipField(context), ...locationField(context, 'Location')] : []),
      ];
    case 'test-drive':
      return [
        ...contactFields(),
        ...locationField(context, 'Test drive location'),
        {
          name: BOOKING_CHOICE_FIELD,
          label: 'When would you like to drive it?',
          kind: 'radio',
          required: true,
          options: [
            { value: 'pick', label: 'Choose a time now' },
            { value: 'call', label: 'Call me to arrange a time' },
          ],
          defaultValue: 'pick',
        },
        { name: SLOT_FIELD, label: 'Date and time', kind: 'slot', required: false },
        message(false, 'Message (optional)'),
        ...(settings.testDriveTerms ? [{ name: TERMS_FIELD, label: settings.testDriveTerms, kind: 'checkbox', required: true } satisfies FieldDef] : []),
        optIn(),
      ];
  }
}

/** The message rule applies to the forms whose message is the enquiry itself. */
const MESSAGE_RULE_FORMS = new Set<FormType>(['general-enquiry', 'contact', 'vehicle-enquiry', 'finance-enquiry']);

export function defineForm(context: FormContext): FormDefinition {
  const fields = fieldsFor(context);
  const has = (name: string) => fields.some((field) => field.name === name && field.required);
  const isLeadForm = context.formType === 'trade-in' || context.formType === 'sell-your-car';
  const multiStep = isLeadForm || context.multiStep;
  const definition: FormDefinition = {
    formType: context.formType,
    category: FIXED_CATEGORY[context.formType],
    heading: HEADINGS[context.formType],
    submitLabel: isLeadForm ? sellYourCarCopy(!context.recordCar).submitLabel : context.formType === 'test-drive' ? 'Book test drive' : 'Send enquiry',
    fields,
    rules: {
      messageRequired: MESSAGE_RULE_FORMS.has(context.formType) && context.settings.messageRequired,
      requireLastName: has('last_name'),
      requirePostcode: has('postcode'),
      requireEmail: has('email'),
      requirePhone: has('phone'),
      requireLocation: has(LOCATION_FIELD),
      requireDealership: has(DEALERSHIP_FIELD),
    },
  };
  if (context.formType === 'vehicle-enquiry' && context.car && !context.car.available) {
    definition.heading = 'Find me something similar';
  }
  if (multiStep) definition.steps = stepsFor(fields);
  return definition;
}

/** The lead form's three steps, then every other field on a last step of its own. */
function stepsFor(fields: FieldDef[]): string[][] {
  const names = new Set(fields.map((field) => field.name));
  const steps = LEAD_FORM_STEPS.map((step) => step.filter((name) => names.has(name))).filter((step) => step.length > 0);
  const placed = new Set(steps.flat());
  const rest = fields.map((field) => field.name).filter((name) => !placed.has(name));
  return rest.length > 0 ? [...steps, rest] : steps;
}
