import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { PurchaseStepsSchema, type PurchaseJourneyReply, type PurchaseSteps } from '../../contract/index.ts';
import { firstOpenStep, type PurchaseStep } from '../../../../src/domain/purchase-journey/steps.ts';

/**
 * The purchase journey's rows: the journey (whose it is, where it stands) and its saved steps, one
 * `lead_steps` row 'purchase.<step>' each, updated in place (a unique index) when the shopper changes
 * an answer. Every function runs inside the caller's transaction where it writes.
 */

export type JourneyStatus = 'open' | 'submitted' | 'stopped';

export interface JourneyRow {
  leadRowId: number;
  leadId: string;
  websiteId: number;
  carId: number;
  userId: number | null;
  tokenHash: string;
  status: JourneyStatus;
  contact: { name: string; last_name?: string; email: string; phone: string };
}

const JourneySqlSchema = z.object({
  lead_id: z.number(),
  public_id: z.string(),
  website_id: z.number(),
  car_id: z.number(),
  user_id: z.number().nullable(),
  token_hash: z.string(),
  status: z.enum(['open', 'submitted', 'stopped']),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

const SELECT = `SELECT j.lead_id, l.public_id, j.website_id, j.car_id, j.user_id, j.token_hash, j.status, l.name, l.last_name, l.email, l.phone
  FROM purchase_journeys j JOIN leads l ON l.id = j.lead_id`;

function rowOf(raw: unknown): JourneyRow | undefined {
  if (!raw) return undefined;
  const row = JourneySqlSchema.parse(raw);
  return {
    leadRowId: row.lead_id,
    leadId: row.public_id,
    websiteId: row.website_id,
    carId: row.car_id,
    userId: row.user_id,
    tokenHash: row.token_hash,
    status: row.status,
    contact: { name: row.name, ...(row.last_name ? { last_name: row.last_name } : {}), email: row.email ?? '', phone: row.phone ?? '' },
  };
}

export function newResumeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function journeyByLeadId(db: DatabaseSync, websiteId: number, leadId: string): JourneyRow | undefined {
  return rowOf(db.prepare(`${SELECT} WHERE l.public_id = ? AND j.website_id = ?`).get(leadId, websiteId));
}

/** The signed-in shopper's latest journey for this car that is not finished: resumed on any device. */
export function openJourneyOfUser(db: DatabaseSync, websiteId: number, userId: number, carId: number): JourneyRow | undefined {
  return rowOf(
    db
      .prepare(`${SELECT} WHERE j.website_id = ? AND j.user_id = ? AND j.car_id = ? AND j.status <> 'stopped' ORDER BY j.lead_id DESC LIMIT 1`)
      .get(websiteId, userId, carId),
  );
}

export function insertJourney(
  db: DatabaseSync,
  leadRowId: number,
  websiteId: number,
  carId: number,
  userId: number | null,
  tokenHash: string,
  now: Date,
): void {
  db.prepare(
    `INSERT INTO purchase_journeys (lead_id, website_id, car_id, user_id, token_hash, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'open', ?, ?)`,
  ).run(leadRowId, websiteId, carId, userId, tokenHash, now.toISOString(), now.toISOString());
}

export function setJourneyStatus(db: DatabaseSync, leadRowId: number, status: JourneyStatus, now: Date): void {
  const submittedAt = status === 'submitted' ? now.toISOString() : null;
  db.prepare('UPDATE purchase_journeys SET status = ?, updated_at = ?, submitted_at = COALESCE(?, submitted_at) WHERE lead_id = ?').run(
    status,
    now.toISOString(),
    submittedAt,
    leadRowId,
  );
}

/** Saves (or replaces) one step's record: the request as sent and what the server made of it. */
export function saveStep(db: DatabaseSync, leadRowId: number, step: PurchaseStep, request: unknown, data: unknown, now: Date): void {
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO lead_steps (lead_id, step, request_json, reply_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (lead_id, step) WHERE step LIKE 'purchase.%'
     DO UPDATE SET request_json = excluded.request_json, reply_json = excluded.reply_json, updated_at = excluded.updated_at`,
  ).run(leadRowId, `purchase.${step}`, JSON.stringify(request), JSON.stringify(data), at, at);
  db.prepare('UPDATE purchase_journeys SET updated_at = ? WHERE lead_id = ?').run(at, leadRowId);
}

export function savedSteps(db: DatabaseSync, leadRowId: number): PurchaseSteps {
  const rows = db.prepare(`SELECT step, reply_json FROM lead_steps WHERE lead_id = ? AND step LIKE 'purchase.%'`).all(leadRowId);
  const steps = Object.fromEntries(rows.map((row) => [String(row.step).slice('purchase.'.length), JSON.parse(String(row.reply_json)) as unknown]));
  return PurchaseStepsSchema.parse(steps);
}

export function journeyReply(
  journey: JourneyRow,
  steps: PurchaseSteps,
  availability: { available: boolean; message?: string },
  resumeToken?: string,
): PurchaseJourneyReply {
  return {
    journey_id: journey.leadId,
    car_id: journey.carId,
    status: journey.status,
    available: availability.available,
    ...(availability.message ? { message: availability.message } : {}),
    next_step: firstOpenStep(Object.keys(steps)),
    contact: journey.contact,
    steps,
    ...(resumeToken ? { resume_token: resumeToken } : {}),
  };
}
