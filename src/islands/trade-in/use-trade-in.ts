import { useEffect, useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../integrations/platform-api/client/index.ts';
import type { RegoLookupReply, ValuationReply } from '../../../integrations/platform-api/contract/trade-in-steps.ts';
import { saveLastLead } from '../../forms/browser/local-records.ts';
import { outboxFor } from '../../forms/browser/platform.ts';
import { formTypeDefinition } from '../../forms/form-types/registry.ts';
import { lastLeadOf, successHref } from '../../forms/lead-success.ts';
import type { OutboxCall } from '../../forms/outbox/outbox-types.ts';
import {
  afterLead,
  afterLookup,
  afterValuation,
  checkAdjustments,
  checkRego,
  OFFER_ACCEPTED_SUBCATEGORY,
  resumable,
  startTradeIn,
  TRADE_IN_STORE_PREFIX,
  type TradeInState,
} from '../../forms/trade-in.ts';
import type { LeadFormProps } from '../../site/leads/form-props.ts';
import { useLeadForm } from '../forms/use-lead-form.ts';

/**
 * The trade-in journey's behaviour. The lead step is the lead form engine itself; the later steps
 * go through the same outbox, so a rego lookup or an acceptance made offline is sent when the
 * network returns. The state is kept per website so a reload resumes the journey.
 */

export interface TradeInProps extends LeadFormProps {
  /** The dealer has a valuation integration (spec 02 §4). */
  valuation: boolean;
  /** Save the valuation reply with column_name "valuation" (spec 02 §7). */
  saveValuationColumn: boolean;
}

export type StepPhase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'queued' } | { kind: 'error'; message: string };

/** Where a journey in progress is kept; TradeInPage hydrates the journey at once when it is there. */
export function tradeInStoreKey(websiteId: number): string {
  return `${TRADE_IN_STORE_PREFIX}${websiteId}`;
}

function readState(websiteId: number): TradeInState | null {
  try {
    return JSON.parse(localStorage.getItem(tradeInStoreKey(websiteId)) ?? 'null') as TradeInState | null;
  } catch {
    return null;
  }
}

function writeState(websiteId: number, state: TradeInState | null): void {
  try {
    if (state) localStorage.setItem(tradeInStoreKey(websiteId), JSON.stringify(state));
    else localStorage.removeItem(tradeInStoreKey(websiteId));
  } catch {
    // Without storage the journey still works; it just cannot resume after a reload.
  }
}

export function useTradeIn(props: TradeInProps) {
  const category = props.category ?? formTypeDefinition(props.formType).category;
  const [journey, setJourneyState] = useState<TradeInState>(() => startTradeIn(category, 0));
  const [phase, setPhase] = useState<StepPhase>({ kind: 'idle' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { websiteId, apiBaseUrl } = props.site;

  const lead = useLeadForm(props, {
    onAcknowledged: ({ leadId, payload }) => {
      const next = afterLead(journey, { leadId, email: payload.email, phone: payload.phone }, props.valuation);
      if (next === 'done') finish(leadId);
      else setJourney(next);
    },
  });
  const carId = lead.car?.tradeIn ? lead.car.id : undefined;

  useEffect(() => {
    const stored = readState(websiteId);
    const now = Date.now();
    if (resumable(stored, now, carId)) setJourneyState(stored);
    else setJourneyState(startTradeIn(category, now, carId));
  }, [websiteId, category, carId]);

  function setJourney(next: TradeInState) {
    setJourneyState(next);
    writeState(websiteId, next);
    setPhase({ kind: 'idle' });
    setFieldErrors({});
  }

  function finish(leadId: string) {
    writeState(websiteId, null);
    saveLastLead(lastLeadOf(leadId, journey.category, props.formType, new Date(), lead.car?.tradeIn ? lead.car : undefined));
    location.assign(successHref(journey.category, lead.car?.car_type));
  }

  async function send<T>(call: OutboxCall, body: Record<string, unknown>, label: string): Promise<T | null> {
    if (!apiBaseUrl) return null;
    setPhase({ kind: 'sending' });
    const outbox = outboxFor({ websiteId, apiBaseUrl });
    const { key, first } = await outbox.submit(call, body, label);
    if (first.kind === 'rejected') {
      outbox.discard(key);
      setFieldErrors({ ...(first.fields ?? {}) });
      setPhase({ kind: 'error', message: first.message || UNEXPECTED_ERROR_MESSAGE });
      return null;
    }
    if (first.kind === 'queued') setPhase({ kind: 'queued' });
    return (first.kind === 'sent' ? first.reply : await outbox.whenSent(key)) as T;
  }

  const run = (work: () => Promise<void>) =>
    void work().catch((error: unknown) => setPhase({ kind: 'error', message: error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE }));

  return {
    lead,
    journey,
    phase,
    fieldErrors,
    lookUpRego(rego: string, regoState: string) {
      const errors = checkRego(rego, regoState);
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0 || !journey.leadId) return;
      const leadId = journey.leadId;
      run(async () => {
        const reply = await send<RegoLookupReply>('lookupRego', { lead_id: leadId, rego, regoState }, `Rego lookup: ${rego}`);
        if (reply) setJourney(afterLookup(journey, rego.trim().toUpperCase(), regoState, reply));
      });
    },
    value(values: Record<string, unknown>) {
      const checked = checkAdjustments(values);
      if (!checked.ok) {
        setFieldErrors(checked.errors);
        return;
      }
      const { leadId, lookup } = journey;
      if (!leadId || !lookup) return;
      run(async () => {
        const body = { lead_id: leadId, id: lookup.valuation_id, adjustmentAnswers: checked.answers };
        const reply = await send<ValuationReply>('submitValuation', body, `Valuation: ${lookup.vehicle.description}`);
        if (!reply) return;
        setJourney(afterValuation(journey, checked.answers, reply));
        if (props.saveValuationColumn && reply.valuation && apiBaseUrl) {
          // spec 02 §7/§8: kept beside the lead; its outcome is only logged.
          const value = { ...reply } as Record<string, unknown>;
          void outboxFor({ websiteId, apiBaseUrl })
            .submit('saveValuation', { column_name: 'valuation', lead_id: leadId, value }, 'Valuation save')
            .then(({ first }) => console.info(first.kind === 'rejected' ? 'Failed to save valuation data' : 'Valuation data saved successfully'));
        }
      });
    },
    accept() {
      const { leadId } = journey;
      if (!leadId) return;
      run(async () => {
        const body = {
          lead_id: leadId,
          form_completed: true,
          offer_accepted: true,
          category: journey.category,
          subcategory: OFFER_ACCEPTED_SUBCATEGORY,
          ...(journey.email ? { email: journey.email } : {}),
          ...(journey.phone ? { phone: journey.phone } : {}),
        };
        const reply = await send<{ lead_id: string }>('acceptOffer', body, 'Offer accepted');
        if (reply) finish(leadId);
      });
    },
    finishWithoutOffer() {
      if (journey.leadId) finish(journey.leadId);
    },
    startAgain() {
      writeState(websiteId, null);
      lead.reset();
      setJourney(startTradeIn(category, Date.now(), carId));
    },
  };
}
