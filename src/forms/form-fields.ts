import type { FormType, LeadFormRules } from '#contract/lead-payload.ts';
import { CHECK_OPTIONS_SUFFIX, RADIO_OPTIONS_SUFFIX } from '../domain/lead-form.ts';
import type { CarSummary } from './car-summary.ts';
import type { LeadFormSettings } from './form-settings.ts';

/**
 * The shapes of a lead form: its fields, the context it is drawn in and the definition the build
 * renders and the island recomputes. What each form type holds is its record in form-types/;
 * define-form.ts puts a record and a context together.
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
/** spec 02 §3 "Lead form fields" in their three steps. */
export const LEAD_FORM_STEPS = [['name', 'last_name'], ['postcode'], ['phone', 'email']];
