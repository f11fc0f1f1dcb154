import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Engine } from '../storage.ts';

/**
 * The lease-and-retry rules of the API's two outboxes, lead_deliveries and alert_emails (same
 * columns: status 'pending' until done, 'dead' after the last attempt, attempts, next_attempt_at,
 * lease_until, last_error). Due rows are claimed under a lease by one UPDATE, so several workers —
 * in several API processes — never work on one row at once; on PostgreSQL the rows are picked
 * `FOR UPDATE SKIP LOCKED`, so two claims at once take different rows instead of queueing on each
 * other (SQLite's BEGIN IMMEDIATE lets one claim in at a time). A crashed worker's rows are claimed
 * again once its lease runs out.
 */

export type OutboxTable = 'lead_deliveries' | 'alert_emails';

export interface BacklogRow {
  channel: string;
  status: 'pending' | 'dead';
  rows: number;
  oldestCreatedAt: string | null;
}

export const DELIVERY_COLUMNS = [
  'id',
  'lead_id',
  'website_id',
  'event',
  'channel',
  'target',
  'lead_type',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'delivered_at',
  'created_at',
] as const;

export const ALERT_COLUMNS = ['id', 'website_id', 'batch_id', 'user_id', 'email', 'content_json', 'attempts'] as const;

export function outboxRepository(db: Kysely<Database>, engine: Engine) {
  /** Takes up to `limit` due rows, oldest due first, leases them until `now + leaseMs` and counts the attempt. */
  function claim<T extends OutboxTable>(table: T, now: Date, leaseMs: number, limit: number) {
    const at = now.toISOString();
    const due = db
      .selectFrom(table as OutboxTable)
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
    return db
      .updateTable(table as OutboxTable)
      .set((eb) => ({ lease_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due);
  }

  return {
    claimDeliveries: (now: Date, leaseMs: number, limit: number) =>
      claim('lead_deliveries', now, leaseMs, limit)
        .returning(DELIVERY_COLUMNS.map((column) => `lead_deliveries.${column}` as const))
        .execute(),

    claimAlerts: (now: Date, leaseMs: number, limit: number) =>
      claim('alert_emails', now, leaseMs, limit)
        .returning(ALERT_COLUMNS.map((column) => `alert_emails.${column}` as const))
        .execute(),

    /** A failed attempt: released to retry at `retryAt`, or dead-lettered when it is null. A row no longer pending is left alone. */
    async recordFailure(table: OutboxTable, id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .updateTable(table)
        .set((eb) => ({
          status: retryAt ? 'pending' : 'dead',
          next_attempt_at: retryAt ? retryAt.toISOString() : eb.ref('next_attempt_at'),
          lease_until: null,
          last_error: error.slice(0, 500),
        }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Done: delivered (or, for an alert whose shopper unsubscribed meanwhile, cancelled). */
    async markDone(table: OutboxTable, id: number, status: 'delivered' | 'cancelled', at: Date): Promise<void> {
      await db
        .updateTable(table)
        .set({ status, delivered_at: at.toISOString(), lease_until: null, last_error: null })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Queues a lead's deliveries for an event; a (lead, event, channel, target) already queued is left as it is. */
    async enqueueDeliveries(
      lead: { rowId: number; websiteId: number; leadType: string },
      targets: Array<{ channel: string; target: string }>,
      now: Date,
      event: string,
    ): Promise<void> {
      if (targets.length === 0) return;
      const at = now.toISOString();
      await db
        .insertInto('lead_deliveries')
        .values(
          targets.map((target) => ({
            lead_id: lead.rowId,
            website_id: lead.websiteId,
            event,
            channel: target.channel,
            target: target.target,
            lead_type: lead.leadType,
            status: 'pending' as const,
            next_attempt_at: at,
            created_at: at,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },

    /** The dealer asks for a dead (or pending) delivery to be tried again now, with a fresh set of attempts. */
    async requeue(websiteId: number, id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('lead_deliveries')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), lease_until: null })
        .where('id', '=', id)
        .where('website_id', '=', websiteId)
        .where('status', '!=', 'delivered')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    deliveriesOfLeads(leadRowIds: number[]) {
      if (leadRowIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('lead_deliveries').select(DELIVERY_COLUMNS).where('lead_id', 'in', leadRowIds).orderBy('id').execute();
    },

    /** Pending deliveries, and how long the oldest has waited (an operator's first question). */
    async depth(now: Date): Promise<{ pending: number; oldestDueAt: string | null }> {
      const row = await db
        .selectFrom('lead_deliveries')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('next_attempt_at').as('oldest')])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now.toISOString())
        .executeTakeFirstOrThrow();
      return { pending: Number(row.n), oldestDueAt: (row.oldest as string | null) ?? null };
    },

    /**
     * Rows waiting (pending) and given up on (dead) per channel of both outboxes — alert emails as
     * channel 'alert-email' — with the oldest row's creation time: what /metrics shows. Only those
     * two states are read (the status index), never the delivered history.
     */
    async backlog(): Promise<BacklogRow[]> {
      const leads = await db
        .selectFrom('lead_deliveries')
        .select((eb) => ['channel', 'status', eb.fn.countAll<number>().as('rows'), eb.fn.min('created_at').as('oldest')])
        .where('status', 'in', ['pending', 'dead'])
        .groupBy(['channel', 'status'])
        .execute();
      const alerts = await db
        .selectFrom('alert_emails')
        .select((eb) => ['status', eb.fn.countAll<number>().as('rows'), eb.fn.min('created_at').as('oldest')])
        .where('status', 'in', ['pending', 'dead'])
        .groupBy('status')
        .execute();
      return [...leads, ...alerts.map((row) => ({ ...row, channel: 'alert-email' }))].map((row) => ({
        channel: row.channel,
        status: row.status as 'pending' | 'dead',
        rows: Number(row.rows),
        oldestCreatedAt: (row.oldest as string | null) ?? null,
      }));
    },
  };
}
