import { ERROR_CODES } from '../../contract/index.ts';
import type { DatabaseSync } from 'node:sqlite';
import { enqueueLeadDelivery } from '../delivery/enqueue-lead.ts';
import { HttpFailure } from '../http/replies.ts';
import { estimateTradeIn, identifyVehicle, valuationIdFor } from '../rules/trade-in-valuation.ts';
import type { RouteHandler } from './handler-context.ts';

/**
 * Trade-in steps 2–4 (spec 02 §4): each is recorded against the lead the first step created, with
 * the reply it got, so the dealer sees the whole journey and a replayed step changes nothing.
 */

function leadRowId(db: DatabaseSync, websiteId: number, publicId: string): number {
  const row = db.prepare('SELECT id FROM leads WHERE public_id = ? AND website_id = ?').get(publicId, websiteId);
  if (!row) throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that enquiry. Please start again.');
  return Number(row.id);
}

function recordStep(db: DatabaseSync, leadId: number, step: string, request: unknown, reply: unknown, now: Date): void {
  db.prepare('INSERT INTO lead_steps (lead_id, step, request_json, reply_json, created_at) VALUES (?, ?, ?, ?, ?)').run(
    leadId,
    step,
    JSON.stringify(request),
    JSON.stringify(reply),
    now.toISOString(),
  );
}

export const lookupRego: RouteHandler<'lookupRego'> = (context) =>
  context.persist(() => {
    const { lead_id: publicId, rego, regoState, website_id: websiteId } = context.body;
    const leadId = leadRowId(context.db, websiteId, publicId);
    const reply = {
      lead_id: publicId,
      valuation_id: valuationIdFor(publicId, rego, regoState),
      vehicle: identifyVehicle(rego, regoState, context.now),
    };
    recordStep(context.db, leadId, 'rego_lookup', context.body, reply, context.now);
    return { body: reply };
  });

export const submitValuation: RouteHandler<'submitValuation'> = (context) =>
  context.persist(() => {
    const { lead_id: publicId, id: valuationId, adjustmentAnswers, website_id: websiteId } = context.body;
    const leadId = leadRowId(context.db, websiteId, publicId);
    // The valuation continues a rego lookup of this lead; its reply says which car it was.
    const lookups = context.db
      .prepare(`SELECT reply_json FROM lead_steps WHERE lead_id = ? AND step = 'rego_lookup' ORDER BY id DESC`)
      .all(leadId)
      .map((row) => JSON.parse(String(row.reply_json)) as { valuation_id: string; vehicle: Parameters<typeof estimateTradeIn>[0] });
    const lookup = lookups.find((candidate) => candidate.valuation_id === valuationId);
    if (!lookup) {
      throw new HttpFailure(400, ERROR_CODES.validationFailed, 'Please fix the following errors:', {
        id: 'Unknown valuation id: look the rego up first.',
      });
    }
    const estimate = estimateTradeIn(lookup.vehicle, valuationId, adjustmentAnswers, context.now);
    const reply = { lead_id: publicId, ...estimate };
    recordStep(context.db, leadId, 'valuation', context.body, reply, context.now);
    return { body: reply };
  });

export const acceptOffer: RouteHandler<'acceptOffer'> = (context) =>
  context.persist(() => {
    const leadId = leadRowId(context.db, context.body.website_id, context.body.lead_id);
    const reply = { lead_id: context.body.lead_id };
    recordStep(context.db, leadId, 'offer_acceptance', context.body, reply, context.now);
    // The dealer must act on an accepted offer: delivered like a lead update, committed with the step.
    if (context.body.offer_accepted) enqueueLeadDelivery(context.db, context.tenants, context.tenant, leadId, context.now, 'trade-in.offer-accepted');
    return { body: reply };
  });
