import { formatAud, formatDateTime, formatKm } from '../../../../src/domain/format.ts';
import { PREFERRED_DATE_FIELD } from './appointment.ts';
import { formDescribesOwnCar, type LeadContext } from './lead-context.ts';

/**
 * Everything the shopper told the dealer beyond name, contact, car and time, as labelled answers in
 * the order a salesperson reads them: the form's own questions, the dealer's custom fields, marketing
 * consent, then where the lead came from. The email, the ADF comments and the webhook all list these,
 * so none of them drops what the form collected. A payload field nobody named here still shows, under
 * its own name: a new form field reaches the dealer before anyone writes a label for it.
 */

export interface LeadAnswer {
  /** The payload field (or `lead_attributes.*`) it came from. */
  field: string;
  label: string;
  value: string;
  group: 'answers' | 'custom' | 'consent' | 'campaign';
  href?: string;
}

type Format = (value: unknown, context: LeadContext) => string | null;

const plain = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};
/** A number field as typed: forms send what the input held ('84000', '84,000'). */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const digits = typeof value === 'string' ? value.replace(/[,\s]/g, '') : '';
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : null;
}

const number =
  (shown: (amount: number) => string): Format =>
  (value) => {
    const amount = numberOf(value);
    return amount === null ? plain(value) : shown(amount);
  };
const cents: Format = number((amount) => formatAud(amount / 100, { cents: true }));
const accepted: Format = (value) => (value === true ? 'Accepted' : value === false ? 'Not accepted' : plain(value));
const when: Format = (value, context) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatDateTime(value, context.site.timeZone) : plain(value);

/** The form questions (src/forms/form-types/) and the fields the server's own leads carry, in reading order. */
const KNOWN: Array<[field: string, label: string, format?: Format]> = [
  ['PreferredContactMethod', 'Contact by'],
  ['Rego', 'Rego'],
  ['vehicle_year', 'Year'],
  ['Vehicle Make', 'Make'],
  ['Vehicle Model', 'Model'],
  ['odometer_km', 'Kilometres', number(formatKm)],
  ['condition', 'Condition'],
  [PREFERRED_DATE_FIELD, 'Preferred date'],
  ['additional_services', 'Services'],
  ['finance', 'Interested in finance'],
  ['do-you-have-a-trade-in', 'Has a trade-in'],
  ['loan_amount', 'Loan amount', number((amount) => formatAud(amount))],
  ['employment_status', 'Employment status'],
  ['terms_accepted', 'Test-drive terms', accepted],
  ['amount_cents', 'Amount paid', cents],
  ['purpose', 'Paid for'],
  ['reference', 'Payment reference'],
  ['payment_id', 'Receipt number'],
  ['reservation_id', 'Reservation'],
  ['deposit_cents', 'Deposit', cents],
  ['reserved_until', 'Held until', when],
  ['campaign', 'Promotion'],
  ['prize', 'Prize'],
];

/** Fields shown elsewhere (contact, car, place, time), or machinery the dealer does not need. */
const SHOWN_ELSEWHERE = new Set([
  'website_id',
  'form_type',
  'category',
  'subcategory',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'location',
  'location_id',
  'dealership_slug',
  'manufacturer_slug',
  'car_id',
  'car_type',
  'vehicle_status',
  'car_dealership_id',
  'stock_number',
  'autogauge_enabled',
  'appointment_at',
  'page_id',
  'user_agent',
  'company_website',
  'captcha_token',
  'captcha_resend',
  // The online purchase's steps: the message already reads them out one line per step.
  'purchase_journey',
  'prize_id',
  'opt_in',
  'source',
  'url',
  'lead_attributes',
]);

const humanised = (field: string) => {
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function leadAnswers(context: LeadContext, options: { appointmentShown?: boolean } = {}): LeadAnswer[] {
  const { payload } = context.lead;
  const answers: LeadAnswer[] = [];
  const add = (field: string, label: string, value: string | null, group: LeadAnswer['group'], href?: string) => {
    if (value !== null && value.trim() !== '') answers.push({ field, label, value, group, ...(href ? { href } : {}) });
  };
  for (const [field, label, format = plain] of KNOWN) {
    // The stock car's own make and model, and a preferred date shown as the appointment, are not said twice.
    const stockCarAgain = (field === 'Vehicle Make' || field === 'Vehicle Model') && context.vehicle && !formDescribesOwnCar(context);
    const repeated = stockCarAgain || (field === PREFERRED_DATE_FIELD && options.appointmentShown);
    if (!repeated && field in payload) add(field, label, format(payload[field], context), 'answers');
  }
  const named = new Set(KNOWN.map(([field]) => field));
  for (const [field, value] of Object.entries(payload)) {
    if (!named.has(field) && !SHOWN_ELSEWHERE.has(field)) add(field, humanised(field), plain(value), 'custom');
  }
  if (typeof payload.opt_in === 'boolean') {
    add('opt_in', 'Marketing consent', payload.opt_in ? 'Yes — opted in to offers and news' : 'No — did not opt in to offers and news', 'consent');
  }
  add('source', 'Source', plain(payload.source), 'campaign');
  const attributes = (payload.lead_attributes ?? {}) as { visited_pages?: unknown; linked_query_params?: unknown };
  const linked = attributes.linked_query_params && typeof attributes.linked_query_params === 'object' ? attributes.linked_query_params : {};
  for (const [name, value] of Object.entries(linked)) add(`lead_attributes.linked_query_params.${name}`, name, plain(value), 'campaign');
  if (Array.isArray(attributes.visited_pages) && attributes.visited_pages.length > 0) {
    add('lead_attributes.visited_pages', 'Pages visited', attributes.visited_pages.map(String).join('\n'), 'campaign');
  }
  const url = plain(payload.url);
  add('url', 'Sent from', url, 'campaign', url ?? undefined);
  return answers;
}
