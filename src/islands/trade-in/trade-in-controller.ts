import { atom, type ReadableAtom } from 'nanostores';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../integrations/platform-api/client/index.ts';
import type { RegoLookupReply, ValuationReply } from '#contract/trade-in-steps.ts';
import type { CarSummary } from '../../forms/car-summary.ts';
import type { Outbox } from '../../forms/outbox/outbox.ts';
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

/**
 * The trade-in journey after its lead step, without React: state, actions and a subscription
 * (InstantSearch's connector split). The lead step is the lead form engine; the later steps go
 * through the same outbox, so a rego lookup or an acceptance made offline is sent when the network
 * returns. The journey is kept per website so a reload resumes it. `use-trade-in.ts` binds it.
 */

export type StepPhase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'queued' } | { kind: 'error'; message: string };

export interface TradeInView {
  journey: TradeInState;
  phase: StepPhase;
  fieldErrors: Record<string, string>;
}

/** Where the journey is kept between reloads: localStorage in the browser. */
export interface JourneyStorage {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

export interface TradeInControllerOptions {
  websiteId: number;
  category: string;
  /** The dealer has a valuation integration (spec 02 §4). */
  valuation: boolean;
  /** Save the valuation reply with column_name "valuation" (spec 02 §7). */
  saveValuationColumn: boolean;
  /** The site's outbox, opened on the first step sent (never while rendering on the server); null without a platform API. */
  outbox: () => Outbox | null;
  storage: JourneyStorage;
  now: () => number;
  /** The journey is over (lead stored, offer accepted or declined): the success page takes over. */
  onFinished: (leadId: string, journey: TradeInState, car: CarSummary | undefined) => void;
  log?: (message: string) => void;
}

export interface TradeInController {
  readonly $view: ReadableAtom<TradeInView>;
  /** Resumes a stored journey for this car (or none), else starts a new one. */
  start(carId: number | undefined): void;
  /** The lead step's server acknowledgement; `car` is the car the form is about, if any. */
  leadStored(lead: { leadId: string; email?: string | undefined; phone?: string | undefined }, car?: CarSummary): void;
  lookUpRego(rego: string, regoState: string): Promise<void>;
  value(values: Record<string, unknown>): Promise<void>;
  accept(car?: CarSummary): Promise<void>;
  finishWithoutOffer(car?: CarSummary): void;
  /** Forgets the journey and starts at the lead step (the binding empties the lead form). */
  startAgain(carId: number | undefined): void;
}

/** Where a journey in progress is kept; TradeInPage hydrates the journey at once when it is there. */
export function tradeInStoreKey(websiteId: number): string {
  return `${TRADE_IN_STORE_PREFIX}${websiteId}`;
}

export function createTradeInController(options: TradeInControllerOptions): TradeInController {
  const { websiteId, category } = options;
  const key = tradeInStoreKey(websiteId);
  const $view = atom<TradeInView>({ journey: startTradeIn(category, 0), phase: { kind: 'idle' }, fieldErrors: {} });
  const journey = () => $view.get().journey;
  const patch = (next: Partial<TradeInView>) => $view.set({ ...$view.get(), ...next });

  function stored(): TradeInState | null {
    try {
      return JSON.parse(options.storage.read(key) ?? 'null') as TradeInState | null;
    } catch {
      return null;
    }
  }

  /** A step is done: the next one starts clean, and a reload comes back to it. */
  function moveTo(next: TradeInState): void {
    options.storage.write(key, JSON.stringify(next));
    $view.set({ journey: next, phase: { kind: 'idle' }, fieldErrors: {} });
  }

  function finish(leadId: string, car: CarSummary | undefined): void {
    options.storage.write(key, null);
    options.onFinished(leadId, journey(), car);
  }

  /** A step already on its way (sending, or queued offline): a second tap sends nothing more. */
  const busy = () => ['sending', 'queued'].includes($view.get().phase.kind);

  async function send<T>(call: OutboxCall, body: Record<string, unknown>, label: string): Promise<T | null> {
    const outbox = options.outbox();
    if (!outbox) return null;
    patch({ phase: { kind: 'sending' } });
    const { key: entry, first } = await outbox.submit(call, body, label);
    if (first.kind === 'rejected') {
      outbox.discard(entry);
      patch({ fieldErrors: { ...(first.fields ?? {}) }, phase: { kind: 'error', message: first.message || UNEXPECTED_ERROR_MESSAGE } });
      return null;
    }
    if (first.kind === 'queued') patch({ phase: { kind: 'queued' } });
    return (first.kind === 'sent' ? first.reply : await outbox.whenSent(entry)) as T;
  }

  /** A step's failure is shown on the step; the journey stays where it was. */
  async function run(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      patch({ phase: { kind: 'error', message: error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE } });
    }
  }

