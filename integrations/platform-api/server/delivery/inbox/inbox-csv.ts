import { stringify } from 'csv-stringify/sync';
import { leadTypeOf } from '../lead-type.ts';
import type { InboxLead } from './inbox-queries.ts';

/**
 * The inbox as CSV for spreadsheets and CRM imports. Shopper-typed text that starts like a formula
 * (= + - @ tab CR) is prefixed with an apostrophe so opening the file never runs anything.
 */

export const CSV_COLUMNS = [
  'lead_id',
  'created_at',
  'lead_type',
  'form_type',
  'category',
  'subcategory',
  'first_name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'car_id',
  'stock_number',
  'location_id',
  'dealership_slug',
  'appointment_at',
  'message',
  'suspected_spam',
  'delivery_status',
] as const;

export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function inboxCsv(items: InboxLead[]): string {
  const rows = items.map(({ lead, state }) =>
    [
      lead.id,
      lead.createdAt,
      leadTypeOf(lead.formType, lead.category, lead.subcategory),
      lead.formType,
      lead.category,
      lead.subcategory ?? '',
      lead.firstName,
      lead.lastName ?? '',
      lead.email ?? '',
      lead.phone ?? '',
      lead.postcode ?? '',
      lead.carId ?? '',
      typeof lead.payload.stock_number === 'string' ? lead.payload.stock_number : '',
      lead.locationId ?? '',
      lead.dealershipSlug ?? '',
      lead.appointmentAt ?? '',
      lead.message ?? '',
      lead.suspectedSpam ? 'yes' : 'no',
      state,
    ].map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)),
  );
  // A BOM so Excel reads UTF-8 names correctly; CRLF as RFC 4180 says.
  return `\uFEFF${stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: 'windows' })}`;
}
