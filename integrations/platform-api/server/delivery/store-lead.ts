import type { Repositories } from '../storage/store.ts';
import { newPublicId } from '../handlers/lookups.ts';

/**
 * Writes one row of `leads` (migration 001): the shopper's form, and the leads the server writes
 * itself (a paid reservation, an online purchase, a spin-to-win prize, an online payment). One
 * insert, so every lead has the same columns filled the same way and reads back alike (lead-record.ts).
 * The caller queues its deliveries in the same transaction.
 */

export interface NewLead {
  websiteId: number;
  formType: string;
  category: string;
  subcategory?: string | null;
  /** First name (the `name` column); the rest of a full name goes in `lastName` (splitName). */
  name: string;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  postcode?: string | null;
  carId?: number | null;
  dealershipSlug?: string | null;
  locationId?: number | null;
  appointmentAt?: string | null;
  /** The whole lead as submitted or built, kept as JSON (custom dealer fields included). */
  payload: Record<string, unknown>;
  spamReason?: string | null;
  clientIp: string;
  /** Names the request (or the event) that made the lead. */
  idempotencyKey: string;
  now: Date;
}

export async function storeLead(store: Pick<Repositories, 'leads'>, lead: NewLead): Promise<{ publicId: string; rowId: number }> {
  const publicId = newPublicId('lead');
  const rowId = await store.leads.insert({
    publicId,
    websiteId: lead.websiteId,
    formType: lead.formType,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    name: lead.name,
    lastName: lead.lastName ?? null,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    postcode: lead.postcode ?? null,
    carId: lead.carId ?? null,
    dealershipSlug: lead.dealershipSlug ?? null,
    locationId: lead.locationId ?? null,
    appointmentAt: lead.appointmentAt ?? null,
    payloadJson: JSON.stringify(lead.payload),
    suspectedSpam: Boolean(lead.spamReason),
    spamReason: lead.spamReason ?? null,
    clientIp: lead.clientIp,
    idempotencyKey: lead.idempotencyKey,
    createdAt: lead.now.toISOString(),
  });
  return { publicId, rowId };
}

/** "Casey Jo Cash" → first name "Casey", last name "Jo Cash" (undefined when there is none). */
export function splitName(fullName: string): { firstName: string; lastName: string | undefined } {
  const [firstName = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') || undefined };
}
