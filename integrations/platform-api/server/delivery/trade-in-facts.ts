import type { Repositories } from '../storage/store.ts';
import { z } from 'zod';

/**
 * What the trade-in steps of a lead found and what the shopper answered: the car (rego lookup, with
 * the rego and state they typed), the offer (valuation) with the questions it asked (odometer,
 * condition, accident and service history, finance owing, and any the dealer adds), and the
 * acceptance's own subcategory ('3. Offer Accepted').
 */

const VehicleSchema = z.object({ year: z.number(), make: z.string(), model: z.string(), badge: z.string().optional(), description: z.string() });
const ValuationSchema = z.object({ amount_min: z.number(), amount_max: z.number(), offer_price: z.number() });
const AnswersSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export interface TradeInFacts {
  vehicle: z.infer<typeof VehicleSchema> | null;
  valuation: z.infer<typeof ValuationSchema> | null;
  /** The car and offer came from the demonstration stand-in (valuationProvider 'demo'), not a real valuation. */
  demonstration?: boolean;
  rego?: { rego: string; state: string } | null;
  /** The valuation's adjustment answers, as sent (`km` is a number). */
  answers?: Record<string, string | number | boolean>;
  /** The step's subcategory, e.g. '3. Offer Accepted'. */
  subcategory?: string | null;
}

export async function tradeInFactsOf(store: Pick<Repositories, 'leads'>, leadRowId: number): Promise<TradeInFacts> {
  const steps = await store.leads.steps(leadRowId);
  const latest = (step: string): { request: unknown; reply: unknown } | null => {
    const row = steps.find((candidate) => candidate.step === step);
    return row ? { request: JSON.parse(row.request_json) as unknown, reply: JSON.parse(row.reply_json) as unknown } : null;
  };
  const lookup = latest('rego_lookup');
  const valued = latest('valuation');
  const acceptance = latest('offer_acceptance');
  const vehicle = z.object({ vehicle: VehicleSchema }).safeParse(lookup?.reply);
  const valuation = z.object({ valuation: ValuationSchema }).safeParse(valued?.reply);
  const rego = z.object({ rego: z.string(), regoState: z.string() }).safeParse(lookup?.request);
  const answers = z.object({ adjustmentAnswers: AnswersSchema }).safeParse(valued?.request);
  const subcategory = z.object({ subcategory: z.string() }).safeParse(acceptance?.request);
  const demo = z.object({ demonstration: z.literal(true) });
  return {
    vehicle: vehicle.success ? vehicle.data.vehicle : null,
    valuation: valuation.success ? valuation.data.valuation : null,
    demonstration: demo.safeParse(lookup?.reply).success || demo.safeParse(valued?.reply).success,
    rego: rego.success ? { rego: rego.data.rego.toUpperCase(), state: rego.data.regoState } : null,
    answers: answers.success ? answers.data.adjustmentAnswers : {},
    subcategory: subcategory.success ? subcategory.data.subcategory : null,
  };
}
