import { describe, expect, it } from 'vitest';
import { PlatformApiError } from '../../../integrations/platform-api/client/platform-api-error.ts';
import type { PlatformClient, PurchaseStepInput } from '../../../integrations/platform-api/client/create-platform-client.ts';
import type { PurchaseJourneyReply, PurchaseSteps } from '#contract/purchase-journey-calls.ts';
import { firstOpenStep, PURCHASE_STEPS, type PurchaseStep } from '../../domain/purchase-journey/steps.ts';
import type { JourneyCar } from '../../site/leads/purchase-journey.ts';
import type { SavedJourney } from './journey-storage.ts';
import { createPurchaseJourneyController } from './purchase-journey-controller.ts';
import { summaryRows } from './summary-rows.ts';

const CAR: JourneyCar = {
  id: 42,
  slug: '2021-toyota-corolla-ascent-sport',
  name: '2021 Toyota Corolla Ascent Sport',
  href: '/cars/2021-toyota-corolla-ascent-sport',
  priceText: '$24,990',
  price: 24_990,
  included: [],
  tradeIn: true,
  finance: {
    weeklyText: '$98/wk',
    interestRate: 8.5,
    comparisonRate: 9.1,
    termYears: 5,
    deposit: 4_990,
    establishmentFee: 395,
    priceFinanced: 20_000,
    amountFinanced: 20_395,
    totalPayable: 25_480.6,
    comparisonRateText: 'Comparison rate on a $30,000 loan over 5 years.',
  },
  pickup: { name: 'City Motors', address: '1 Main St, Brisbane', hours: [] },
};
const TOKEN = 'resume_token_abcdefghijklmnop';
const JOURNEY = 'lead_journey_1';

/** A fake platform API that keeps one journey as the server would: each step saved moves next_step on. */
function fakeApi({ taken = false, soldAt }: { taken?: boolean; soldAt?: PurchaseStep } = {}) {
  const calls: Array<{ call: string; body?: unknown; key?: string }> = [];
  let steps: PurchaseSteps = {};
  let status: PurchaseJourneyReply['status'] = 'open';
  const reply = (extra: Partial<PurchaseJourneyReply> = {}): PurchaseJourneyReply => ({
    journey_id: JOURNEY,
    car_id: CAR.id,
    status,
    available: true,
    next_step: firstOpenStep(Object.keys(steps)),
    contact: { name: 'Sam', email: 'sam@example.com', phone: '0412345678' },
    steps,
    ...extra,
  });
  const saveStep = (input: PurchaseStepInput): PurchaseSteps[keyof PurchaseSteps] => {
    if (input.step === 'trade_in') return { skipped: false, valuation_id: 'val_1', vehicle: '2019 Mazda CX-5', offer_price: 21_500 };
    if (input.step === 'finance') return { choice: input.choice ?? 'cash', weekly_text: '$98/wk' };
    if (input.step === 'deposit')
      return { reservation_id: input.reservation_id ?? '', amount: 200, currency: 'AUD', reserved_until: '2026-12-04T02:00:00.000Z' };
    if (input.step === 'fulfilment') return { method: 'delivery', postcode: input.postcode ?? '', region: 'Brisbane', price: 150 };
    status = 'submitted';
    return { submitted_at: '2026-12-02T02:00:00.000Z' };
  };
  const api = {
    resumePurchaseJourney: async () => (calls.push({ call: 'resume' }), null),
    getCarStatus: async () => (calls.push({ call: 'status' }), { available: !taken, reserved: false }),
    startPurchaseJourney: async (body: unknown, send: { idempotencyKey?: string }) => {
      calls.push({ call: 'start', body, key: send.idempotencyKey });
      steps = { price: { price: CAR.price, price_text: CAR.priceText, confirmed_at: '2026-12-02T01:00:00.000Z' } };
      return reply({ resume_token: TOKEN });
    },
    submitPurchaseStep: async (journeyId: string, body: PurchaseStepInput, send: { idempotencyKey?: string }) => {
      calls.push({ call: `step:${body.step}`, body, key: send.idempotencyKey });
      if (body.step === soldAt) throw new PlatformApiError({ kind: 'http', status: 409, code: 'car_not_available', message: 'Just sold.', fields: {} });
      steps = { ...steps, [body.step]: saveStep(body) };
      return reply();
    },
  };
  return { api: api as unknown as PlatformClient, calls };
}

function harness(options: { taken?: boolean; soldAt?: PurchaseStep; urlStep?: PurchaseStep; slug?: string } = {}) {
  const { api, calls } = fakeApi(options);
  const stored = new Map<number, SavedJourney | null>();
  const addresses: Array<{ step: PurchaseStep; push: boolean }> = [];
  let urlStep: PurchaseStep | null = options.urlStep ?? null;
  let keys = 0;
  const controller = createPurchaseJourneyController({
    carSlug: options.slug ?? CAR.slug,
    fetchCar: async (slug) => (slug === CAR.slug ? CAR : null),
    api: () => api,
    storage: { read: (carId) => stored.get(carId) ?? null, write: (carId, saved) => void stored.set(carId, saved) },
    address: {
      current: () => urlStep,
      show: (step, push) => {
        urlStep = step;
        addresses.push({ step, push });
      },
    },
    newKey: () => `key-${(keys += 1)}`,
  });
  /** What PriceStep does: start the journey, keep its token, show the next step. */
  const confirmPrice = () =>
    controller.run(async () => {
      const body = { car_id: CAR.id, name: 'Sam', last_name: '', email: 'sam@example.com', phone: '0412345678', price_confirmed: true as const };
      const reply = await controller.api().startPurchaseJourney(body, { idempotencyKey: controller.keyFor(body) });
      if (reply.resume_token) controller.remember({ journeyId: reply.journey_id, token: reply.resume_token });
      controller.advance(reply);
    });
  const save = (input: PurchaseStepInput) => controller.run(async () => void (await controller.saveStep(input)));
  return { controller, calls, stored, addresses, confirmPrice, save, state: () => controller.$state.get() };
}

