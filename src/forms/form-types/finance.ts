import type { FieldDef } from '../form-fields.ts';
import type { FormTypeDefinition, FieldsContext } from './definition.ts';
import { contactFields, ENQUIRY_SENT, dealershipField, EMPLOYMENT, leadFormFields, message, optIn, options, tradeInQuestion } from './parts.ts';

/** The finance forms (spec 02 §2 /finance-enquiry, the finance pages' pre-approval and application). */

const FINANCE_BASE = {
  unavailableHeading: null,
  submitLabel: () => 'Send enquiry',
  successText: ENQUIRY_SENT,
  alwaysMultiStep: false,
  department: 'sales',
  choosesAmongCarLocations: false,
  becomesWithCar: null,
  openedByQuery: 'yes',
  // A finance page opened from a car enquires about that car.
  onContentPage: { carFromQuery: true },
  recordsCarWithoutValuation: false,
  presetMessage: null,
  analyticsEvent: 'enquiry',
  leadType: 'finance',
} as const satisfies Partial<FormTypeDefinition>;

export const FINANCE_ENQUIRY: FormTypeDefinition = {
  ...FINANCE_BASE,
  category: 'Finance Enquiry',
  heading: 'Finance enquiry',
  fields: (context) => [
    ...contactFields(context),
    { name: 'postcode', label: 'Postcode', kind: 'postcode', required: true, autocomplete: 'postal-code', half: true },
    { name: 'employment_status', label: 'Employment status', kind: 'select', required: false, options: options(EMPLOYMENT), half: true },
    tradeInQuestion(),
    ...dealershipField(context),
    message(context.settings.messageRequired),
    optIn(),
  ],
  messageRule: true,
};

/** Pre-approval and the application ask the lead form's five contact fields, then the loan. */
const applicationFields = (context: FieldsContext): FieldDef[] => [
  ...leadFormFields(),
  { name: 'loan_amount', label: 'How much would you like to borrow? ($)', kind: 'number', required: false, half: true },
  { name: 'employment_status', label: 'Employment status', kind: 'select', required: false, options: options(EMPLOYMENT), half: true },
  ...dealershipField(context),
  message(false, 'Anything else we should know? (optional)'),
  optIn(),
];

export const FINANCE_PRE_APPROVAL: FormTypeDefinition = {
  ...FINANCE_BASE,
  category: 'Finance Pre-Approval',
  heading: 'Get pre-approved',
  fields: applicationFields,
  messageRule: false,
};

export const APPLY_FOR_FINANCE: FormTypeDefinition = {
  ...FINANCE_BASE,
  category: 'Finance Application',
  heading: 'Apply for finance',
  fields: applicationFields,
  messageRule: false,
};
