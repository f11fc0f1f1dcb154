import { describe, expect, it } from 'vitest';
import { CAPTCHA_TOKEN_FIELD } from '#contract/lead-payload.ts';
import { defineForm, locationChoices } from '../../forms/define-form.ts';
import { DEFAULT_FORM_SETTINGS } from '../../forms/form-settings.ts';
import { createKeyValueOutboxStorage, createMemoryKeyValueStore, type KeyValueStore } from '../../forms/outbox/local-storage.ts';
import { createOutbox } from '../../forms/outbox/outbox.ts';
import type { OutboxEntry, SendResult } from '../../forms/outbox/outbox-types.ts';
import { PAGE } from '../../forms/test-fixtures.ts';
import type { LeadFormProps } from '../../site/leads/form-props.ts';
import { createLeadFormController, SUBMIT_FAILED_TEXT, type LeadAcknowledgement, type LeadFormContext } from './lead-form-controller.ts';

const WEBSITE = 7;
const LOCATIONS = [{ id: 1, name: 'City', dealership_slug: 'city-motors' }];
const DEALERSHIPS = [{ slug: 'city-motors', name: 'City Motors' }];
const PROPS: LeadFormProps = {
  site: {
    websiteId: WEBSITE,
    apiBaseUrl: 'https://api.example',
    name: 'City Motors',
    timeZone: 'Australia/Brisbane',
    defaultState: 'QLD',
    privacy: { notice: 'We keep your details.', policyUrl: '/privacy' },
  },
  formType: 'general-enquiry',
  settings: DEFAULT_FORM_SETTINGS,
  locations: LOCATIONS,
  dealerships: DEALERSHIPS,
  carFromQuery: false,
  multiStep: false,
  autogaugeEnabled: false,
  captcha: 'none',
  turnstileSiteKey: null,
  valuationDemonstration: false,
  idPrefix: 'lead',
  recordCar: false,
};
const TYPED = { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412 345 678', message: 'Is it still there?' };

/** The real outbox over memory, a scripted API behind it, and a clock and timers the test moves. */
function harness({
  store = createMemoryKeyValueStore(),
  turnstile,
  startAt = 1_000_000,
  visit = 'a',
}: { store?: KeyValueStore; turnstile?: LeadFormContext['turnstile']; startAt?: number; visit?: string } = {}) {
  let clock = startAt;
  const timers: Array<{ at: number; run: () => void }> = [];
  const requests: OutboxEntry[] = [];
  const answers: Array<SendResult | 'offline'> = [];
  let counter = 0;
  const outbox = createOutbox({
    storage: createKeyValueOutboxStorage(store, WEBSITE),
    transport: async (entry) => {
      requests.push(entry);
      const scripted = answers.shift();
      if (scripted === 'offline') return { ok: false, retryable: true, message: 'Could not reach the server.' };
      return scripted ?? { ok: true, reply: { lead_id: `lead-${requests.length}` } };
    },
    newKey: () => `${visit}-key-${(counter += 1)}`,
    now: () => clock,
    random: () => 0.5,
    setTimer: (run, ms) => {
      timers.push({ at: clock + ms, run });
      return () => undefined;
    },
  });
  const sent: LeadAcknowledgement[] = [];
  const slotsTaken: number[] = [];
  const controller = createLeadFormController({
    props: PROPS,
    outbox: () => outbox,
    pageContext: () => PAGE,
    onSent: (ack) => {
      sent.push(ack);
      return { staysOnPage: false };
    },
    onSlotTaken: () => slotsTaken.push(clock),
  });
  const context = { formType: PROPS.formType, settings: PROPS.settings, locations: LOCATIONS, dealerships: DEALERSHIPS, multiStep: false };
  const form: LeadFormContext = {
    car: undefined,
    formType: PROPS.formType,
    fullDefinition: defineForm(context),
    placeChoices: locationChoices(context),
    turnstile: turnstile ?? { enabled: false, token: null, reset: () => undefined },
  };
  const type = (values: Record<string, string>) => Object.entries(values).forEach(([name, value]) => controller.setValue(name, value, form));
  /** Moves the clock on and runs the outbox's retries that fall due. */
  function advance(ms: number) {
    clock += ms;
    for (const timer of timers.splice(0)) {
      if (timer.at <= clock) timer.run();
      else timers.push(timer);
    }
  }
  return { controller, form, type, requests, answers, sent, slotsTaken, advance, outbox, state: () => controller.$state.get() };
}

/** Resolves when the controller reports the phase: the moment, not a guess at it. */
function phaseBecomes(h: ReturnType<typeof harness>, phase: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = h.controller.$state.subscribe((state) => {
      if (state.phase !== phase) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

describe('lead form controller', () => {
  it('two quick submits send one request and one acknowledgement', async () => {
    const h = harness();
    h.type(TYPED);
    const first = h.controller.submit(h.form);
    const second = h.controller.submit(h.form);
    expect(h.state().phase).toBe('submitting');
    await Promise.all([first, second]);
    expect(h.requests).toHaveLength(1);
    expect(h.sent.map((ack) => ack.leadId)).toEqual(['lead-1']);
    expect(h.state().phase).toBe('sent');
    expect(h.requests[0]?.body).toMatchObject({ name: 'Sam', email: 'sam@example.com', category: 'General Enquiry' });
    expect(h.requests[0]?.body).not.toHaveProperty('website_id');
  });

  it('an invalid form lists its errors and sends nothing; correcting a field drops its error', async () => {
    const h = harness();
    h.type({ ...TYPED, email: '' });
    await h.controller.submit(h.form);
    expect(h.requests).toHaveLength(0);
    expect(h.state().errors.map((error) => error.field)).toEqual(['email']);
    h.type({ email: 'sam@example.com' });
    expect(h.state().errors).toEqual([]);
  });

  it("a server validation error goes beside its field, with the server's message announced", async () => {
    const h = harness();
    h.answers.push({ ok: false, retryable: false, status: 422, message: 'Please check the form.', fields: { phone: 'This number cannot take calls.' } });
    h.type(TYPED);
    await h.controller.submit(h.form);
    expect(h.state()).toMatchObject({
      phase: 'failure',
      formError: 'Please check the form.',
      errors: [{ field: 'phone', label: 'Phone', message: 'This number cannot take calls.' }],
    });
    expect(h.outbox.entries()).toEqual([]);
    // Refused, not locked: the corrected form goes.
    await h.controller.submit(h.form);
    expect(h.requests).toHaveLength(2);
    expect(h.sent).toHaveLength(1);
  });

  it('a refusal without a message shows the spec alert; a taken slot tells the slot picker', async () => {
    const h = harness();
    h.answers.push({ ok: false, retryable: false, status: 409, message: '', fields: { appointment_at: 'That time was just taken.' } });
    h.type(TYPED);
    await h.controller.submit(h.form);
    expect(h.state().formError).toBe(SUBMIT_FAILED_TEXT);
    expect(h.slotsTaken).toHaveLength(1);
  });

  it('a network failure keeps the lead in the outbox, says it is queued, and sends it on the retry', async () => {
    const h = harness();
    h.answers.push('offline');
    h.type(TYPED);
    const queued = phaseBecomes(h, 'queued');
    const submitted = h.controller.submit(h.form);
    await queued;
    expect(h.outbox.entries()).toHaveLength(1);
    expect(h.sent).toEqual([]);
    // A tap while it waits for the network sends nothing more.
    await h.controller.submit(h.form);
    expect(h.requests).toHaveLength(1);
    h.advance(60_000);
    await submitted;
    expect(h.requests.map((entry) => entry.key)).toEqual(['a-key-1', 'a-key-1']);
    expect(h.sent.map((ack) => ack.leadId)).toEqual(['lead-2']);
    expect(h.state().phase).toBe('sent');
  });

  /** A lead an earlier visit could not send: queued in the shared storage. */
  async function leftInOutbox() {
    const store = createMemoryKeyValueStore();
    const before = harness({ store });
    before.answers.push('offline');
    before.type(TYPED);
    const queued = phaseBecomes(before, 'queued');
    void before.controller.submit(before.form);
    await queued;
    // The next visit, an hour on.
    return harness({ store, startAt: 1_000_000 + 3_600_000, visit: 'b' });
  }

  it('hydrating sends what an earlier visit left in the outbox, before any submit', async () => {
    const after = await leftInOutbox();
    after.controller.hydrate({ name: 'Sam typed early' });
    expect(after.state()).toMatchObject({ hydrated: true, typed: { name: 'Sam typed early' } });
    await after.outbox.whenSent('a-key-1');
    expect(after.requests.map((entry) => entry.key)).toEqual(['a-key-1']);
  });

  it('a submit while the hydration retry is in flight sends the earlier lead once, beside the new one', async () => {
    const after = await leftInOutbox();
    after.controller.hydrate({});
    after.type({ ...TYPED, message: 'And a second question.' });
    await after.controller.submit(after.form);
    await after.outbox.whenSent('a-key-1');
    expect(after.requests.map((entry) => entry.key).sort()).toEqual(['a-key-1', 'b-key-1']);
    expect(after.sent.map((ack) => ack.payload.message)).toEqual(['And a second question.']);
  });

  it('typed values win over what the server-rendered inputs held', () => {
    const h = harness();
    h.type({ name: 'Typed after' });
    h.controller.hydrate({ name: 'Typed before', message: 'Early message' });
    expect(h.state().typed).toMatchObject({ name: 'Typed after', message: 'Early message' });
  });

  it('with Turnstile on, nothing goes until the check has a token; a refused token asks for a fresh one', async () => {
    let resets = 0;
    const check = { enabled: true, token: null as string | null, reset: () => void (resets += 1) };
    const h = harness({ turnstile: check });
    h.type(TYPED);
    await h.controller.submit(h.form);
    expect(h.requests).toHaveLength(0);
    expect(h.state().phase).toBe('failure');
    check.token = 'token-1';
    h.answers.push({ ok: false, retryable: false, status: 422, message: 'Please try the check again.', fields: { [CAPTCHA_TOKEN_FIELD]: 'expired' } });
    await h.controller.submit(h.form);
    expect(h.requests[0]?.body).toMatchObject({ [CAPTCHA_TOKEN_FIELD]: 'token-1' });
    expect(resets).toBe(1);
    expect(h.state().errors).toEqual([]);
  });
});
