/**
 * What bench:api reads back from the database after a run, on either engine (through the platform's
 * own storage layer): which of the submitted leads were stored and how often, what became of the
 * reservations of every raced car, and how long the delivery outbox took to empty.
 */
import { openStorage } from '../../integrations/platform-api/server/storage/open-storage.ts';
import type { Storage } from '../../integrations/platform-api/server/storage/storage.ts';
import { sleep } from './fault-injection.ts';

export interface LeadAudit {
  stored: number;
  lost: number;
  duplicated: number;
}

export interface ReservationAudit {
  chargesPerCar: number[];
  inDoubt: number;
  doubleHolds: number;
}

export async function withStorage<T>(target: string, read: (storage: Storage) => Promise<T>): Promise<T> {
  const storage = await openStorage(target);
  try {
    return await read(storage);
  } finally {
    await storage.close();
  }
}

/** Each submitted lead (by its unique message) found once, never, or more than once; of one dealer when given. */
export async function auditLeads(storage: Storage, submitted: ReadonlySet<string>, websiteId?: number): Promise<LeadAudit> {
  const rows = await storage.db
    .selectFrom('leads')
    .select('payload_json')
    .$if(websiteId !== undefined, (query) => query.where('website_id', '=', websiteId!))
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const message = String((JSON.parse(row.payload_json) as { message?: unknown }).message ?? '');
    if (submitted.has(message)) counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  let duplicated = 0;
  for (const count of counts.values()) duplicated += count - 1;
  return { stored: counts.size, lost: submitted.size - counts.size, duplicated };
}

/** Per raced car ("website:car"): reservations confirmed (charged); charges whose end is unknown; two live holds at once. */
export async function auditReservations(storage: Storage, cars: readonly string[], now: Date): Promise<ReservationAudit> {
  const rows = await storage.db.selectFrom('reservations').select(['website_id', 'car_id', 'status', 'confirmed_at', 'hold_expires_at']).execute();
  const byCar = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.website_id}:${row.car_id}`;
    byCar.set(key, [...(byCar.get(key) ?? []), row]);
  }
  const chargesPerCar = cars.map((car) => (byCar.get(car) ?? []).filter((row) => row.confirmed_at !== null).length);
  const inDoubt = rows.filter((row) => row.status === 'charging').length;
  const doubleHolds = [...byCar.values()].filter(
    (carRows) => carRows.filter((row) => row.status === 'pending_payment' && row.hold_expires_at !== null && new Date(row.hold_expires_at) > now).length > 1,
  ).length;
  return { chargesPerCar, inDoubt, doubleHolds };
}

/** Waits (polling, this is a bench) until no lead delivery is pending; ms taken, or null past `limitMs`. */
export async function outboxDrained(storage: Storage, limitMs: number): Promise<{ ms: number | null; dead: number }> {
  const started = performance.now();
  const count = async (status: 'pending' | 'dead') =>
    Number(
      (
        await storage.db
          .selectFrom('lead_deliveries')
          .where('status', '=', status)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  while ((await count('pending')) > 0) {
    if (performance.now() - started > limitMs) return { ms: null, dead: await count('dead') };
    await sleep(200);
  }
  return { ms: performance.now() - started, dead: await count('dead') };
}
