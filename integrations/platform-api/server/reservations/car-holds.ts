import type { DatabaseSync } from 'node:sqlite';

/**
 * The rows that take a car. A reservation takes the car the moment it is created (status
 * `pending_payment` with `hold_expires_at`), before any money moves; paying turns it `charging`
 * (only one row per car can get there) and then `confirmed` with `reserved_until`, or back.
 * Every function runs inside the caller's BEGIN IMMEDIATE transaction, so two requests — or two
 * server processes on one database — see each other's holds.
 */

/** How long an unpaid reservation keeps the car while the shopper enters their card. */
export const PAYMENT_HOLD_MINUTES = 15;

export interface ReservationRow {
  id: number;
  publicId: string;
  carId: number;
  status: 'pending_payment' | 'charging' | 'confirmed' | 'expired' | 'released' | 'refunding' | 'cancelled';
  intentId: string;
  holdExpiresAt: string | null;
  holdKey: string | null;
}

function rowOf(row: Record<string, unknown> | undefined): ReservationRow | undefined {
  if (!row) return undefined;
  return {
    id: Number(row.id),
    publicId: String(row.public_id),
    carId: Number(row.car_id),
    status: String(row.status) as ReservationRow['status'],
    intentId: String(row.intent_id),
    holdExpiresAt: typeof row.hold_expires_at === 'string' ? row.hold_expires_at : null,
    holdKey: typeof row.hold_key === 'string' ? row.hold_key : null,
  };
}

const COLUMNS = 'id, public_id, car_id, status, intent_id, hold_expires_at, hold_key';

export function reservationByPublicId(db: DatabaseSync, websiteId: number, publicId: string): ReservationRow | undefined {
  return rowOf(db.prepare(`SELECT ${COLUMNS} FROM reservations WHERE public_id = ? AND website_id = ?`).get(publicId, websiteId));
}

/** The unexpired hold a retry of the same create request (same Idempotency-Key) made earlier. */
export function holdByKey(db: DatabaseSync, websiteId: number, key: string, now: Date): ReservationRow | undefined {
  return rowOf(
    db
      .prepare(`SELECT ${COLUMNS} FROM reservations WHERE website_id = ? AND hold_key = ? AND status = 'pending_payment' AND hold_expires_at > ?`)
      .get(websiteId, key, now.toISOString()),
  );
}

/**
 * A reservation row that holds its car at a moment (bind `holdsCarParams(now)`): paid and running, or
 * unpaid/charging and not yet expired. The one rule for "this car is taken", whoever asks.
 */
export const HOLDS_CAR = `((status IN ('confirmed', 'refunding') AND reserved_until > ?) OR (status IN ('pending_payment', 'charging') AND hold_expires_at > ?))`;
export const holdsCarParams = (now: Date): [string, string] => [now.toISOString(), now.toISOString()];

/** True when another reservation holds the car now. */
export function carHeldByOther(db: DatabaseSync, websiteId: number, carId: number, now: Date, exceptId = 0): boolean {
  const row = db
    .prepare(`SELECT 1 FROM reservations WHERE website_id = ? AND car_id = ? AND id <> ? AND ${HOLDS_CAR} LIMIT 1`)
    .get(websiteId, carId, exceptId, ...holdsCarParams(now));
  return row !== undefined;
}

export function holdUntil(now: Date): string {
  return new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000).toISOString();
}

export function setStatus(
  db: DatabaseSync,
  id: number,
  from: ReservationRow['status'],
  to: ReservationRow['status'],
  extra: { holdExpiresAt?: string; reservedUntil?: string; confirmedAt?: string } = {},
): boolean {
  const result = db
    .prepare(
      `UPDATE reservations SET status = ?, hold_expires_at = COALESCE(?, hold_expires_at), reserved_until = COALESCE(?, reserved_until),
         confirmed_at = COALESCE(?, confirmed_at) WHERE id = ? AND status = ?`,
    )
    .run(to, extra.holdExpiresAt ?? null, extra.reservedUntil ?? null, extra.confirmedAt ?? null, id, from);
  return result.changes > 0;
}
