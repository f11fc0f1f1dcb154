import { describe, expect, it } from 'vitest';
import { createKeyValueOutboxStorage, createMemoryKeyValueStore } from '../../forms/outbox/local-storage.ts';
import { createOutbox } from '../../forms/outbox/outbox.ts';
import type { OutboxEntry, SendResult } from '../../forms/outbox/outbox-types.ts';
import { RESUME_WITHIN_MS, type TradeInState } from '../../forms/trade-in.ts';
import { createTradeInController, tradeInStoreKey, type JourneyStorage } from './trade-in-controller.ts';

const WEBSITE = 7;
const LOOKUP = {
  lead_id: 'lead_1',
  valuation_id: 'val_1',
  vehicle: { year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx', description: '2019 Mazda CX-5 Maxx' },
};
const OFFER = {
  lead_id: 'lead_1',
  valuation: { id: 'v1', currency: 'AUD' as const, amount_min: 20_000, amount_max: 23_000, offer_price: 21_500, note: 'Subject to inspection.' },
};
const ANSWERS = { km: '60000', condition: 'good' };

/** The real outbox over memory, a scripted API behind it and a clock the test moves. */
function harness({ valuation = true, stored }: { valuation?: boolean; stored?: TradeInState } = {}) {
  let clock = 5_000_000;
  const timers: Array<{ at: number; run: () => void }> = [];
  const requests: OutboxEntry[] = [];
  const answers: Array<SendResult | 'offline'> = [];
  const journeys = new Map<string, string>();
  if (stored) journeys.set(tradeInStoreKey(WEBSITE), JSON.stringify(stored));
  const storage: JourneyStorage = {
    read: (key) => journeys.get(key) ?? null,
    write: (key, value) => (value === null ? journeys.delete(key) : journeys.set(key, value)),
  };
  const reply = (entry: OutboxEntry): unknown =>
    entry.call === 'lookupRego' ? LOOKUP : entry.call === 'submitValuation' ? OFFER : { lead_id: String(entry.body.lead_id) };
  let counter = 0;
  const outbox = createOutbox({
    storage: createKeyValueOutboxStorage(createMemoryKeyValueStore(), WEBSITE),
    transport: async (entry) => {
      requests.push(entry);
      const scripted = answers.shift();
      if (scripted === 'offline') return { ok: false, retryable: true, message: 'Could not reach the server.' };
      return scripted ?? { ok: true, reply: reply(entry) };
    },
    newKey: () => `key-${(counter += 1)}`,
    now: () => clock,
    random: () => 0.5,
    setTimer: (run, ms) => {
      timers.push({ at: clock + ms, run });
      return () => undefined;
    },
  });
  const finished: Array<{ leadId: string; step: string }> = [];
  const controller = createTradeInController({
    websiteId: WEBSITE,
    category: 'Trade-In',
    valuation,
    saveValuationColumn: false,
    outbox: () => outbox,
    storage,
    now: () => clock,
    onFinished: (leadId, journey) => finished.push({ leadId, step: journey.step }),
  });
  /** Moves the clock on and runs the outbox's retries that fall due. */
  function advance(ms: number) {
    clock += ms;
    for (const timer of timers.splice(0)) {
      if (timer.at <= clock) timer.run();
      else timers.push(timer);
    }
  }
  const view = () => controller.$view.get();
  const storedJourney = () => JSON.parse(journeys.get(tradeInStoreKey(WEBSITE)) ?? 'null') as TradeInState | null;
  return { controller, view, requests, answers, finished, advance, storedJourney, now: () => clock };
}

/** Resolves when the controller reports the phase: the moment, not a guess at it. */
function phaseBecomes(h: ReturnType<typeof harness>, kind: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = h.controller.$view.subscribe((view) => {
      if (view.phase.kind !== kind) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

async function atValuation(h: ReturnType<typeof harness>) {
  h.controller.start(undefined);
  h.controller.leadStored({ leadId: 'lead_1', email: 'sam@example.com', phone: '0412345678' });
  await h.controller.lookUpRego(' abc123 ', 'QLD');
  expect(h.view().journey.step).toBe('valuation');
}

describe('trade-in controller', () => {
  it('resumes a stored journey for the same car within a day; another car, or an older one, starts again', () => {
    const stored: TradeInState = { step: 'valuation', category: 'Trade-In', startedAt: 5_000_000 - 1_000, carId: 42, leadId: 'lead_9' };
    const same = harness({ stored });
    same.controller.start(42);
    expect(same.view().journey).toEqual(stored);

    const other = harness({ stored });
    other.controller.start(43);
    expect(other.view().journey).toMatchObject({ step: 'lead', carId: 43 });

    const stale = harness({ stored: { ...stored, startedAt: 5_000_000 - RESUME_WITHIN_MS - 1 } });
    stale.controller.start(42);
    expect(stale.view().journey.step).toBe('lead');
  });

  it('opens no outbox until a step is sent, so the island renders on the server (no localStorage there)', () => {
    const controller = createTradeInController({
      websiteId: WEBSITE,
      category: 'Trade-In',
      valuation: true,
      saveValuationColumn: false,
      outbox: () => {
        throw new Error('outbox opened while rendering');
      },
      storage: { read: () => null, write: () => undefined },
      now: () => 0,
      onFinished: () => undefined,
    });
    controller.start(undefined);
    expect(controller.$view.get().journey.step).toBe('lead');
  });

  it('without a valuation service the lead step ends the journey and nothing is kept', () => {
    const h = harness({ valuation: false });
    h.controller.start(undefined);
    h.controller.leadStored({ leadId: 'lead_1' });
    expect(h.finished).toEqual([{ leadId: 'lead_1', step: 'lead' }]);
    expect(h.storedJourney()).toBeNull();
  });

  it('a rego the rules refuse is shown on its field and sends nothing', async () => {
    const h = harness();
    h.controller.start(undefined);
    h.controller.leadStored({ leadId: 'lead_1' });
    await h.controller.lookUpRego('!!', '');
    expect(Object.keys(h.view().fieldErrors).sort()).toEqual(['rego', 'regoState']);
    expect(h.requests).toEqual([]);
  });

  it('walks lead → rego → valuation → offer → accepted, each step kept for a reload, the acceptance sent once', async () => {
    const h = harness();
    await atValuation(h);
    expect(h.requests[0]).toMatchObject({ call: 'lookupRego', body: { lead_id: 'lead_1', rego: ' abc123 ', regoState: 'QLD' } });
    expect(h.storedJourney()).toMatchObject({ step: 'valuation', rego: 'ABC123', regoState: 'QLD' });

    await h.controller.value(ANSWERS);
    expect(h.view().journey).toMatchObject({ step: 'offer', valuation: OFFER.valuation });
    expect(h.storedJourney()?.step).toBe('offer');

    // Two quick taps on Accept: one request, one finish.
    await Promise.all([h.controller.accept(), h.controller.accept()]);
    const accepts = h.requests.filter((entry) => entry.call === 'acceptOffer');
    expect(accepts).toHaveLength(1);
    expect(accepts[0]!.body).toMatchObject({
      lead_id: 'lead_1',
      offer_accepted: true,
      subcategory: '3. Offer Accepted',
      email: 'sam@example.com',
      phone: '0412345678',
    });
    expect(h.finished).toEqual([{ leadId: 'lead_1', step: 'offer' }]);
    expect(h.storedJourney()).toBeNull();
  });

  it('a step the server refuses stays on its step with the server’s field errors', async () => {
    const h = harness();
    await atValuation(h);
    h.answers.push({ ok: false, retryable: false, message: 'Please fix the following errors:', status: 400, fields: { km: 'Too many km' } });
    await h.controller.value(ANSWERS);
    expect(h.view()).toMatchObject({
      journey: { step: 'valuation' },
      phase: { kind: 'error', message: 'Please fix the following errors:' },
      fieldErrors: { km: 'Too many km' },
    });
  });

  it('offline: the step says queued, a second tap sends nothing more, and the journey moves on when the outbox gets through', async () => {
    const h = harness();
    await atValuation(h);
    h.answers.push('offline');
    const valued = h.controller.value(ANSWERS);
    await phaseBecomes(h, 'queued');
    await h.controller.value(ANSWERS);
    expect(h.requests.filter((entry) => entry.call === 'submitValuation')).toHaveLength(1);

    h.advance(60_000); // the outbox's retry falls due and gets through
    await valued;
    expect(h.requests.filter((entry) => entry.call === 'submitValuation')).toHaveLength(2);
    expect(new Set(h.requests.filter((entry) => entry.call === 'submitValuation').map((entry) => entry.key)).size).toBe(1);
    expect(h.view()).toMatchObject({ journey: { step: 'offer' }, phase: { kind: 'idle' } });
  });

  it('start again forgets the journey and starts at the lead step', async () => {
    const h = harness();
    await atValuation(h);
    h.controller.startAgain(undefined);
    expect(h.view().journey).toMatchObject({ step: 'lead', startedAt: h.now() });
    expect(h.storedJourney()?.step).toBe('lead');
  });
});
