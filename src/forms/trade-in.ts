import type { RegoLookupReply, ValuationReply } from '#contract/trade-in-steps.ts';
import type { FieldDef } from './form-fields.ts';

/**
 * The trade-in journey (spec 02 §3 "Trade-in steps", §4 "Trade-in"): the lead step, a rego lookup,
 * the valuation from adjustment answers, then offer acceptance (subcategory '3. Offer Accepted').
 * Without a valuation integration the journey is the lead step alone. Pure state and rules; the
 * island keeps the state per website in the browser so a reload resumes where the visitor was.
 */

export type TradeInStep = 'lead' | 'rego' | 'valuation' | 'offer' | 'no-estimate';

export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';
export const LEAD_STEP_SUBCATEGORY = '1. Lead';
export const TRADE_IN_STORE_PREFIX = 'forecourt:trade-in:';
/** A journey older than this starts again rather than resuming a stale offer. */
export const RESUME_WITHIN_MS = 24 * 3600_000;

export interface TradeInState {
  step: TradeInStep;
  category: string;
  startedAt: number;
  carId?: number;
  leadId?: string;
  email?: string;
  phone?: string;
  rego?: string;
  regoState?: string;
  lookup?: Pick<RegoLookupReply, 'valuation_id' | 'vehicle' | 'demonstration'>;
  answers?: Record<string, string | number | boolean>;
  valuation?: ValuationReply['valuation'];
  message?: string;
}

export function startTradeIn(category: string, now: number, carId?: number): TradeInState {
  return { step: 'lead', category, startedAt: now, ...(carId ? { carId } : {}) };
}

/** A stored journey is resumed only when recent and about the same car. */
export function resumable(stored: TradeInState | null, now: number, carId?: number): stored is TradeInState {
  return stored !== null && stored.step !== 'lead' && now - stored.startedAt < RESUME_WITHIN_MS && stored.carId === carId;
}

/** After the lead step: the rego lookup when the dealer values cars online, else the journey is done. */
export function afterLead(
  state: TradeInState,
  lead: { leadId: string; email?: string | undefined; phone?: string | undefined },
  valuation: boolean,
): TradeInState | 'done' {
  if (!valuation) return 'done';
  return {
    ...state,
    step: 'rego',
    leadId: lead.leadId,
    ...(lead.email ? { email: lead.email } : {}),
    ...(lead.phone ? { phone: lead.phone } : {}),
  };
}

export function afterLookup(state: TradeInState, rego: string, regoState: string, reply: RegoLookupReply): TradeInState {
  // A stand-in's answer stays marked as one for the rest of the journey (the page says so).
  const lookup = { valuation_id: reply.valuation_id, vehicle: reply.vehicle, ...(reply.demonstration ? { demonstration: true as const } : {}) };
  return { ...state, step: 'valuation', rego, regoState, lookup };
}

/** What the shopper is told when the dealer's valuation service is the demonstration stand-in (docs/integrations.md). */
export const DEMONSTRATION_NOTICE =
  'Demonstration only: this site uses a stand-in valuation service. The car and any offer shown are invented for the demo, not a valuation of your car — the dealer will contact you with a real offer.';

export function isDemonstration(state: TradeInState): boolean {
  return state.lookup?.demonstration === true;
}

export function afterValuation(state: TradeInState, answers: Record<string, string | number | boolean>, reply: ValuationReply): TradeInState {
  return reply.valuation
    ? { ...state, step: 'offer', answers, valuation: reply.valuation }
    : { ...state, step: 'no-estimate', answers, valuation: null, ...(reply.error ? { message: reply.error } : {}) };
}

/** The adjustment questions; the estimate reads `km` and `condition`, the dealer sees them all. */
export const ADJUSTMENT_FIELDS: FieldDef[] = [
  { name: 'km', label: 'Odometer (km)', kind: 'number', required: true, half: true },
  {
    name: 'condition',
    label: 'Overall condition',
    kind: 'select',
    required: true,
    half: true,
    options: ['Excellent', 'Good', 'Fair', 'Poor'].map((value) => ({ value: value.toLowerCase(), label: value })),
  },
  {
    name: 'service_history',
    label: 'Service history',
    kind: 'select',
    required: false,
    options: ['Full', 'Partial', 'None'].map((value) => ({ value, label: value })),
  },
  {
    name: 'accident_history',
    label: 'Has it been in an accident?',
    kind: 'radio',
    required: false,
    options: [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ],
  },
  {
    name: 'finance_owing',
    label: 'Is there finance owing on it?',
    kind: 'radio',
    required: false,
    options: [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ],
  },
];

/** Checks the answers; returns the answers to send (km as a number) or the errors by field. */
export function checkAdjustments(
  values: Record<string, unknown>,
): { ok: true; answers: Record<string, string | number | boolean> } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const km = Number(String(values.km ?? '').replace(/[,\s]/g, ''));
  if (String(values.km ?? '').trim() === '' || !Number.isFinite(km) || km < 0 || km > 2_000_000) errors.km = 'Please enter the odometer reading in km.';
  if (!values.condition) errors.condition = "Please choose the car's condition.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const answers: Record<string, string | number | boolean> = { km: Math.round(km), condition: String(values.condition) };
  for (const name of ['service_history', 'accident_history', 'finance_owing']) {
    const value = values[name];
    if (typeof value === 'string' && value !== '') answers[name] = value;
  }
  return { ok: true, answers };
}

export const REGO_PATTERN = /^[A-Z0-9 -]{2,10}$/;

export function checkRego(rego: string, state: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!REGO_PATTERN.test(rego.trim().toUpperCase())) errors.rego = 'Please enter a valid rego.';
  if (!state) errors.regoState = 'Please choose a state.';
  return errors;
}
