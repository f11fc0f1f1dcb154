import type { FormType, LeadPayloadInput } from '#contract/lead-payload.ts';
import { prepareEnquiry, type FormFields } from '../domain/lead-form.ts';
import type { CarSummary } from './car-summary.ts';
import { DEALERSHIP_FIELD, LOCATION_FIELD, SLOT_FIELD, TERMS_FIELD, type LocationChoice } from './form-fields.ts';

/**
 * Turns what the visitor typed into the lead payload of spec 02 §3 "Lead payload": the enquiry rules
 * of src/domain/lead-form.ts first (radio markers dropped, check options → additional_services,
 * category default and the careers remap), then the car, the dealership and the page context.
 *
 * Example: { name: 'Jo', category: 'Careers Enquiry', services__check: ['Tyres'] } on /contact →
 * { name: 'Jo', category: 'General Enquiry', subcategory: 'Career Enquiry', additional_services: ['Tyres'],
 *   url: 'https://…/contact', lead_attributes: { visited_pages: […], linked_query_params: {…} }, … }
 */

export interface LeadPageContext {
  url: string;
  userAgent: string;
  source: string;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
}

export interface LeadFormIdentity {
  websiteId: number;
  formType: FormType;
  /** The form's fixed category; a category the visitor picked wins. */
  category: string;
  subcategory?: string;
  manufacturerSlug?: string;
  autogaugeEnabled: boolean;
  /** The only dealership of a single-dealership site. */
  defaultDealershipSlug?: string;
  /** Hidden preset text (Request Photos) put before what the visitor wrote. */
  presetMessage?: string;
}

export type FormValues = Record<string, string | boolean | string[]>;

/** Values that stay in the form: they are turned into payload fields of another name here. */
const UI_ONLY = new Set([LOCATION_FIELD, DEALERSHIP_FIELD, SLOT_FIELD, TERMS_FIELD, 'opt_in', 'loan_amount']);

function isBlank(value: unknown): boolean {
  return value === '' || value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

function truthy(value: FormValues[string] | undefined): boolean {
  return value === true || value === 'true' || value === 'on' || value === 'Yes';
}

export function buildLeadPayload(
  form: LeadFormIdentity,
  values: FormValues,
  page: LeadPageContext,
  options: { car?: CarSummary | undefined; locations?: readonly LocationChoice[] } = {},
): LeadPayloadInput {
  const { car } = options;
  const fields: FormFields = {};
  for (const [name, value] of Object.entries(values)) {
    if (!UI_ONLY.has(name) && !isBlank(value)) fields[name] = typeof value === 'string' ? value.trim() : value;
  }
  if (fields.category === undefined) fields.category = form.category;
  const prepared = prepareEnquiry(fields);

  const payload: Record<string, unknown> = { ...prepared, website_id: form.websiteId, form_type: form.formType };
  if (form.subcategory && !payload.subcategory) payload.subcategory = form.subcategory;
  payload.opt_in = truthy(values.opt_in);
  if (values[TERMS_FIELD] !== undefined) payload[TERMS_FIELD] = truthy(values[TERMS_FIELD]);
  const loan = Number(String(values.loan_amount ?? '').replace(/[$,\s]/g, ''));
  if (values.loan_amount && Number.isFinite(loan) && loan > 0) payload.loan_amount = loan;
  const slot = values[SLOT_FIELD];
  if (typeof slot === 'string' && slot !== '') payload.appointment_at = slot;

  if (form.presetMessage) {
    const typed = typeof prepared.message === 'string' ? prepared.message : '';
    payload.message = typed ? `${form.presetMessage}\n\n${typed}` : form.presetMessage;
  }

  const location = options.locations?.find((choice) => String(choice.id) === values[LOCATION_FIELD]);
  if (location) {
    payload.location = location.name;
    payload.location_id = location.id;
  } else if (car?.location) {
    // A car's lead goes to the car's own showroom: a test drive there takes that showroom's slot.
    payload.location = car.location.name;
    payload.location_id = car.location.id;
  }
  // spec 02 §7: the dealership comes from the visitor's choice, else the chosen (service) location's
  // dealership, else the car's, else the site's only dealership.
  const chosenDealership = typeof values[DEALERSHIP_FIELD] === 'string' ? values[DEALERSHIP_FIELD] : '';
  const dealershipSlug = chosenDealership || location?.dealership_slug || car?.dealership_slug || form.defaultDealershipSlug;
  if (dealershipSlug) payload.dealership_slug = dealershipSlug;
  if (form.manufacturerSlug) payload.manufacturer_slug = form.manufacturerSlug;

  // What the visitor typed wins: a trade-in about a stock car records the visitor's own car's make and model.
  if (car) for (const [field, value] of Object.entries(carFields(car))) if (!(field in payload)) payload[field] = value;
  payload.autogauge_enabled = form.autogaugeEnabled;
  payload.url = page.url;
  payload.source = page.source;
  payload.user_agent = page.userAgent;
  payload.lead_attributes = { visited_pages: page.visitedPages, linked_query_params: page.linkedQueryParams };
  return payload as LeadPayloadInput;
}

/** The car part of the payload (spec 02 §3): the dealer's CRM matches leads to stock by these. */
export function carFields(car: CarSummary): Record<string, unknown> {
  return {
    car_id: car.id,
    car_type: car.car_type,
    vehicle_status: car.status,
    car_dealership_id: car.dealership_id,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    ...(car.stocknum ? { stock_number: car.stocknum } : {}),
  };
}
