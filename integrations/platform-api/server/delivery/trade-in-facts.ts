import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';

/** What the trade-in steps of a lead found: the shopper's car (rego lookup) and the offer (valuation). */

const VehicleSchema = z.object({ year: z.number(), make: z.string(), model: z.string(), badge: z.string().optional(), description: z.string() });
const ValuationSchema = z.object({ amount_min: z.number(), amount_max: z.number(), offer_price: z.number() });

export interface TradeInFacts {
  vehicle: z.infer<typeof VehicleSchema> | null;
  valuation: z.infer<typeof ValuationSchema> | null;
  /** The car and offer came from the demonstration stand-in (valuationProvider 'demo'), not a real valuation. */
  demonstration?: boolean;
}

export function tradeInFactsOf(db: DatabaseSync, leadRowId: number): TradeInFacts {
  const latest = (step: string): unknown => {
    const row = db.prepare('SELECT reply_json FROM lead_steps WHERE lead_id = ? AND step = ? ORDER BY id DESC LIMIT 1').get(leadRowId, step);
    return row ? (JSON.parse(String(row.reply_json)) as unknown) : null;
  };
  const lookup = z.object({ vehicle: VehicleSchema }).safeParse(latest('rego_lookup'));
  const valuation = z.object({ valuation: ValuationSchema }).safeParse(latest('valuation'));
  const demo = z.object({ demonstration: z.literal(true) });
  return {
    vehicle: lookup.success ? lookup.data.vehicle : null,
    valuation: valuation.success ? valuation.data.valuation : null,
    demonstration: demo.safeParse(latest('rego_lookup')).success || demo.safeParse(latest('valuation')).success,
  };
}
