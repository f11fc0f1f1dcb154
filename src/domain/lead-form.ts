import { CAREERS_CATEGORY } from './lead-events.ts';

/** Pure rules applied to an enquiry form before it is sent (spec 02 §3 "Enquiry form fields", §5). */

export const DEFAULT_ENQUIRY_CATEGORY = 'General Enquiry';
export const CAREERS_SUBCATEGORY = 'Career Enquiry';
/** Radio groups that only steer the form itself; never sent. */
export const RADIO_OPTIONS_SUFFIX = '__radio';
/** Tick boxes whose checked options are sent together as `additional_services`. */
export const CHECK_OPTIONS_SUFFIX = '__check';

export type FormValue = string | number | boolean | readonly string[] | null | undefined;
export type FormFields = Record<string, FormValue>;

export interface PreparedEnquiry {
  [field: string]: FormValue;
  category: string;
  subcategory?: string;
  additional_services?: string[];
}

const UNCHECKED = new Set(['', 'false', 'off', 'no']);
const CHECKED_FLAG = new Set(['true', 'on', 'yes']);

/**
 * The checked options of one check-options field. A bare tick (true / 'on') means the option named
 * by the field itself; a string value or a list of values names the options directly.
 */
function checkedOptions(name: string, value: FormValue): string[] {
  const option = name.slice(0, -CHECK_OPTIONS_SUFFIX.length);
  if (value === true) return [option];
  if (typeof value === 'string') {
    const normalised = value.trim().toLowerCase();
    if (UNCHECKED.has(normalised)) return [];
    return [CHECKED_FLAG.has(normalised) ? option : value.trim()];
  }
  if (Array.isArray(value)) return value.map((item: string) => item.trim()).filter((item) => item !== '');
  return [];
}

export function prepareEnquiry(fields: FormFields): PreparedEnquiry {
  const rest: FormFields = {};
  const services: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (name.endsWith(RADIO_OPTIONS_SUFFIX)) continue;
    if (name.endsWith(CHECK_OPTIONS_SUFFIX)) services.push(...checkedOptions(name, value));
    else rest[name] = value;
  }
  const chosen = typeof fields.category === 'string' ? fields.category.trim() : '';
  const prepared: PreparedEnquiry = { ...rest, category: chosen || DEFAULT_ENQUIRY_CATEGORY };
  // Careers has no category of its own in the dealer CRM: it travels as a General Enquiry subcategory.
  if (chosen === CAREERS_CATEGORY) {
    prepared.category = DEFAULT_ENQUIRY_CATEGORY;
    prepared.subcategory = CAREERS_SUBCATEGORY;
  }
  if (services.length > 0) prepared.additional_services = [...new Set(services)];
  return prepared;
}
