import { z } from 'zod';
import { EmailSchema, PhoneSchema, blankAsAbsent } from './contact-fields.ts';
import { LeadIdSchema, WebsiteIdSchema } from './primitives.ts';

/**
 * The trade-in journey's senders after the lead step (spec 02 §3 "Trade-in steps", §4 "Trade-in",
 * §7 "Lead submit"): rego lookup → valuation → offer acceptance. Each one names the lead it continues.
 */

export const AU_STATES = ['QLD', 'NSW', 'VIC', 'TAS', 'SA', 'WA', 'NT', 'ACT'] as const;

export const RegoLookupRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  lead_id: LeadIdSchema,
  rego: z
    .string({ message: 'Please enter your rego.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{2,10}$/, 'Please enter a valid rego.'),
  regoState: z.enum(AU_STATES, { message: 'Please choose a state.' }),
});

export const TradeInVehicleSchema = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string(),
  description: z.string(),
});

export const RegoLookupReplySchema = z.object({
  lead_id: LeadIdSchema,
  /** Pass back as `id` with the valuation step. */
  valuation_id: z.string(),
  vehicle: TradeInVehicleSchema,
  error: z.string().optional(),
  /** true when the dealer's valuation adapter is the demonstration stand-in: the car is invented, and the site says so. */
  demonstration: z.literal(true).optional(),
});

/** Dealer-specific questions; `km` and `condition` are the two the estimate reads. */
export const AdjustmentAnswersSchema = z
  .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()]))
  .refine((answers) => Object.keys(answers).length <= 50, 'Too many answers (at most 50).');

export const ValuationRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  lead_id: LeadIdSchema,
  id: z.string().min(1).max(100),
  adjustmentAnswers: AdjustmentAnswersSchema,
});

export const ValuationSchema = z.object({
  id: z.string(),
  currency: z.literal('AUD'),
  amount_min: z.number(),
  amount_max: z.number(),
  offer_price: z.number(),
  /** spec 02 §4: the estimate is indicative and subject to inspection. */
  note: z.string(),
});

export const ValuationReplySchema = z.object({
  lead_id: LeadIdSchema,
  /** null when no instant estimate is given (over 7 years or 100,000 km); `error` says why. */
  valuation: ValuationSchema.nullable(),
  error: z.string().optional(),
  /** true when the offer comes from the demonstration stand-in, not a real valuation. */
  demonstration: z.literal(true).optional(),
});

export const OfferAcceptanceRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  lead_id: LeadIdSchema,
  form_completed: z.boolean(),
  offer_accepted: z.boolean(),
  category: z.string().trim().min(1).max(100),
  subcategory: z.literal('3. Offer Accepted', { message: "Subcategory must be '3. Offer Accepted'." }),
  email: blankAsAbsent(EmailSchema),
  phone: blankAsAbsent(PhoneSchema),
});

export type RegoLookupRequest = z.input<typeof RegoLookupRequestSchema>;
export type RegoLookupReply = z.infer<typeof RegoLookupReplySchema>;
export type ValuationRequest = z.input<typeof ValuationRequestSchema>;
export type ValuationReply = z.infer<typeof ValuationReplySchema>;
export type OfferAcceptanceRequest = z.input<typeof OfferAcceptanceRequestSchema>;