  return {
    $view,
    start(carId) {
      const previous = stored();
      const now = options.now();
      $view.set({ journey: resumable(previous, now, carId) ? previous : startTradeIn(category, now, carId), phase: { kind: 'idle' }, fieldErrors: {} });
    },
    leadStored(lead, car) {
      const next = afterLead(journey(), lead, options.valuation);
      if (next === 'done') finish(lead.leadId, car);
      else moveTo(next);
    },
    lookUpRego(rego, regoState) {
      const errors = checkRego(rego, regoState);
      patch({ fieldErrors: errors });
      const from = journey();
      if (Object.keys(errors).length > 0 || !from.leadId || busy()) return Promise.resolve();
      const leadId = from.leadId;
      return run(async () => {
        const reply = await send<RegoLookupReply>('lookupRego', { lead_id: leadId, rego, regoState }, `Rego lookup: ${rego}`);
        if (reply) moveTo(afterLookup(journey(), rego.trim().toUpperCase(), regoState, reply));
      });
    },
    value(values) {
      const checked = checkAdjustments(values);
      if (!checked.ok) {
        patch({ fieldErrors: checked.errors });
        return Promise.resolve();
      }
      const { leadId, lookup } = journey();
      if (!leadId || !lookup || busy()) return Promise.resolve();
      return run(async () => {
        const body = { lead_id: leadId, id: lookup.valuation_id, adjustmentAnswers: checked.answers };
        const reply = await send<ValuationReply>('submitValuation', body, `Valuation: ${lookup.vehicle.description}`);
        if (!reply) return;
        moveTo(afterValuation(journey(), checked.answers, reply));
        const outbox = options.outbox();
        if (options.saveValuationColumn && reply.valuation && outbox) {
          // spec 02 §7/§8: kept beside the lead; its outcome is only logged.
          const value = { ...reply } as Record<string, unknown>;
          void outbox
            .submit('saveValuation', { column_name: 'valuation', lead_id: leadId, value }, 'Valuation save')
            .then(({ first }) => options.log?.(first.kind === 'rejected' ? 'Failed to save valuation data' : 'Valuation data saved successfully'));
        }
      });
    },
    accept(car) {
      const from = journey();
      const { leadId } = from;
      if (!leadId || busy()) return Promise.resolve();
      return run(async () => {
        const body = {
          lead_id: leadId,
          form_completed: true,
          offer_accepted: true,
          category: from.category,
          subcategory: OFFER_ACCEPTED_SUBCATEGORY,
          ...(from.email ? { email: from.email } : {}),
          ...(from.phone ? { phone: from.phone } : {}),
        };
        const reply = await send<{ lead_id: string }>('acceptOffer', body, 'Offer accepted');
        if (reply) finish(leadId, car);
      });
    },
    finishWithoutOffer(car) {
      const { leadId } = journey();
      if (leadId) finish(leadId, car);
    },
    startAgain(carId) {
      options.storage.write(key, null);
      moveTo(startTradeIn(category, options.now(), carId));
    },
  };
}
