import { describe, expect, it } from 'vitest';
import { afterLead, afterLookup, isDemonstration, startTradeIn } from './trade-in.ts';

const vehicle = { year: 2022, make: 'Mazda', model: 'CX-5', badge: 'Maxx', description: '2022 Mazda CX-5 Maxx' };

function atRego() {
  const lead = afterLead(startTradeIn('Trade-In', 0), { leadId: 'lead_a' }, true);
  if (lead === 'done') throw new Error('expected the rego step');
  return lead;
}

describe('a demonstration valuation stays marked as one', () => {
  it('keeps the stand-in mark from the rego lookup for the rest of the journey', () => {
    const state = afterLookup(atRego(), 'abc123', 'QLD', { lead_id: 'lead_a', valuation_id: 'val_1', vehicle, demonstration: true });
    expect(isDemonstration(state)).toBe(true);
  });

  it("never marks a real provider's answer", () => {
    const state = afterLookup(atRego(), 'abc123', 'QLD', { lead_id: 'lead_a', valuation_id: 'val_1', vehicle });
    expect(isDemonstration(state)).toBe(false);
    expect(state.lookup).not.toHaveProperty('demonstration');
  });
});
