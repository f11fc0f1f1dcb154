import { z } from 'zod';
import { EmailSchema, NameSchema } from './contact-fields.ts';
import { IsoInstantSchema, WebsiteIdQuerySchema, WebsiteIdSchema } from './primitives.ts';

/**
 * The signed-in shopper's own features (spec 02 §2 "Sign-in gated routes"): spin-to-win, online
 * payment and the account hub's activity. Every call needs the session (401 otherwise): a spin is
 * one per account, and a payment is recorded against the shopper who made it.
 */

export const PaymentIdSchema = z.string().regex(/^pay_[a-z0-9]{16}$/, 'Unknown payment id.');
export const CampaignSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/)
  .max(60);

export const SpinResultSchema = z.object({
  campaign: CampaignSchema,
  prize_id: z.string(),
  label: z.string(),
  /** Segment index on the wheel (the config's order), so the animation lands where the server drew. */
  segment: z.number().int().min(0),
  is_prize: z.boolean(),
  spun_at: IsoInstantSchema,
});
export type SpinResult = z.infer<typeof SpinResultSchema>;

export const SpinStatusQuerySchema = z.object({ website_id: WebsiteIdQuerySchema });
export const SpinStatusReplySchema = z.object({ campaign: CampaignSchema, spin: SpinResultSchema.nullable(), closed: z.boolean() });

export const SpinRequestSchema = z.object({ website_id: WebsiteIdSchema, campaign: CampaignSchema });
/** `repeat`: this account had already spun; the reply is the recorded result, not a new draw. */
export const SpinReplySchema = z.object({ spin: SpinResultSchema, repeat: z.boolean() });

/** Dollars; cents, the dealer's min and max are checked by both the form and the API (src/domain/account/online-payment.ts). */
export const PaymentAmountSchema = z.number({ message: 'Please enter an amount.' }).positive('Please enter an amount.');

export const CreateOnlinePaymentRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  amount: PaymentAmountSchema,
  purpose: z.string().trim().min(1, 'Please choose what the payment is for.').max(60),
  reference: z
    .string()
    .trim()
    .min(1, 'Please enter the reference on your invoice.')
    .max(40, 'A reference is at most 40 characters.')
    .regex(/^[A-Za-z0-9 ./#_-]+$/, 'A reference is letters, digits, spaces and . / # _ - only.'),
  name: NameSchema,
  email: EmailSchema,
});
export const OnlinePaymentStatusSchema = z.enum(['pending_payment', 'paid']);
const paymentFields = {
  payment_id: PaymentIdSchema,
  status: OnlinePaymentStatusSchema,
  amount: z.number(),
  currency: z.literal('AUD'),
  purpose: z.string(),
  reference: z.string(),
  created_at: IsoInstantSchema,
  paid_at: IsoInstantSchema.nullable(),
};
export const OnlinePaymentSchema = z.object(paymentFields);
export type OnlinePayment = z.infer<typeof OnlinePaymentSchema>;

export const CreateOnlinePaymentReplySchema = z.object({
  ...paymentFields,
  payment: z.object({ provider: z.string(), intent_id: z.string(), client_secret: z.string() }),
});
export type CreateOnlinePaymentReply = z.infer<typeof CreateOnlinePaymentReplySchema>;

export const OnlinePaymentParamsSchema = z.object({ payment_id: PaymentIdSchema });
export const ConfirmOnlinePaymentRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  payment_method: z.string().trim().min(1, 'A payment method is required.').max(200),
});
export const OnlinePaymentQuerySchema = z.object({ website_id: WebsiteIdQuerySchema });

export const AccountActivityReplySchema = z.object({
  payments: z.array(OnlinePaymentSchema),
  spins: z.array(SpinResultSchema),
});
export type AccountActivityReply = z.infer<typeof AccountActivityReplySchema>;
