import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Leads and the steps recorded against them (trade-in steps, purchase journey steps), the dealer's
 * valuation saves (`miscellaneous`) and the test-drive diary the leads make. Leads are never deleted.
 */

export const LEAD_COLUMNS = [
  'id',
  'public_id',
  'website_id',
  'form_type',
  'category',
  'subcategory',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'car_id',
  'dealership_slug',
  'location_id',
  'appointment_at',
  'payload_json',
  'suspected_spam',
  'spam_reason',
  'created_at',
] as const;

export interface LeadInsert {
  publicId: string;
  websiteId: number;
  formType: string;
  category: string;
  subcategory: string | null;
  name: string;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  carId: number | null;
  dealershipSlug: string | null;
  locationId: number | null;
  appointmentAt: string | null;
  payloadJson: string;
  suspectedSpam: boolean;
  spamReason: string | null;
  clientIp: string;
  idempotencyKey: string;
  createdAt: string;
}

export interface StepRow {
  id: number;
  step: string;
  request_json: string;
  reply_json: string;
  created_at: string;
  updated_at: string | null;
}

export function leadsRepository(db: Kysely<Database>) {
  return {
    async insert(lead: LeadInsert): Promise<number> {
      const row = await db
        .insertInto('leads')
        .values({
          public_id: lead.publicId,
          website_id: lead.websiteId,
          form_type: lead.formType,
          category: lead.category,
          subcategory: lead.subcategory,
          name: lead.name,
          last_name: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          postcode: lead.postcode,
          car_id: lead.carId,
          dealership_slug: lead.dealershipSlug,
          location_id: lead.locationId,
          appointment_at: lead.appointmentAt,
          payload_json: lead.payloadJson,
          suspected_spam: lead.suspectedSpam,
          spam_reason: lead.spamReason,
          client_ip: lead.clientIp,
          idempotency_key: lead.idempotencyKey,
          created_at: lead.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    byRowId(rowId: number) {
      return db.selectFrom('leads').select(LEAD_COLUMNS).where('id', '=', rowId).executeTakeFirst();
    },

    byPublicId(websiteId: number, publicId: string) {
      return db.selectFrom('leads').select(LEAD_COLUMNS).where('website_id', '=', websiteId).where('public_id', '=', publicId).executeTakeFirst();
    },

    /** Newest first, older than the `before` row id when given. */
    page(filter: { websiteId: number; since?: string | undefined; until?: string | undefined; before?: number | undefined; limit: number }) {
      return db
        .selectFrom('leads')
        .select(LEAD_COLUMNS)
        .where('website_id', '=', filter.websiteId)
        .$if(filter.since !== undefined, (query) => query.where('created_at', '>=', filter.since!))
        .$if(filter.until !== undefined, (query) => query.where('created_at', '<', filter.until!))
        .$if(filter.before !== undefined, (query) => query.where('id', '<', filter.before!))
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .execute();
    },

    /** The latest lead a key names (leads the server writes for an event: a reservation's, a prize's). */
    async rowIdByKey(websiteId: number, idempotencyKey: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('leads')
        .select('id')
        .where('website_id', '=', websiteId)
        .where('idempotency_key', '=', idempotencyKey)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    async setPayload(rowId: number, payloadJson: string): Promise<void> {
      await db.updateTable('leads').set({ payload_json: payloadJson }).where('id', '=', rowId).execute();
    },

    /** Slots booked by non-spam test-drive leads at a location from `from` on (spam cannot fill the diary). */
    async bookedSlots(websiteId: number, locationId: number, from: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('leads')
        .select('appointment_at')
        .where('website_id', '=', websiteId)
        .where('location_id', '=', locationId)
        .where('form_type', '=', 'test-drive')
        .where('suspected_spam', '=', false)
        .where('appointment_at', '>=', from.toISOString())
        .execute();
      return rows.flatMap((row) => (row.appointment_at ? [row.appointment_at] : []));
    },

    async addStep(leadId: number, step: string, requestJson: string, replyJson: string, now: Date): Promise<void> {
      await db
        .insertInto('lead_steps')
        .values({ lead_id: leadId, step, request_json: requestJson, reply_json: replyJson, created_at: now.toISOString() })
        .execute();
    },

    /** Saves or replaces a purchase journey step (one row per lead and step, a partial unique index). */
    async putPurchaseStep(leadId: number, step: string, requestJson: string, replyJson: string, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('lead_steps')
        .values({ lead_id: leadId, step, request_json: requestJson, reply_json: replyJson, created_at: at, updated_at: at })
        .onConflict((conflict) =>
          conflict
            .columns(['lead_id', 'step'])
            // The partial index's own predicate, as text: a bound parameter would not match the index.
            .where(sql<SqlBool>`step LIKE 'purchase.%'`)
            .doUpdateSet((eb) => ({
              request_json: eb.ref('excluded.request_json'),
              reply_json: eb.ref('excluded.reply_json'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
        )
        .execute();
    },

    /** A lead's steps named `step` (all of them when omitted), newest first. */
    steps(leadId: number, step?: string): Promise<StepRow[]> {
      return db
        .selectFrom('lead_steps')
        .select(['id', 'step', 'request_json', 'reply_json', 'created_at', 'updated_at'])
        .where('lead_id', '=', leadId)
        .$if(step !== undefined, (query) => query.where('step', '=', step!))
        .orderBy('id', 'desc')
        .execute();
    },

    purchaseSteps(leadId: number): Promise<Array<{ step: string; reply_json: string }>> {
      return db.selectFrom('lead_steps').select(['step', 'reply_json']).where('lead_id', '=', leadId).where('step', 'like', 'purchase.%').execute();
    },

    async saveMiscellaneous(websiteId: number, columnName: string, leadPublicId: string | null, valueJson: string, now: Date): Promise<number> {
      const row = await db
        .insertInto('miscellaneous')
        .values({ website_id: websiteId, column_name: columnName, lead_public_id: leadPublicId, value_json: valueJson, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
