import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, ReservationStatus } from '../schema.ts';

/**
 * The rows that take a car. A reservation takes the car the moment it is created (`pending_payment`
 * with `hold_expires_at`), before any money moves; paying turns it `charging` (only one row per car
 * can get there) and then `confirmed` with `reserved_until`, or back. Writers of one car's holds take
 * the car's lock first (`lock('car', …)`), so on PostgreSQL two instances cannot both see it free.
 */

export interface ReservationRow {
  id: number;
  publicId: string;
  carId: number;
  status: ReservationStatus;
  intentId: string;
  holdExpiresAt: string | null;
  holdKey: string | null;
  chargeKey: string | null;
  reservedUntil: string | null;
}

const COLUMNS = ['id', 'public_id', 'car_id', 'status', 'intent_id', 'hold_expires_at', 'hold_key', 'charge_key', 'reserved_until'] as const;

function rowOf(
  row:
    | {
        id: number;
        public_id: string;
        car_id: number;
        status: ReservationStatus;
        intent_id: string;
        hold_expires_at: string | null;
        hold_key: string | null;
        charge_key: string | null;
        reserved_until: string | null;
      }
    | undefined,
): ReservationRow | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    publicId: row.public_id,
    carId: row.car_id,
    status: row.status,
    intentId: row.intent_id,
    holdExpiresAt: row.hold_expires_at,
    holdKey: row.hold_key,
    chargeKey: row.charge_key,
    reservedUntil: row.reserved_until,
  };
}

/** The one rule for "this car is taken" at a moment, whoever asks: paid and running, or unpaid/charging and not yet expired. */
function holdsCar(eb: ExpressionBuilder<Database, 'reservations'>, now: Date) {
  const at = now.toISOString();
  return eb.or([
    eb.and([eb('status', 'in', ['confirmed', 'refunding']), eb('reserved_until', '>', at)]),
    eb.and([eb('status', 'in', ['pending_payment', 'charging']), eb('hold_expires_at', '>', at)]),
  ]);
}

export interface NewHold {
  publicId: string;
  websiteId: number;
  carId: number;
  carSlug: string;
  amountCents: number;
  provider: string;
  name: string;
  email: string;
  phone: string;
  userId: number | null;
  now: Date;
  holdExpiresAt: string;
  holdKey: string;
  clientIp: string;
}

