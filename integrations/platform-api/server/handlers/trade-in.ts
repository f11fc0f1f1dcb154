import { ERROR_CODES } from '../../contract/index.ts';
import type { Repositories } from '../storage/store.ts';
import { enqueueLeadDelivery } from '../delivery/enqueue-lead.ts';
import { HttpFailure } from '../http/replies.ts';
import { valuationIdFor } from '../rules/trade-in-valuation.ts';
import { ValuationUnavailable, type TradeInVehicle, type ValuationProvider } from '../valuation/valuation-provider.ts';
import type { RouteHandler } from './handler-context.ts';

/**
 * Trade-in steps 2–4 (spec 02 §4): each is recorded against the lead the first step created, with
 * the reply it got, so the dealer sees the whole journey and a replayed step changes nothing.
 */

async function leadRowId(store: Pick<Repositories, 'leads'>, websiteId: number, publicId: string): Promise<number> {
  const row = await store.leads.byPublicId(websiteId, publicId);
  if (!row) throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that enquiry. Please start again.');
  return row.id;
}

function recordStep(store: Pick<Repositories, 'leads'>, leadId: number, step: string, request: unknown, reply: unknown, now: Date): Promise<void> {
  return store.leads.addStep(leadId, step, JSON.stringify(request), JSON.stringify(reply), now);
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
  await leadRowId(context.store, websiteId, publicId);
  const provider = context.integrations.valuationFor(context.tenant);
  const vehicle = await ask(context, () => provider.lookupRego({ rego, regoState, now: context.now }));
  return context.persist(async (tx) => {
    const leadId = await leadRowId(tx, websiteId, publicId);
    const reply = { lead_id: publicId, valuation_id: valuationIdFor(publicId, rego, regoState), vehicle, ...demonstrationOf(provider) };
    await recordStep(tx, leadId, 'rego_lookup', context.body, { ...reply, provider: provider.name }, context.now);
    return { body: reply };
  });
};

export const submitValuation: RouteHandler<'submitValuation'> = async (context) => {
  const { lead_id: publicId, id: valuationId, adjustmentAnswers, website_id: websiteId } = context.body;
  const leadId = await leadRowId(context.store, websiteId, publicId);
  // The valuation continues a rego lookup of this lead; its reply says which car it was.
  const lookups = (await context.store.leads.steps(leadId, 'rego_lookup')).map(
    (row) => JSON.parse(row.reply_json) as { valuation_id: string; vehicle: TradeInVehicle },
  );
  const lookup = lookups.find((candidate) => candidate.valuation_id === valuationId);
  if (!lookup) {
    throw new HttpFailure(400, ERROR_CODES.validationFailed, 'Please fix the following errors:', {
      id: 'Unknown valuation id: look the rego up first.',
    });
  }
  const provider = context.integrations.valuationFor(context.tenant);
  const estimate = await ask(context, () => provider.value({ vehicle: lookup.vehicle, valuationId, answers: adjustmentAnswers, now: context.now }));
  return context.persist(async (tx) => {
    const reply = { lead_id: publicId, ...estimate, ...demonstrationOf(provider) };
    await recordStep(tx, leadId, 'valuation', context.body, { ...reply, provider: provider.name }, context.now);
    return { body: reply };
  });
};

export const acceptOffer: RouteHandler<'acceptOffer'> = (context) =>
  context.persist(async (tx) => {
    const leadId = await leadRowId(tx, context.body.website_id, context.body.lead_id);
    const reply = { lead_id: context.body.lead_id };
    await recordStep(tx, leadId, 'offer_acceptance', context.body, reply, context.now);
    // The dealer must act on an accepted offer: delivered like a lead update, committed with the step.
    if (context.body.offer_accepted) await enqueueLeadDelivery(tx, context.tenants, context.tenant, leadId, context.now, 'trade-in.offer-accepted');
    return { body: reply };
  });
