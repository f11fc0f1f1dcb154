import { z } from 'zod';
import { PURCHASE_STEPS } from '../../../src/domain/purchase-journey/steps.ts';
import { EmailSchema, NameSchema, PhoneSchema, PostcodeSchema, blankAsAbsent } from './contact-fields.ts';
import { CarIdQuerySchema, CarIdSchema, IsoInstantSchema, LeadIdSchema, ReservationIdSchema, WebsiteIdQuerySchema, WebsiteIdSchema } from './primitives.ts';

/**
 * The online purchase journey (spec 02 §2 `/checkout-journey`): one lead, one saved step
 * at a time — price confirmation (starts the journey), trade-in, finance or cash, deposit, delivery or
 * pick-up, then the summary that sends the whole lead to the dealer. The journey id is its lead id.
 * A journey is opened again with the resume token its start returned, or by its signed-in shopper.
 */

export const PurchaseStepSchema = z.enum(PURCHASE_STEPS);

/** 43 url-safe characters (256 random bits): proof that the caller started this journey. */
export const ResumeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Unknown journey token.');

export const StartPurchaseJourneyRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  car_id: CarIdSchema,
  name: NameSchema,
  last_name: blankAsAbsent(NameSchema),
  email: EmailSchema,
  phone: PhoneSchema,
  price_confirmed: z.literal(true, { message: 'Please confirm the price to continue.' }),
});

/** What each step must carry (beyond `step`), and the message when it does not. */
const REQUIRED_BY_STEP: Record<string, ReadonlyArray<readonly [string, string]>> = {
  trade_in: [['valuation_id', 'Please accept a valuation or skip the trade-in.']],
  finance: [['choice', 'Please choose finance or cash.']],
  deposit: [['reservation_id', 'Please pay the deposit first.']],
  fulfilment: [['method', 'Please choose delivery or pick-up.']],
  summary: [['confirmed', 'Please confirm to send your order.']],
};

/**
 * One step after the start. A flat object checked per step (rather than a discriminated union) so that
 * every request, even an empty one, is first asked for its `website_id`, and so the browser's slim zod
 * builds it from the methods it has.
 *   trade_in: `valuation_id` — the valuation (POST /api/leads/valuation on this journey's lead) accepted, or null to skip;
 *   finance: `choice`; deposit: `reservation_id` (paid); fulfilment: `method` (+ `postcode` for delivery); summary: `confirmed`.
 */
export const PurchaseStepRequestSchema = z
  .object({
    website_id: WebsiteIdSchema,
    /** The resume token the start returned (or the signed-in shopper's session). */
    token: ResumeTokenSchema.optional(),
    step: z.enum(['trade_in', 'finance', 'deposit', 'fulfilment', 'summary'], { message: 'Unknown step.' }),
    valuation_id: z.string().min(1).max(100).nullable().optional(),
    choice: z.enum(['cash', 'finance'], { message: 'Please choose finance or cash.' }).optional(),
    reservation_id: ReservationIdSchema.optional(),
    method: z.enum(['pickup', 'delivery'], { message: 'Please choose delivery or pick-up.' }).optional(),
    postcode: blankAsAbsent(PostcodeSchema),
    confirmed: z.literal(true, { message: 'Please confirm to send your order.' }).optional(),
  })
  .superRefine((body, context) => {
    for (const [field, message] of REQUIRED_BY_STEP[body.step] ?? []) {
      if ((body as Record<string, unknown>)[field] === undefined) context.addIssue({ code: 'custom', path: [field], message });
    }
    if (body.step === 'fulfilment' && body.method === 'delivery' && body.postcode === undefined) {
      context.addIssue({ code: 'custom', path: ['postcode'], message: 'Please enter a postcode.' });
    }
  });

export const PurchaseJourneyParamsSchema = z.object({ journey_id: LeadIdSchema });

export const ResumePurchaseJourneyQuerySchema = z.object({
  website_id: WebsiteIdQuerySchema,
  car_id: CarIdQuerySchema,
  journey_id: LeadIdSchema.optional(),
  token: ResumeTokenSchema.optional(),
});

const money = z.number().min(0);

export const PurchaseStepsSchema = z.object({
  price: z.object({ price: money, price_text: z.string(), price_type: z.string().optional(), confirmed_at: IsoInstantSchema }).optional(),
  trade_in: z
    .object({
      skipped: z.boolean(),
      valuation_id: z.string().optional(),
      vehicle: z.string().optional(),
      offer_price: money.optional(),
      amount_min: money.optional(),
      amount_max: money.optional(),
      note: z.string().optional(),
    })
    .optional(),
  finance: z
    .object({
      choice: z.enum(['cash', 'finance']),
      weekly: money.optional(),
      weekly_text: z.string().optional(),
      interest_rate: z.number().optional(),
      comparison_rate: z.number().optional(),
      term_years: z.number().optional(),
      deposit: money.optional(),
      establishment_fee: money.optional(),
      amount_financed: money.optional(),
      total_payable: money.optional(),
    })
    .optional(),
  deposit: z.object({ reservation_id: ReservationIdSchema, amount: money, currency: z.literal('AUD'), reserved_until: IsoInstantSchema }).optional(),
  fulfilment: z
    .object({
      method: z.enum(['pickup', 'delivery']),
      location_name: z.string().optional(),
      address: z.string().optional(),
      postcode: z.string().optional(),
      region: z.string().optional(),
      price: money.optional(),
    })
    .optional(),
  summary: z.object({ submitted_at: IsoInstantSchema }).optional(),
});

export const PurchaseJourneyReplySchema = z.object({
  journey_id: LeadIdSchema,
  car_id: CarIdSchema,
  status: z.enum(['open', 'submitted', 'stopped']),
  /** False once the car is sold or reserved by someone else: the journey stops with `message`. */
  available: z.boolean(),
  message: z.string().optional(),
  next_step: PurchaseStepSchema,
  contact: z.object({ name: z.string(), last_name: z.string().optional(), email: z.string(), phone: z.string() }),
  steps: PurchaseStepsSchema,
  /** Only in the reply that started the journey: keep it to resume after a reload. */
  resume_token: ResumeTokenSchema.optional(),
});

export type StartPurchaseJourneyRequest = z.input<typeof StartPurchaseJourneyRequestSchema>;
export type PurchaseStepRequest = z.input<typeof PurchaseStepRequestSchema>;
export type PurchaseJourneyReply = z.infer<typeof PurchaseJourneyReplySchema>;
export type PurchaseSteps = z.infer<typeof PurchaseStepsSchema>;
