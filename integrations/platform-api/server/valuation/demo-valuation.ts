import { estimateTradeIn, identifyVehicle } from '../rules/trade-in-valuation.ts';
import type { ValuationProvider } from './valuation-provider.ts';

/**
 * The demonstration stand-in: a rego names a plausible car from a small catalogue and the offer follows
 * the spec's rules (rules/trade-in-valuation.ts). Nothing here is a real valuation, so it says so:
 * `demonstration: true` travels with every reply and every stored step.
 */
export function createDemoValuationProvider(): ValuationProvider {
  return {
    name: 'demo',
    demonstration: true,
    async lookupRego({ rego, regoState, now }) {
      return identifyVehicle(rego, regoState, now);
    },
    async value({ vehicle, valuationId, answers, now }) {
      return estimateTradeIn(vehicle, valuationId, answers, now);
    },
  };
}
