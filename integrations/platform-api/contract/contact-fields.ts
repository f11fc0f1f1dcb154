import './zod-csp.ts';
import { z } from 'zod';

/**
 * Contact field rules shared by the browser forms and the API (spec 01 §5 and 02 §5 say "not shown";
 * these are ours, documented in docs/platform-api.md):
 * - name: 1–80 characters; letters in any script, spaces, hyphens, apostrophes (' and ’) and full stops.
 * - email: trimmed, lower-cased, a normal address of at most 254 characters.
 * - phone: an Australian mobile (04xx xxx xxx) or landline with area code (02/03/07/08 xxxx xxxx);
 *   spaces, dashes, dots and brackets are ignored and +61 / 61 becomes 0. Sent normalised: "0412345678".
 * - mobile: like phone but 04 only (sign-in codes and the lead form's Mobile Number).
 * - postcode: exactly 4 digits (spec 02 §5).
 */

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Names must be 80 characters or fewer.',
  nameCharacters: 'Names can only contain letters, spaces, hyphens, apostrophes and full stops.',
  lastNameRequired: 'Please enter your last name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 07 3123 4567.',
  mobile: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  contactRequired: 'Please enter an email address or phone number.',
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Messages must be 5,000 characters or fewer.',
} as const;

export const NameSchema = z
  .string({ message: CONTACT_MESSAGES.nameRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.nameRequired)
  .max(80, CONTACT_MESSAGES.nameTooLong)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u, CONTACT_MESSAGES.nameCharacters);

export const EmailSchema = z
  .string({ message: CONTACT_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, CONTACT_MESSAGES.email)
  .pipe(z.email({ message: CONTACT_MESSAGES.email }));

/** "+61 (412) 345-678" → "0412345678". Anything else is left for the pattern to reject. */
export function normaliseAustralianPhone(raw: string): string {
  const compact = raw.replace(/[\s().-]/g, '');
  if (compact.startsWith('+61')) return `0${compact.slice(3)}`;
  if (/^61\d{9}$/.test(compact)) return `0${compact.slice(2)}`;
  return compact;
}

const phoneText = (message: string) => z.string({ message }).trim().max(30, message).transform(normaliseAustralianPhone);

export const PhoneSchema = phoneText(CONTACT_MESSAGES.phone).pipe(z.string().regex(/^0(4\d{8}|[2378]\d{8})$/, CONTACT_MESSAGES.phone));

export const MobilePhoneSchema = phoneText(CONTACT_MESSAGES.mobile).pipe(z.string().regex(/^04\d{8}$/, CONTACT_MESSAGES.mobile));

export const PostcodeSchema = z
  .string({ message: CONTACT_MESSAGES.postcode })
  .trim()
  .regex(/^\d{4}$/, CONTACT_MESSAGES.postcode);

export const MessageSchema = z.string().trim().max(5000, CONTACT_MESSAGES.messageTooLong);

/**
 * Forms send "" for an input left empty; for an optional field that means "not given", not "invalid".
 * The inner schema's own message survives (a union would hide it behind "Invalid input").
 */
export function blankAsAbsent<Out>(schema: z.ZodType<Out, string>) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value))
    .pipe(schema.optional());
}
