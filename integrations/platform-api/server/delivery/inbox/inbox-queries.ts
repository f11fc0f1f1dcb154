import type { DatabaseSync } from 'node:sqlite';
import { leadTypeOf } from '../lead-type.ts';
import { LEAD_COLUMNS, leadFromRow, type LeadRecord } from '../lead-record.ts';
import { deliveriesOfLeads, type DeliveryRow } from '../outbox-store.ts';

/** The dealer inbox's reads: leads newest first with how each one's deliveries stand. */

export type LeadDeliveryState = 'delivered' | 'pending' | 'dead' | 'not_routed';

export interface InboxStep {
  step: string;
  request: unknown;
  record: unknown;
  created_at: string;
  updated_at: string;
}

export interface InboxLead {
  lead: LeadRecord;
  deliveries: DeliveryRow[];
  state: LeadDeliveryState;
  /** Only when one lead is read: its step records. */
  steps?: InboxStep[];
}

/** Dead beats pending beats delivered: the dealer's eye goes to what needs them. */
export function deliveryStateOf(deliveries: DeliveryRow[]): LeadDeliveryState {
  if (deliveries.length === 0) return 'not_routed';
  if (deliveries.some((row) => row.status === 'dead')) return 'dead';
  if (deliveries.some((row) => row.status === 'pending')) return 'pending';
  return 'delivered';
}

export interface InboxFilter {
  websiteId: number;
  since?: string | undefined;
  until?: string | undefined;
  /** Row id cursor: only leads older than this one. */
  before?: number | undefined;
  limit: number;
  state?: LeadDeliveryState | undefined;
}

export function listInboxLeads(db: DatabaseSync, filter: InboxFilter): InboxLead[] {
  const conditions = ['website_id = ?'];
  const values: Array<string | number> = [filter.websiteId];
  if (filter.since) {
    conditions.push('created_at >= ?');
    values.push(filter.since);
  }
  if (filter.until) {
    conditions.push('created_at < ?');
    values.push(filter.until);
  }
  const found: InboxLead[] = [];
  // Filtering by state happens after the join; read page after page until this page is full.
  let cursor = filter.before;
  for (;;) {
    const where = cursor ? [...conditions, 'id < ?'] : conditions;
    const pageValues = cursor ? [...values, cursor] : values;
    const rows = db
      .prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`)
      .all(...pageValues, filter.limit)
      .map(leadFromRow);
    if (rows.length === 0) break;
    const deliveries = deliveriesOfLeads(
      db,
      rows.map((lead) => lead.rowId),
    );
    for (const lead of rows) {
      const ofLead = deliveries.get(lead.rowId) ?? [];
      const state = deliveryStateOf(ofLead);
      if (!filter.state || filter.state === state) found.push({ lead, deliveries: ofLead, state });
      if (found.length === filter.limit) return found;
    }
    if (rows.length < filter.limit) break;
    cursor = rows.at(-1)?.rowId;
  }
  return found;
}

export function findInboxLead(db: DatabaseSync, websiteId: number, publicId: string): InboxLead | undefined {
  const row = db.prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE website_id = ? AND public_id = ?`).get(websiteId, publicId);
  if (!row) return undefined;
  const lead = leadFromRow(row);
  const deliveries = deliveriesOfLeads(db, [lead.rowId]).get(lead.rowId) ?? [];
  return { lead, deliveries, state: deliveryStateOf(deliveries), steps: stepsOfLead(db, lead.rowId) };
}

/** The later steps recorded against a lead (trade-in senders, purchase journey steps), oldest first. */
function stepsOfLead(db: DatabaseSync, leadRowId: number): InboxStep[] {
  return db
    .prepare('SELECT step, request_json, reply_json, created_at, updated_at FROM lead_steps WHERE lead_id = ? ORDER BY id')
    .all(leadRowId)
    .map((row) => ({
      step: String(row.step),
      request: JSON.parse(String(row.request_json)) as unknown,
      record: JSON.parse(String(row.reply_json)) as unknown,
      created_at: String(row.created_at),
      updated_at: typeof row.updated_at === 'string' ? row.updated_at : String(row.created_at),
    }));
}

/** The JSON shape of one inbox lead. */
export function inboxLeadJson(item: InboxLead, withPayload = false): Record<string, unknown> {
  const { lead } = item;
  return {
    id: lead.id,
    cursor: lead.rowId,
    created_at: lead.createdAt,
    lead_type: leadTypeOf(lead.formType, lead.category, lead.subcategory),
    form_type: lead.formType,
    category: lead.category,
    subcategory: lead.subcategory,
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    message: lead.message,
    car_id: lead.carId,
    location_id: lead.locationId,
    dealership_slug: lead.dealershipSlug,
    appointment_at: lead.appointmentAt,
    suspected_spam: lead.suspectedSpam,
    spam_reason: lead.spamReason,
    delivery_status: item.state,
    deliveries: item.deliveries.map((row) => ({
      id: row.id,
      event: row.event,
      channel: row.channel,
      target: row.target,
      status: row.status,
      attempts: row.attempts,
      next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
      delivered_at: row.delivered_at,
      last_error: row.last_error,
    })),
    ...(withPayload ? { payload: lead.payload } : {}),
    ...(item.steps ? { steps: item.steps } : {}),
  };
}
