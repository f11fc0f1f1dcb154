/**
 * How long a hold takes a car. The rows themselves — a hold taken before any money moves, `charging`
 * for the one reservation being paid, `confirmed` with `reserved_until` — are
 * storage/repositories/reservations-repository.ts; writers of one car's holds take the car's lock.
 */

export type { ReservationRow } from '../storage/repositories/reservations-repository.ts';

/** How long an unpaid reservation keeps the car while the shopper enters their card. */
export const PAYMENT_HOLD_MINUTES = 15;

export function holdUntil(now: Date): string {
  return new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000).toISOString();
}
