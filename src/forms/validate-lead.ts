import { CONTACT_MESSAGES, MobilePhoneSchema } from '#contract/contact-fields.ts';
import { createLeadFormSchema, type LeadPayload, type LeadPayloadInput } from '#contract/lead-payload.ts';
import { BOOKING_CHOICE_FIELD, DEALERSHIP_FIELD, LOCATION_FIELD, SLOT_FIELD, TERMS_FIELD, type FormDefinition } from './form-fields.ts';
import type { FormValues } from './lead-payload.ts';

/**
 * Browser-side validation with the API's own schema (createLeadFormSchema from the contract), so a
 * lead the form accepts is a lead the API accepts. Errors come back per form field, in form order,
 * ready for the 'Please fix the following errors:' list.
 */

export const ERROR_SUMMARY_TITLE = 'Please fix the following errors:';
export const TERMS_MESSAGE = 'Please accept the terms to continue.';
export const SLOT_MESSAGE = 'Please choose a date and time, or ask us to call you.';

export interface FieldError {
  field: string;
  label: string;
  message: string;
}

export type LeadValidation = { ok: true; payload: LeadPayload } | { ok: false; errors: FieldError[] };

/** Payload paths whose form field has another name. */
const FIELD_FOR_PATH: Record<string, string> = {
  location: LOCATION_FIELD,
  location_id: LOCATION_FIELD,
  dealership_slug: DEALERSHIP_FIELD,
  appointment_at: SLOT_FIELD,
};

/** The API's own wording for a missing field, so the browser and a 400 reply read the same. */
const REQUIRED_MESSAGES: Record<string, string> = {
  name: CONTACT_MESSAGES.nameRequired,
  last_name: CONTACT_MESSAGES.lastNameRequired,
  email: CONTACT_MESSAGES.email,
  phone: CONTACT_MESSAGES.phone,
  mobile: CONTACT_MESSAGES.mobile,
  postcode: CONTACT_MESSAGES.postcode,
  message: CONTACT_MESSAGES.messageRequired,
  [LOCATION_FIELD]: 'Please choose a location.',
  [DEALERSHIP_FIELD]: 'Please choose a dealership.',
};

function isBlank(value: FormValues[string] | undefined): boolean {
  return value === undefined || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

export function validateLead(definition: FormDefinition, payload: LeadPayloadInput, values: FormValues): LeadValidation {
  const byField = new Map<string, string>();
  const add = (field: string, message: string) => {
    if (!byField.has(field)) byField.set(field, message);
  };

  const parsed = createLeadFormSchema(definition.rules).safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? '');
      add(FIELD_FOR_PATH[path] ?? path, issue.message);
    }
  }
  for (const field of definition.fields) {
    const value = values[field.name];
    if (field.mobile && typeof value === 'string' && value.trim() !== '') {
      const mobile = MobilePhoneSchema.safeParse(value);
      if (!mobile.success) add(field.name, mobile.error.issues[0]?.message ?? 'Please enter a mobile number.');
    }
    if (field.name === TERMS_FIELD && field.required && value !== true) add(field.name, TERMS_MESSAGE);
    if (field.name === SLOT_FIELD && values[BOOKING_CHOICE_FIELD] === 'pick' && isBlank(value)) add(field.name, SLOT_MESSAGE);
    // Zod skips object refinements once a field has failed, so required fields are checked here too:
    // the visitor sees every missing field at once, not one round at a time.
    if (field.required && isBlank(value))
      add(field.name, REQUIRED_MESSAGES[field.mobile ? 'mobile' : field.name] ?? `Please fill in ${field.label.toLowerCase()}.`);
  }

  if (byField.size === 0 && parsed.success) return { ok: true, payload: parsed.data };
  const labels = new Map(definition.fields.map((field) => [field.name, field.label]));
  const order = definition.fields.map((field) => field.name);
  // A problem with no matching field (a custom field the page added) is still shown, last.
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const errors = [...byField].map(([field, message]) => ({ field, label: labels.get(field) ?? field, message })).sort((a, b) => rank(a.field) - rank(b.field));
  return { ok: false, errors };
}

/** Errors of one step of the multi-step form: later steps are not the visitor's concern yet. */
export function errorsInStep(errors: readonly FieldError[], step: readonly string[]): FieldError[] {
  return errors.filter((error) => step.includes(error.field));
}

/** A 400 reply's field errors (payload paths) as form field errors. */
export function fieldErrorsFromServer(definition: FormDefinition, fields: Readonly<Record<string, string>>): FieldError[] {
  const labels = new Map(definition.fields.map((field) => [field.name, field.label]));
  return Object.entries(fields).map(([path, message]) => {
    const top = path.split('.')[0] ?? path;
    const field = FIELD_FOR_PATH[top] ?? top;
    return { field, label: labels.get(field) ?? field, message };
  });
}
