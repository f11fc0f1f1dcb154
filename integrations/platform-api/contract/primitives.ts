import './zod-csp.ts';
import { z } from 'zod';

/**
 * Small schemas every call shares. No Node imports: this folder is bundled into browser islands.
 */

/** The website id from a dealer's site.json; query strings carry it as text, so coerce there. */
export const WebsiteIdSchema = z.number({ message: 'A website id is required.' }).int().positive();
export const WebsiteIdQuerySchema = z.coerce.number({ message: 'A website id is required.' }).int().positive();

export const CarSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\p{Ll}\p{N}][\p{Ll}\p{N}-]*$/u, 'A car slug is lowercase letters, digits and dashes.');

export const CarIdSchema = z.number().int().positive();
export const CarIdQuerySchema = z.coerce.number().int().positive();

/** Opaque public ids ("lead_…", "res_…") so nobody can walk other shoppers' records by counting. */
export const LeadIdSchema = z.string().regex(/^lead_[a-z0-9]{16}$/, 'Unknown lead id.');
export const ReservationIdSchema = z.string().regex(/^res_[a-z0-9]{16}$/, 'Unknown reservation id.');

/** Header name and format of the key every creating POST carries (see docs/platform-api.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency-Key must be 8 to 128 letters, digits, or _ . : -');

/** Every non-2xx JSON reply. `message` is safe to show a shopper; `fields` maps a field path to its problem. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Error codes the server uses, so the client and tests do not compare loose strings. */
export const ERROR_CODES = {
  validationFailed: 'validation_failed',
  malformedJson: 'malformed_json',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  originNotAllowed: 'origin_not_allowed',
  unknownWebsite: 'unknown_website',
  idempotencyKeyReused: 'idempotency_key_reused',
  requestInProgress: 'request_in_progress',
  signInRequired: 'sign_in_required',
  forbidden: 'forbidden',
  carNotFound: 'car_not_found',
  carSold: 'car_sold',
  carNotReservable: 'car_not_reservable',
  reservationsDisabled: 'reservations_disabled',
  reservationNotPending: 'reservation_not_pending',
  paymentDeclined: 'payment_declined',
  noEstimate: 'no_estimate',
  noMarketData: 'no_market_data',
  invalidCode: 'invalid_code',
  tooManyAttempts: 'too_many_attempts',
  tooManyRequests: 'too_many_requests',
  slotTaken: 'slot_taken',
  reservationExpired: 'reservation_expired',
  unsupportedCharset: 'unsupported_charset',
  internalError: 'internal_error',
  carNotAvailable: 'car_not_available',
  onlinePurchaseDisabled: 'online_purchase_disabled',
  journeyClosed: 'journey_closed',
  stepOutOfOrder: 'step_out_of_order',
} as const;

/** UTC instant as ISO 8601 text. */
export const IsoInstantSchema = z.iso.datetime({ offset: true });

/** Field paths as the API reports them: `lead_attributes.visited_pages.0`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_body';
    // The first problem per field is the one worth showing; later ones are usually consequences.
    fields[path] ??= issue.message;
  }
  return fields;
}
