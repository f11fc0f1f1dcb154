import { z } from 'zod';
import { MobilePhoneSchema, PhoneSchema } from './contact-fields.ts';
import { CarIdSchema, IsoInstantSchema, WebsiteIdSchema } from './primitives.ts';

/**
 * Sign-in by phone (spec 02 §3 "Signed-in user": id and phone) and the watchlist (spec 01 §7).
 * A code is requested for a mobile number and verified; the session token travels only in an
 * HttpOnly cookie the API sets on its own origin (one per website), never in a reply body.
 */

/** Prefix of the per-website session cookie: `fc_session_<website id>`. */
export const SESSION_COOKIE = 'fc_session';
/** Demo mode only: every code is this, and the reply says so. */
export const DEMO_SIGN_IN_CODE = '123456';

export const SignInCodeRequestSchema = z.object({ website_id: WebsiteIdSchema, phone: MobilePhoneSchema });
export const SignInCodeReplySchema = z.object({
  sent: z.literal(true),
  expires_in_seconds: z.number().int().positive(),
  /** Present in demo mode only. */
  demo_code: z.string().optional(),
});

export const SignInVerifyRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  phone: MobilePhoneSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code.'),
});
export const SignedInUserSchema = z.object({ id: z.number().int().positive(), phone: z.string() });
export const SignInVerifyReplySchema = z.object({
  user: SignedInUserSchema,
  expires_at: IsoInstantSchema,
});

export const SessionReplySchema = z.object({ user: SignedInUserSchema });
export const SignOutRequestSchema = z.object({ website_id: WebsiteIdSchema });
export const SignOutReplySchema = z.object({ signed_out: z.literal(true) });

/** spec 01 §7: {phone_number, car_id}; the phone must be the signed-in user's. */
export const WatchlistChangeRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  phone_number: PhoneSchema,
  car_id: CarIdSchema,
});
export const WatchlistChangeReplySchema = z.object({ success: z.boolean() });
export const WatchlistReplySchema = z.object({
  cars: z.array(z.object({ car_id: CarIdSchema, saved_at: IsoInstantSchema })),
});

export type SignedInUser = z.infer<typeof SignedInUserSchema>;
export type SignInVerifyReply = z.infer<typeof SignInVerifyReplySchema>;
export type WatchlistChangeRequest = z.input<typeof WatchlistChangeRequestSchema>;
