import type { z } from 'zod';
import type { TradeInVehicleSchema, ValuationSchema } from '../../contract/index.ts';

/**
 * The trade-in valuation port: what a valuation provider does for the journey — name the
 * car a rego belongs to, then price it from the shopper's answers. The dealer's config chooses the
 * adapter (integrations.valuationProvider); the handlers only know this interface.
 */

export type TradeInVehicle = z.infer<typeof TradeInVehicleSchema>;
export type Valuation = z.infer<typeof ValuationSchema>;

export interface ValuationEstimate {
  /** null when the provider gives no instant estimate; `error` says why (shown to the shopper). */
  valuation: Valuation | null;
  error?: string;
}

export interface ValuationProvider {
  readonly name: string;
  /**
   * True for a stand-in that invents its answers: the API's replies and the stored lead carry
   * `demonstration: true`, and the site tells the shopper so. A real provider is false.
   */
  readonly demonstration: boolean;
  lookupRego(input: { rego: string; regoState: string; now: Date }): Promise<TradeInVehicle>;
  value(input: { vehicle: TradeInVehicle; valuationId: string; answers: Record<string, unknown>; now: Date }): Promise<ValuationEstimate>;
}

/** The provider did not answer usefully (down, timed out, a reply that fails the schema): the shopper may try again. */
export class ValuationUnavailable extends Error {}
