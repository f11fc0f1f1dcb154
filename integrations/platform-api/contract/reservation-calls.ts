import { z } from 'zod';
import { EmailSchema, NameSchema, PhoneSchema } from './contact-fields.ts';
import { CarIdSchema, IsoInstantSchema, ReservationIdSchema, WebsiteIdSchema } from './primitives.ts';

/**
 * Reserve online (spec 02 §4 "Reservation", §9): a $200 refundable deposit holds a car for 48 hours.
 * Step 1 creates a payment intent with the dealer's payment provider; step 2 confirms it with a
 * payment method the provider's browser SDK produced (the test provider takes test card numbers).
 */

export const RESERVATION_DEPOSIT_AUD = 200;
export const RESERVATION_HOLD_HOURS = 48;

export const ReservationStatusSchema = z.enum(['pending_payment', 'confirmed']);

export const CreateReservationRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  car_id: CarIdSchema,
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
});
export const CreateReservationReplySchema = z.object({
  reservation_id: ReservationIdSchema,
  status: ReservationStatusSchema,
  car_id: CarIdSchema,
  amount: z.number(),
  currency: z.literal('AUD'),
  hold_hours: z.number(),
  /** The car is held for this shopper until then; unpaid by then, the reservation expires and frees it. */
  hold_expires_at: IsoInstantSchema.optional(),
  payment: z.object({ provider: z.string(), intent_id: z.string(), client_secret: z.string() }),
});

export const ReservationParamsSchema = z.object({ reservation_id: ReservationIdSchema });
export const ConfirmReservationRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  payment_method: z.string().trim().min(1, 'A payment method is required.').max(200),
});
export const ConfirmReservationReplySchema = z.object({
  reservation_id: ReservationIdSchema,
  status: z.literal('confirmed'),
  car_id: CarIdSchema,
  reserved_until: IsoInstantSchema,
});

/** The shopper cancels: the reservation's own email is the proof (the id alone is not enough). */
export const CancelReservationRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  email: EmailSchema,
});
export const CancelReservationReplySchema = z.object({
  reservation_id: ReservationIdSchema,
  status: z.literal('cancelled'),
  car_id: CarIdSchema,
  /** True when a paid deposit went back through the payment provider. */
  refunded: z.boolean(),
});

export type CreateReservationRequest = z.input<typeof CreateReservationRequestSchema>;
export type CreateReservationReply = z.infer<typeof CreateReservationReplySchema>;
export type ConfirmReservationReply = z.infer<typeof ConfirmReservationReplySchema>;
