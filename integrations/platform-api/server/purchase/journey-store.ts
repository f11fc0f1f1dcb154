import { createHash, randomBytes } from 'node:crypto';
import type { Repositories } from '../storage/store.ts';
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

type Journeys = Pick<Repositories, 'journeys' | 'leads'>;

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

export async function journeyByLeadId(store: Journeys, websiteId: number, leadId: string): Promise<JourneyRow | undefined> {
  return rowOf(await store.journeys.byLeadId(websiteId, leadId));
}

/** The signed-in shopper's latest journey for this car that is not finished: resumed on any device. */
export async function openJourneyOfUser(store: Journeys, websiteId: number, userId: number, carId: number): Promise<JourneyRow | undefined> {
  return rowOf(await store.journeys.openOfUser(websiteId, userId, carId));
}

export function insertJourney(
  store: Journeys,
  leadRowId: number,
  websiteId: number,
  carId: number,
  userId: number | null,
  tokenHash: string,
  now: Date,
): Promise<void> {
  return store.journeys.insert(leadRowId, websiteId, carId, userId, tokenHash, now);
}

export function setJourneyStatus(store: Journeys, leadRowId: number, status: JourneyStatus, now: Date): Promise<void> {
  return store.journeys.setStatus(leadRowId, status, now);
}

/** Saves (or replaces) one step's record: the request as sent and what the server made of it. */
export async function saveStep(store: Journeys, leadRowId: number, step: PurchaseStep, request: unknown, data: unknown, now: Date): Promise<void> {
  await store.leads.putPurchaseStep(leadRowId, `purchase.${step}`, JSON.stringify(request), JSON.stringify(data), now);
  await store.journeys.touch(leadRowId, now);
}

export async function savedSteps(store: Journeys, leadRowId: number): Promise<PurchaseSteps> {
  const rows = await store.leads.purchaseSteps(leadRowId);
  const steps = Object.fromEntries(rows.map((row) => [row.step.slice('purchase.'.length), JSON.parse(row.reply_json) as unknown]));
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
