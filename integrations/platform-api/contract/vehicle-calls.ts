import { z } from 'zod';
import { PostcodeSchema } from './contact-fields.ts';
import { CarIdQuerySchema, CarIdSchema, CarSlugSchema, IsoInstantSchema, WebsiteIdQuerySchema, WebsiteIdSchema } from './primitives.ts';

/** Calls a vehicle page makes (spec 01 §7). Cars are addressed within one website: slugs repeat across dealers. */

export const CarSlugParamsSchema = z.object({ slug: CarSlugSchema });
export const CarIdParamsSchema = z.object({ car_id: CarIdQuerySchema });
export const WebsiteQuerySchema = z.object({ website_id: WebsiteIdQuerySchema });

/** Live facts that may have changed since the static page was built. */
export const LiveCarFieldsSchema = z.object({
  id: CarIdSchema,
  slug: z.string(),
  status: z.string(),
  reserved: z.boolean(),
  /** End of a paid 48-hour hold, when there is one. */
  reserved_until: IsoInstantSchema.nullable(),
  available: z.boolean(),
  price: z.number(),
  photos_count: z.number().int(),
  updated_at: z.string().nullable(),
});

export const ViewsQuerySchema = WebsiteQuerySchema.extend({
  photos_count: z.coerce.number().int().min(0).optional(),
  updated_at: z.string().max(64).optional(),
});
export const ViewsReplySchema = z.object({
  views: z.number().int().min(0),
  car_fields: LiveCarFieldsSchema.extend({
    /** The page's photos_count/updated_at differ from the stock's: the page is older than the data. */
    changed: z.boolean(),
  }),
});

/** @alias The status call's reply is exactly the live fields (a second name for the route table). */
export const CarStatusReplySchema = LiveCarFieldsSchema;

/** At most this many cars per batch status request (a search page shows 21 cards). */
export const MAX_CAR_STATUS_BATCH = 48;

/** `ids=12,34,56`: the cards on a search page, asked about in one request (cacheable GET). */
export const CarStatusesQuerySchema = WebsiteQuerySchema.extend({
  ids: z
    .string()
    .max(MAX_CAR_STATUS_BATCH * 12, `At most ${MAX_CAR_STATUS_BATCH} car ids.`)
    // 'abc' becomes NaN, which the id check refuses.
    .transform((text) =>
      [
        ...new Set(
          text
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ].map(Number),
    )
    .pipe(z.array(CarIdSchema).min(1, 'At least one car id.').max(MAX_CAR_STATUS_BATCH, `At most ${MAX_CAR_STATUS_BATCH} car ids.`)),
});
/** The live fields of each asked-for car this website lists; ids it does not know are left out. */
export const CarStatusesReplySchema = z.object({ cars: z.array(LiveCarFieldsSchema) });

/** spec 01 §3 "Price-comparison data". */
export const AutogaugeReplySchema = z.object({
  fill: z.number().min(0).max(1),
  listing_price: z.number(),
  market_range_min: z.number(),
  market_range_max: z.number(),
  confidence: z.number().min(0).max(1),
  description: z.string(),
  /** Where the market range comes from; the gauge names it (a demo server must say it is demo data). */
  source: z.string().min(1).optional(),
});

export const LenderDetailsSchema = z.object({
  /** Always present: the lender's own text, else the platform's default disclaimer. */
  disclaimer: z.string(),
  deposit: z.number().nullable(),
  termYears: z.number().nullable(),
  termMonths: z.number().nullable(),
  interestRate: z.number().nullable(),
  comparisonRate: z.number().nullable(),
  establishmentFees: z.number().nullable(),
  paymentWeek: z.number().nullable(),
  paymentMonth: z.number().nullable(),
  totalPayable: z.number().nullable(),
});
export const FinanceDetailsReplySchema = z.object({
  car_id: CarIdSchema,
  lenders: z.record(z.string(), LenderDetailsSchema),
});

export const PhoneRevealRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  car_id: CarIdSchema,
  dealership_id: z.number().int().positive(),
});
export const PhoneRevealReplySchema = z.object({ recorded: z.literal(true) });

export const DELIVERY_NO_ESTIMATE_MESSAGE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
export const DeliveryQuerySchema = WebsiteQuerySchema.extend({
  postcode: PostcodeSchema,
  car_id: CarIdQuerySchema.optional(),
});
/** spec 01 §3 "delivery estimate (price, name of region)". */
export const DeliveryReplySchema = z.object({
  postcode: z.string(),
  price: z.number().min(0),
  name: z.string(),
  currency: z.literal('AUD'),
});

export const TestDriveAvailabilityQuerySchema = WebsiteQuerySchema.extend({
  /** Defaults to the car's location, else the dealer's primary sales location. */
  location_id: z.coerce.number().int().positive().optional(),
  car_id: CarIdQuerySchema.optional(),
});
export const TestDriveAvailabilityReplySchema = z.object({
  location_id: z.number().int(),
  time_zone: z.string(),
  slot_minutes: z.number().int().positive(),
  days: z.array(
    z.object({
      /** Local calendar date, YYYY-MM-DD. */
      date: z.string(),
      weekday: z.number().int().min(0).max(6),
      /** `start` goes back as the lead's appointment_at; `time` is local HH:MM for display. */
      slots: z.array(z.object({ start: IsoInstantSchema, time: z.string() })),
    }),
  ),
});

export type ViewsReply = z.infer<typeof ViewsReplySchema>;
export type CarStatusReply = z.infer<typeof CarStatusReplySchema>;
export type AutogaugeReply = z.infer<typeof AutogaugeReplySchema>;
export type FinanceDetailsReply = z.infer<typeof FinanceDetailsReplySchema>;
export type LenderDetails = z.infer<typeof LenderDetailsSchema>;
export type DeliveryReply = z.infer<typeof DeliveryReplySchema>;
export type TestDriveAvailabilityReply = z.infer<typeof TestDriveAvailabilityReplySchema>;
