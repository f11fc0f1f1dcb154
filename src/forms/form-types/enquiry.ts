import { DEFAULT_ENQUIRY_CATEGORY } from '../../domain/lead-form.ts';
import type { FieldDef } from '../form-fields.ts';
import type { FormTypeDefinition, FieldsContext } from './definition.ts';
import { categoryField, contactFields, contactMethod, ENQUIRY_SENT, dealershipField, locationField, message, optIn, tradeInQuestion, YES_NO } from './parts.ts';

/** The enquiry forms (spec 02 §3 "Enquiry form fields", spec 01 §5 "Request Photos"). */

const enquiryFields = (context: FieldsContext): FieldDef[] => [
  ...contactFields(context),
  categoryField(context.settings),
  // Dealership first: the location select then offers that dealership's locations (place-choice.ts).
  ...dealershipField(context),
  ...locationField(context, 'Location'),
  contactMethod(),
  message(context.settings.messageRequired),
  optIn(),
];

const ENQUIRY_BASE = {
  category: DEFAULT_ENQUIRY_CATEGORY,
  unavailableHeading: null,
  submitLabel: () => 'Send enquiry',
  successText: ENQUIRY_SENT,
  fields: enquiryFields,
  messageRule: true,
  alwaysMultiStep: false,
  department: 'sales',
  choosesAmongCarLocations: false,
  becomesWithCar: 'vehicle-enquiry',
  openedByQuery: 'yes',
  onContentPage: { carFromQuery: false },
  recordsCarWithoutValuation: false,
  presetMessage: null,
  analyticsEvent: 'enquiry',
  // The shopper picks the category; it says which team it is for (finance, service, parts), else sales.
  leadType: 'by-category',
} as const satisfies Omit<FormTypeDefinition, 'heading'>;

export const GENERAL_ENQUIRY: FormTypeDefinition = { ...ENQUIRY_BASE, heading: 'Send us an enquiry' };

export const CONTACT: FormTypeDefinition = { ...ENQUIRY_BASE, heading: 'Contact us' };

export const VEHICLE_ENQUIRY: FormTypeDefinition = {
  category: 'Vehicle Enquiry',
  heading: 'Enquire about this car',
  unavailableHeading: 'Find me something similar',
  submitLabel: () => 'Send enquiry',
  successText: ENQUIRY_SENT,
  fields: (context) => [
    ...contactFields(context),
    contactMethod(),
    { name: 'finance', label: 'Are you interested in finance?', kind: 'radio', required: false, options: YES_NO },
    tradeInQuestion(),
    message(context.settings.messageRequired),
    optIn(),
  ],
  messageRule: true,
  alwaysMultiStep: false,
  department: 'sales',
  choosesAmongCarLocations: false,
  becomesWithCar: null,
  openedByQuery: 'no',
  onContentPage: null,
  recordsCarWithoutValuation: false,
  presetMessage: null,
  analyticsEvent: 'enquiry',
  leadType: 'by-category',
};

export const REQUEST_PHOTOS: FormTypeDefinition = {
  category: 'Request Photos',
  heading: 'Request more photos',
  unavailableHeading: null,
  submitLabel: () => 'Send enquiry',
  successText: ENQUIRY_SENT,
  fields: (context) => [...contactFields(context), message(false, 'Anything in particular you would like to see? (optional)'), optIn()],
  messageRule: false,
  alwaysMultiStep: false,
  department: 'sales',
  choosesAmongCarLocations: false,
  becomesWithCar: null,
  openedByQuery: 'needs-car',
  onContentPage: null,
  recordsCarWithoutValuation: false,
  presetMessage: (settings) => settings.requestPhotosText,
  analyticsEvent: 'enquiry',
  leadType: 'by-category',
};