describe('purchase journey controller', () => {
  it('walks the six steps in order; the summary adds up what each step saved', async () => {
    const h = harness();
    await h.controller.start();
    expect(h.state()).toMatchObject({ phase: { kind: 'ready' }, car: CAR, step: 'price' });
    const seen: PurchaseStep[] = [h.state().step];
    await h.confirmPrice();
    seen.push(h.state().step);
    expect(h.stored.get(CAR.id)).toEqual({ journeyId: JOURNEY, token: TOKEN });
    for (const input of [
      { step: 'trade_in', valuation_id: 'val_1' },
      { step: 'finance', choice: 'finance' },
      { step: 'deposit', reservation_id: 'res_1' },
      { step: 'fulfilment', method: 'delivery', postcode: '4000' },
    ] as PurchaseStepInput[]) {
      await h.save(input);
      seen.push(h.state().step);
    }
    expect(seen).toEqual([...PURCHASE_STEPS]);
    expect(h.addresses.map((entry) => entry.push)).toEqual([false, true, true, true, true, true]);
    // Every step after the price carried the resume token.
    expect(h.calls.filter((call) => call.call.startsWith('step:')).every((call) => (call.body as { token?: string }).token === TOKEN)).toBe(true);
    await h.save({ step: 'summary', confirmed: true });
    const journey = h.state().journey!;
    expect(journey.status).toBe('submitted');
    expect(summaryRows(journey, CAR, 'Australia/Brisbane')).toEqual([
      ['Car', CAR.name],
      ['Price', '$24,990'],
      ['Trade-in', '2019 Mazda CX-5: offer $21,500 (subject to inspection)'],
      ['Payment', 'Finance from $98/wk'],
      ['Deposit', expect.stringMatching(/^\$200 paid, car held until /)],
      ['Delivery', 'To 4000 (Brisbane): $150'],
    ]);
    // The finance figures the step shows add up: deposit + financed is the price, plus the fee is what is borrowed.
    const offer = CAR.finance!;
    expect(offer.deposit + offer.priceFinanced).toBe(CAR.price);
    expect(offer.priceFinanced + offer.establishmentFee).toBe(offer.amountFinanced);
  });

  it('two quick saves of the same step are one request key, so the API saves it once', async () => {
    const h = harness();
    await h.controller.start();
    await h.confirmPrice();
    await Promise.all([h.save({ step: 'trade_in', valuation_id: null }), h.save({ step: 'trade_in', valuation_id: null })]);
    const keys = h.calls.filter((call) => call.call === 'step:trade_in').map((call) => call.key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    await h.save({ step: 'finance', choice: 'cash' });
    expect(h.calls.at(-1)?.key).not.toBe(keys[0]);
  });

  it('a step in the URL past the open one shows the open one', async () => {
    const h = harness({ urlStep: 'deposit' });
    await h.controller.start();
    expect(h.state().step).toBe('price');
    h.controller.goTo('fulfilment');
    expect(h.state().step).toBe('price');
  });

  it('a car sold before the deposit stops the journey instead of showing an error', async () => {
    const h = harness({ taken: true });
    await h.controller.start();
    expect(h.state().phase).toEqual({ kind: 'stopped', message: expect.stringContaining('no longer be bought online') });
  });

  it('a car sold mid-way stops the journey with the API message; after the deposit it is only an error', async () => {
    const before = harness({ soldAt: 'finance' });
    await before.controller.start();
    await before.confirmPrice();
    await before.save({ step: 'trade_in', valuation_id: null });
    await before.save({ step: 'finance', choice: 'cash' });
    expect(before.state()).toMatchObject({ phase: { kind: 'stopped', message: 'Just sold.' }, busy: false });

    const after = harness({ soldAt: 'fulfilment' });
    await after.controller.start();
    await after.confirmPrice();
    for (const input of [
      { step: 'trade_in', valuation_id: null },
      { step: 'finance', choice: 'cash' },
      { step: 'deposit', reservation_id: 'res_1' },
      { step: 'fulfilment', method: 'pickup', postcode: '' },
    ] as PurchaseStepInput[])
      await after.save(input);
    expect(after.state()).toMatchObject({ phase: { kind: 'ready' }, step: 'fulfilment', failure: 'Just sold.' });
  });

  it('an unknown or malformed car id shows the no-car message', async () => {
    for (const slug of ['', '../etc/passwd', 'no-such-car']) {
      const h = harness({ slug });
      await h.controller.start();
      expect(h.state().phase).toEqual({ kind: 'no-car' });
    }
  });
});
