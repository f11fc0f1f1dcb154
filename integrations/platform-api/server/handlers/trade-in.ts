import { ERROR_CODES } from '../../contract/index.ts';
import type { DatabaseSync } from 'node:sqlite';
import { enqueueLeadDelivery } from '../delivery/enqueue-lead.ts';
import { HttpFailure } from '../http/replies.ts';
import { valuationIdFor } from '../rules/trade-in-valuation.ts';
import { ValuationUnavailable, type TradeInVehicle, type ValuationProvider } from '../valuation/valuation-provider.ts';
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

export const VALUATION_UNAVAILABLE_MESSAGE = 'Our valuation service is not answering right now. Please try again in a few minutes.';

/** Asks the dealer's valuation adapter outside the transaction; a provider that fails is a 503 the outbox retries. */
async function ask<T>(context: { log(message: string): void }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ValuationUnavailable)) throw error;
    context.log(`platform-api: ${error.message}`);
    throw new HttpFailure(503, ERROR_CODES.internalError, VALUATION_UNAVAILABLE_MESSAGE, undefined, { 'Retry-After': '30' });
  }
}

/** A stand-in's replies say so, and the stored step keeps that (docs/integrations.md). */
const demonstrationOf = (provider: ValuationProvider) => (provider.demonstration ? { demonstration: true as const } : {});

export const lookupRego: RouteHandler<'lookupRego'> = async (context) => {
  const { lead_id: publicId, rego, regoState, website_id: websiteId } = context.body;
  leadRowId(context.db, websiteId, publicId);
  const provider = context.integrations.valuationFor(context.tenant);
  const vehicle = await ask(context, () => provider.lookupRego({ rego, regoState, now: context.now }));
  return context.persist(() => {
    const leadId = leadRowId(context.db, websiteId, publicId);
    const reply = { lead_id: publicId, valuation_id: valuationIdFor(publicId, rego, regoState), vehicle, ...demonstrationOf(provider) };
    recordStep(context.db, leadId, 'rego_lookup', context.body, { ...reply, provider: provider.name }, context.now);
    return { body: reply };
  });
};

export const submitValuation: RouteHandler<'submitValuation'> = async (context) => {
  const { lead_id: publicId, id: valuationId, adjustmentAnswers, website_id: websiteId } = context.body;
  const leadId = leadRowId(context.db, websiteId, publicId);
  // The valuation continues a rego lookup of this lead; its reply says which car it was.
  const lookups = context.db
    .prepare(`SELECT reply_json FROM lead_steps WHERE lead_id = ? AND step = 'rego_lookup' ORDER BY id DESC`)
    .all(leadId)
    .map((row) => JSON.parse(String(row.reply_json)) as { valuation_id: string; vehicle: TradeInVehicle });
  const lookup = lookups.find((candidate) => candidate.valuation_id === valuationId);
  if (!lookup) {
    throw new HttpFailure(400, ERROR_CODES.validationFailed, 'Please fix the following errors:', {
      id: 'Unknown valuation id: look the rego up first.',
    });
  }
  const provider = context.integrations.valuationFor(context.tenant);
  const estimate = await ask(context, () => provider.value({ vehicle: lookup.vehicle, valuationId, answers: adjustmentAnswers, now: context.now }));
  return context.persist(() => {
    const reply = { lead_id: publicId, ...estimate, ...demonstrationOf(provider) };
    recordStep(context.db, leadId, 'valuation', context.body, { ...reply, provider: provider.name }, context.now);
    return { body: reply };
  });
};

export const acceptOffer: RouteHandler<'acceptOffer'> = (context) =>
  context.persist(() => {
    const leadId = leadRowId(context.db, context.body.website_id, context.body.lead_id);
    const reply = { lead_id: context.body.lead_id };
    recordStep(context.db, leadId, 'offer_acceptance', context.body, reply, context.now);
    // The dealer must act on an accepted offer: delivered like a lead update, committed with the step.
    if (context.body.offer_accepted) enqueueLeadDelivery(context.db, context.tenants, context.tenant, leadId, context.now, 'trade-in.offer-accepted');
    return { body: reply };
  });
