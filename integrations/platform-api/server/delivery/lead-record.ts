import type { Repositories } from '../storage/store.ts';
import { flag } from '../storage/schema.ts';
import { z } from 'zod';

/** A stored lead as the delivery code reads it (the `leads` row, checked, with its payload). */

const LeadRowSchema = z.object({
  id: z.number(),
  public_id: z.string(),
  website_id: z.number(),
  form_type: z.string(),
  category: z.string(),
  subcategory: z.string().nullable(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  postcode: z.string().nullable(),
  car_id: z.number().nullable(),
  dealership_slug: z.string().nullable(),
  location_id: z.number().nullable(),
  appointment_at: z.string().nullable(),
  payload_json: z.string(),
  suspected_spam: z.union([z.number(), z.boolean()]),
  spam_reason: z.string().nullable(),
  created_at: z.string(),
});

export interface LeadRecord {
  rowId: number;
  id: string;
  websiteId: number;
  formType: string;
  category: string;
  subcategory: string | null;
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  carId: number | null;
  dealershipSlug: string | null;
  locationId: number | null;
  appointmentAt: string | null;
  message: string | null;
  payload: Record<string, unknown>;
  suspectedSpam: boolean;
  spamReason: string | null;
  createdAt: string;
}

export function leadFromRow(raw: unknown): LeadRecord {
  const row = LeadRowSchema.parse(raw);
  const payload = z.record(z.string(), z.unknown()).catch({}).parse(JSON.parse(row.payload_json));
  return {
    rowId: row.id,
    id: row.public_id,
    websiteId: row.website_id,
    formType: row.form_type,
    category: row.category,
    subcategory: row.subcategory,
    firstName: row.name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    carId: row.car_id,
    dealershipSlug: row.dealership_slug,
    locationId: row.location_id,
    appointmentAt: row.appointment_at,
    message: typeof payload.message === 'string' && payload.message.trim() ? payload.message : null,
    payload,
    suspectedSpam: flag(row.suspected_spam),
    spamReason: row.spam_reason,
    createdAt: row.created_at,
  };
}

export async function loadLead(store: Pick<Repositories, 'leads'>, rowId: number): Promise<LeadRecord | undefined> {
  const row = await store.leads.byRowId(rowId);
  return row ? leadFromRow(row) : undefined;
}
