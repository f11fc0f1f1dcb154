import type { DatabaseSync } from 'node:sqlite';
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

export function storeLead(db: DatabaseSync, lead: NewLead): { publicId: string; rowId: number } {
  const publicId = newPublicId('lead');
  const stored = db
    .prepare(
      `INSERT INTO leads (public_id, website_id, form_type, category, subcategory, name, last_name, email, phone,
         postcode, car_id, dealership_slug, location_id, appointment_at, payload_json, suspected_spam, spam_reason,
         client_ip, idempotency_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      publicId,
      lead.websiteId,
      lead.formType,
      lead.category,
      lead.subcategory ?? null,
      lead.name,
      lead.lastName ?? null,
      lead.email ?? null,
      lead.phone ?? null,
      lead.postcode ?? null,
      lead.carId ?? null,
      lead.dealershipSlug ?? null,
      lead.locationId ?? null,
      lead.appointmentAt ?? null,
      JSON.stringify(lead.payload),
      lead.spamReason ? 1 : 0,
      lead.spamReason ?? null,
      lead.clientIp,
      lead.idempotencyKey,
      lead.now.toISOString(),
    );
  return { publicId, rowId: Number(stored.lastInsertRowid) };
}

/** "Casey Jo Cash" → first name "Casey", last name "Jo Cash" (undefined when there is none). */
export function splitName(fullName: string): { firstName: string; lastName: string | undefined } {
  const [firstName = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') || undefined };
}