export function reservationsRepository(db: Kysely<Database>) {
  return {
    async byPublicId(websiteId: number, publicId: string): Promise<ReservationRow | undefined> {
      return rowOf(
        await db.selectFrom('reservations').select(COLUMNS).where('public_id', '=', publicId).where('website_id', '=', websiteId).executeTakeFirst(),
      );
    },

    /** The unexpired hold a retry of the same create request (same Idempotency-Key) made earlier. */
    async holdByKey(websiteId: number, key: string, now: Date): Promise<ReservationRow | undefined> {
      return rowOf(
        await db
          .selectFrom('reservations')
          .select(COLUMNS)
          .where('website_id', '=', websiteId)
          .where('hold_key', '=', key)
          .where('status', '=', 'pending_payment')
          .where('hold_expires_at', '>', now.toISOString())
          .executeTakeFirst(),
      );
    },

    /** True when another reservation (not `exceptId`, not made with `exceptEmail`) holds the car now. */
    async carHeldByOther(websiteId: number, carId: number, now: Date, except: { id?: number; email?: string } = {}): Promise<boolean> {
      const row = await db
        .selectFrom('reservations')
        .select('id')
        .where('website_id', '=', websiteId)
        .where('car_id', '=', carId)
        .$if(except.id !== undefined, (query) => query.where('id', '<>', except.id!))
        .$if(except.email !== undefined, (query) => query.where('email', '<>', except.email!))
        .where((eb) => holdsCar(eb, now))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The unpaid holds running now (not yet paid, not lapsed) taken from one address or for one phone
     * at this website, and when the first of them lapses.
     */
    async unpaidHolds(websiteId: number, by: { clientIp: string } | { phone: string }, now: Date): Promise<{ count: number; firstLapse: string | null }> {
      const row = await db
        .selectFrom('reservations')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('hold_expires_at').as('first_lapse')])
        .where('website_id', '=', websiteId)
        .$if('clientIp' in by, (query) => query.where('client_ip', '=', (by as { clientIp: string }).clientIp))
        .$if('phone' in by, (query) => query.where('phone', '=', (by as { phone: string }).phone))
        .where('status', 'in', ['pending_payment', 'charging'])
        .where('hold_expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), firstLapse: row?.first_lapse ?? null };
    },

    async insertHold(hold: NewHold): Promise<void> {
      await db
        .insertInto('reservations')
        .values({
          public_id: hold.publicId,
          website_id: hold.websiteId,
          car_id: hold.carId,
          car_slug: hold.carSlug,
          status: 'pending_payment',
          amount_cents: hold.amountCents,
          currency: 'AUD',
          provider: hold.provider,
          intent_id: '',
          client_secret: '',
          name: hold.name,
          email: hold.email,
          phone: hold.phone,
          user_id: hold.userId,
          created_at: hold.now.toISOString(),
          hold_expires_at: hold.holdExpiresAt,
          hold_key: hold.holdKey,
          client_ip: hold.clientIp,
        })
        .execute();
    },

    async setIntent(id: number, intentId: string, clientSecret: string): Promise<void> {
      await db.updateTable('reservations').set({ intent_id: intentId, client_secret: clientSecret }).where('id', '=', id).execute();
    },

    /** Moves a reservation from `from` to `to`; false when another request moved it first. */
    async setStatus(
      id: number,
      from: ReservationStatus,
      to: ReservationStatus,
      extra: { holdExpiresAt?: string; reservedUntil?: string; confirmedAt?: string; chargeKey?: string | null } = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('reservations')
        .set({
          status: to,
          ...(extra.holdExpiresAt ? { hold_expires_at: extra.holdExpiresAt } : {}),
          ...(extra.reservedUntil ? { reserved_until: extra.reservedUntil } : {}),
          ...(extra.confirmedAt ? { confirmed_at: extra.confirmedAt } : {}),
          ...(extra.chargeKey !== undefined ? { charge_key: extra.chargeKey } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * The end of the paid hold running now on each of these cars (cars without one are absent). One
     * query for a whole search page: on PostgreSQL a query per card cost a round trip and a pool
     * connection each.
     */
    async activeHoldsUntil(websiteId: number, carIds: readonly number[], now: Date): Promise<Map<number, string>> {
      if (carIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('reservations')
        .select((eb) => ['car_id', eb.fn.max('reserved_until').as('until')])
        .where('website_id', '=', websiteId)
        .where('car_id', 'in', [...new Set(carIds)])
        .where('status', '=', 'confirmed')
        .where('reserved_until', '>', now.toISOString())
        .groupBy('car_id')
        .execute();
      return new Map(rows.flatMap((row) => (typeof row.until === 'string' ? [[Number(row.car_id), row.until] as const] : [])));
    },

    /** Unpaid holds that ran out by `now`, oldest first. */
    lapsed(now: Date, limit: number) {
      return db
        .selectFrom('reservations')
        .select(['id', 'website_id'])
        .where('status', '=', 'pending_payment')
        .where('hold_expires_at', '<=', now.toISOString())
        .orderBy('hold_expires_at')
        .limit(limit)
        .execute();
    },

    /** Everything the shopper's cancel, the dealer's lead and the journey's deposit step read of one reservation. */
    details(websiteId: number, by: { id: number } | { publicId: string }) {
      return db
        .selectFrom('reservations')
        .select(['id', 'public_id', 'car_id', 'status', 'intent_id', 'name', 'email', 'phone', 'amount_cents', 'currency', 'reserved_until'])
        .where('website_id', '=', websiteId)
        .$if('id' in by, (query) => query.where('id', '=', (by as { id: number }).id))
        .$if('publicId' in by, (query) => query.where('public_id', '=', (by as { publicId: string }).publicId))
        .executeTakeFirst();
    },
  };
}
