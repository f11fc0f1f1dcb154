import { z } from 'zod';
import { blankAsAbsent, CONTACT_MESSAGES, EmailSchema, MessageSchema, NameSchema, PhoneSchema, PostcodeSchema } from './contact-fields.ts';
import { CarIdSchema, IsoInstantSchema, LeadIdSchema, WebsiteIdSchema } from './primitives.ts';

/**
 * The lead payload (spec 02 §3 "Lead payload" + "Enquiry form fields"), validated by the browser
 * form and again by the API. Fields the shopper types are checked with messages; fields the page
 * fills in (visited pages, user agent) are trimmed to size instead, so a long visit never loses a lead.
 */

export const FORM_TYPES = [
  'general-enquiry',
  'vehicle-enquiry',
  'finance-enquiry',
  'finance-pre-approval',
  'apply-for-finance',
  'book-a-service',
  'sell-your-car',
  'contact',
  'test-drive',
  'request-photos',
  'trade-in',
] as const;
export const FormTypeSchema = z.enum(FORM_TYPES, { message: 'Unknown form type.' });
export type FormType = z.infer<typeof FormTypeSchema>;

/** Hidden input bots fill and people never see (render it with autocomplete="off" tabindex="-1"). */
export const HONEYPOT_FIELD = 'company_website';
/** The lead field carrying a captcha token, and the error code of a token the provider refused. */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token';
export const CAPTCHA_FAILED_CODE = 'captcha_failed';
export const CAPTCHA_FAILED_MESSAGE =
  "The check that you're not a robot has expired or failed. Please complete it again and resend — your details are still here.";
export const DEFAULT_CATEGORY = 'General Enquiry';

const YesNoSchema = z.enum(['Yes', 'No']);
const shortText = (max: number) => z.string().trim().max(max);
const clipped = (max: number) => z.string().transform((value) => value.slice(0, max));

export const LeadAttributesSchema = z.object({
  // Keep the most recent pages: the end of a visit says most about intent.
  visited_pages: z
    .array(clipped(2000))
    .default([])
    .transform((pages) => pages.slice(-50)),
  linked_query_params: z.record(clipped(100), clipped(500)).default({}),
});

/** Dealer-specific custom fields are kept as sent, within these bounds. */
const ExtraFieldSchema = z.union([z.string().max(2000), z.number(), z.boolean(), z.null(), z.array(z.string().max(200)).max(30)]);

/** The named fields; dealer custom fields come on top (LeadPayloadObjectSchema). */
export const LeadFieldsSchema = z.object({
  website_id: WebsiteIdSchema,
  form_type: FormTypeSchema,
  category: shortText(100).min(1).default(DEFAULT_CATEGORY),
  subcategory: blankAsAbsent(shortText(100)),
  // Contact
  name: NameSchema,
  last_name: blankAsAbsent(NameSchema),
  email: blankAsAbsent(EmailSchema),
  phone: blankAsAbsent(PhoneSchema),
  postcode: blankAsAbsent(PostcodeSchema),
  message: blankAsAbsent(MessageSchema),
  opt_in: z.boolean().default(false),
  PreferredContactMethod: z.enum(['Phone', 'Email', 'SMS']).optional(),
  finance: YesNoSchema.optional(),
  'do-you-have-a-trade-in': YesNoSchema.optional(),
  Rego: blankAsAbsent(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{1,10}$/, 'Please enter a valid rego.'),
  ),
  additional_services: z.array(shortText(200)).max(30).default([]),
  // Where and about what
  dealership_slug: blankAsAbsent(shortText(100)),
  manufacturer_slug: blankAsAbsent(shortText(100)),
  location: blankAsAbsent(shortText(200)),
  location_id: z.number().int().positive().optional(),
  page_id: z.union([z.string().max(100), z.number()]).optional(),
  stock_number: blankAsAbsent(shortText(50)),
  'Vehicle Make': blankAsAbsent(shortText(100)),
  'Vehicle Model': blankAsAbsent(shortText(100)),
  car_type: z.enum(['new', 'demo', 'used']).optional(),
  car_id: CarIdSchema.optional(),
  vehicle_status: blankAsAbsent(shortText(50)),
  car_dealership_id: z.number().int().positive().optional(),
  autogauge_enabled: z.boolean().optional(),
  /** Test drive: a slot start from the availability call (ISO 8601). */
  appointment_at: IsoInstantSchema.optional(),
  // Context the page adds
  url: blankAsAbsent(z.url({ protocol: /^https?$/, message: 'Must be an http(s) URL.' }).max(2000)),
  source: clipped(200).optional(),
  user_agent: clipped(500).optional(),
  lead_attributes: LeadAttributesSchema.default({ visited_pages: [], linked_query_params: {} }),
  [HONEYPOT_FIELD]: z.unknown().optional(),
  /** The captcha widget's token (Turnstile), checked by the API before the lead is stored; never stored. */
  [CAPTCHA_TOKEN_FIELD]: z.string().max(2048).optional(),
  /** Set by the browser outbox on a resend: a token that has expired meanwhile keeps the lead, flagged (docs/integrations.md). */
  captcha_resend: z.boolean().optional(),
});

