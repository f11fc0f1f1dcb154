import type { Store } from '../../storage/store.ts';
import { leadTypeOf } from '../lead-type.ts';
import { leadFromRow, type LeadRecord } from '../lead-record.ts';
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

export async function listInboxLeads(store: Store, filter: InboxFilter): Promise<InboxLead[]> {
  const found: InboxLead[] = [];
  // Filtering by state happens after the join; read page after page until this page is full.
  let cursor = filter.before;
  for (;;) {
    const rows = (await store.leads.page({ websiteId: filter.websiteId, since: filter.since, until: filter.until, before: cursor, limit: filter.limit })).map(
      leadFromRow,
    );
    if (rows.length === 0) break;
    const deliveries = await deliveriesOfLeads(
      store,
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

export async function findInboxLead(store: Store, websiteId: number, publicId: string): Promise<InboxLead | undefined> {
  const row = await store.leads.byPublicId(websiteId, publicId);
  if (!row) return undefined;
  const lead = leadFromRow(row);
  const deliveries = (await deliveriesOfLeads(store, [lead.rowId])).get(lead.rowId) ?? [];
  return { lead, deliveries, state: deliveryStateOf(deliveries), steps: await stepsOfLead(store, lead.rowId) };
}

/** The later steps recorded against a lead (trade-in senders, purchase journey steps), oldest first. */
async function stepsOfLead(store: Store, leadRowId: number): Promise<InboxStep[]> {
  const rows = await store.leads.steps(leadRowId);
  return rows.reverse().map((row) => ({
    step: row.step,
    request: JSON.parse(row.request_json) as unknown,
    record: JSON.parse(row.reply_json) as unknown,
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
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