export const LeadPayloadObjectSchema = LeadFieldsSchema.catchall(ExtraFieldSchema);

type LeadPayloadDraft = z.output<typeof LeadPayloadObjectSchema>;

/** At least one way to reach the shopper: a lead nobody can answer is not a lead. */
function requireContactRoute(lead: LeadPayloadDraft, ctx: z.RefinementCtx): void {
  if (!lead.email && !lead.phone) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: CONTACT_MESSAGES.contactRequired });
  }
  const extraKeys = Object.keys(lead).filter((key) => !(key in LeadPayloadObjectSchema.shape));
  if (extraKeys.length > 40) ctx.addIssue({ code: 'custom', path: [], message: 'Too many custom fields (at most 40).' });
  for (const key of extraKeys) {
    if (key.length > 100) ctx.addIssue({ code: 'custom', path: [key.slice(0, 100)], message: 'Field name too long.' });
  }
}

/** spec 02 §5: 'Careers Enquiry' is sent as General Enquiry with subcategory Career Enquiry. */
export function normaliseLeadCategory<T extends { category: string; subcategory?: string | undefined }>(lead: T): T {
  if (lead.category !== 'Careers Enquiry') return lead;
  return { ...lead, category: DEFAULT_CATEGORY, subcategory: 'Career Enquiry' };
}

export const LeadPayloadSchema = LeadPayloadObjectSchema.superRefine(requireContactRoute).transform(normaliseLeadCategory);
/**
 * What a form sends. Written by hand because zod's catchall type would force every named field
 * (lead_attributes is an object) to fit the custom-field value type; custom fields are checked at runtime.
 */
export type LeadPayloadInput = z.input<typeof LeadFieldsSchema> & { [customField: string]: unknown };
export type LeadPayload = z.output<typeof LeadPayloadSchema>;

/** Stricter per-form rules a dealer's form applies on top of the API's baseline (spec 02 §5). */
export interface LeadFormRules {
  /** Message required by default; a dealer setting relaxes it. */
  messageRequired?: boolean;
  requireLastName?: boolean;
  requirePostcode?: boolean;
  requireEmail?: boolean;
  requirePhone?: boolean;
  requireLocation?: boolean;
  requireDealership?: boolean;
}

export function createLeadFormSchema(rules: LeadFormRules = {}) {
  const { messageRequired = true } = rules;
  const required: Array<[keyof LeadPayloadDraft, boolean | undefined, string]> = [
    ['message', messageRequired, CONTACT_MESSAGES.messageRequired],
    ['last_name', rules.requireLastName, CONTACT_MESSAGES.lastNameRequired],
    ['postcode', rules.requirePostcode, CONTACT_MESSAGES.postcode],
    ['email', rules.requireEmail, CONTACT_MESSAGES.email],
    ['phone', rules.requirePhone, CONTACT_MESSAGES.phone],
    ['location', rules.requireLocation, 'Please choose a location.'],
    ['dealership_slug', rules.requireDealership, 'Please choose a dealership.'],
  ];
  return LeadPayloadObjectSchema.superRefine((lead, ctx) => {
    requireContactRoute(lead, ctx);
    for (const [field, isRequired, message] of required) {
      if (isRequired && (lead[field] === undefined || lead[field] === '')) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  }).transform(normaliseLeadCategory);
}

/** spec 02 §7 "Lead submit": the reply has lead_id and, when the dealer has something to say, error. */
export const LeadReplySchema = z.object({ lead_id: LeadIdSchema, error: z.string().optional() });
export type LeadReply = z.infer<typeof LeadReplySchema>;
