import { atom, type ReadableAtom } from 'nanostores';
import { isPlatformApiError, newIdempotencyKey } from '../../../integrations/platform-api/client/index.ts';
import type { PlatformClient, PurchaseStepInput } from '../../../integrations/platform-api/client/create-platform-client.ts';
import type { PurchaseJourneyReply } from '#contract/purchase-journey-calls.ts';
import { CAR_TAKEN_MESSAGE, missingBefore, type PurchaseStep } from '../../domain/purchase-journey/steps.ts';
import type { JourneyCar } from '../../site/leads/purchase-journey.ts';
import { runApiCall } from '../shared/api-call.ts';
import type { SavedJourney } from './journey-storage.ts';

/**
 * The purchase journey without React: the car (its build-time JSON), the saved journey (the API's),
 * the step on screen (the URL's `step`), and one `run` for every call — busy while it runs, its error
 * announced, each request retried with the same Idempotency-Key so a double submit saves once.
 * State, actions and a subscription (InstantSearch's connector split); `use-purchase-journey.ts` binds it.
 */

export type Phase = { kind: 'loading' } | { kind: 'no-car' } | { kind: 'stopped'; message: string } | { kind: 'ready' };

export interface PurchaseJourneyState {
  phase: Phase;
  car: JourneyCar | null;
  journey: PurchaseJourneyReply | null;
  step: PurchaseStep;
  busy: boolean;
  failure: string | null;
  errors: Record<string, string>;
}

/** Where the step is shown in the address bar (history entries in the browser). */
export interface StepAddress {
  /** The step the URL names, if any. */
  current(): PurchaseStep | null;
  /** Shows `step` in the URL; `push` adds a history entry, else the current one is replaced. */
  show(step: PurchaseStep, push: boolean): void;
}

export interface PurchaseJourneyOptions {
  /** The car's slug from `?car_id=` (checked here: dealer input never reaches a path unchecked). */
  carSlug: string;
  /** The car's build-time JSON, or null when there is none. */
  fetchCar(slug: string): Promise<JourneyCar | null>;
  api: () => PlatformClient;
  /** The journey id and resume token kept for this car (localStorage in the browser). */
  storage: { read(carId: number): SavedJourney | null; write(carId: number, saved: SavedJourney | null): void };
  address: StepAddress;
  newKey?: () => string;
}

export interface PurchaseJourneyController {
  readonly $state: ReadableAtom<PurchaseJourneyState>;
  /** Loads the car and resumes its journey; resolves when the journey is ready (or cannot be). */
  start(): Promise<void>;
  /** The page is going away: an answer arriving later changes nothing. */
  stop(): void;
  /** Back or forward in history: the URL's step is shown. */
  popped(): void;
  api(): PlatformClient;
  run(work: () => Promise<void>): Promise<void>;
  /** The same request keeps its key (a retry); another request gets a new one. */
  keyFor(body: unknown): string;
  setErrors(errors: Record<string, string>): void;
  /** Saves one step and moves to the next open one. */
  saveStep(input: PurchaseStepInput): Promise<PurchaseJourneyReply | undefined>;
  saved(): SavedJourney | null;
  remember(next: SavedJourney | null): void;
  /** A journey the API just answered with: show it at its next open step. */
  advance(reply: PurchaseJourneyReply): void;
  goTo(step: PurchaseStep): void;
}

const CAR_TAKEN = new Set(['car_not_available', 'car_not_reservable']);

export function createPurchaseJourneyController(options: PurchaseJourneyOptions): PurchaseJourneyController {
  const $state = atom<PurchaseJourneyState>({ phase: { kind: 'loading' }, car: null, journey: null, step: 'price', busy: false, failure: null, errors: {} });
  const patch = (next: Partial<PurchaseJourneyState>) => $state.set({ ...$state.get(), ...next });
  const newKey = options.newKey ?? newIdempotencyKey;
  const keys = new Map<string, string>();
  let saved: SavedJourney | null = null;
  let stopped = false;

  /** Shows a step: allowed only once the steps before it are saved. `push` adds a history entry. */
  function show(target: PurchaseStep, current: PurchaseJourneyReply | null, push: boolean) {
    const done = current ? Object.keys(current.steps) : [];
    const allowed = missingBefore(target, done) === null ? target : (current?.next_step ?? 'price');
    patch({ step: allowed, errors: {}, failure: null });
    options.address.show(allowed, push);
  }

  function advance(reply: PurchaseJourneyReply) {
    patch({ journey: reply });
    show(reply.next_step, reply, true);
  }

  async function load(): Promise<void> {
    const slug = options.carSlug.trim();
    if (!/^[a-z0-9-]+$/.test(slug)) return patch({ phase: { kind: 'no-car' } });
    const car = await options.fetchCar(slug).catch(() => null);
    if (stopped) return;
    if (!car) return patch({ phase: { kind: 'no-car' } });
    patch({ car });
    saved = options.storage.read(car.id);
    const resumed = await options
      .api()
      .resumePurchaseJourney({ carId: car.id, ...(saved ? { journeyId: saved.journeyId, token: saved.token } : {}) })
      .catch(() => null);
    if (stopped) return;
    if (resumed && !resumed.available) return patch({ phase: { kind: 'stopped', message: resumed.message ?? CAR_TAKEN_MESSAGE } });
    if (!resumed) {
      const live = await options
        .api()
        .getCarStatus(car.slug)
        .catch(() => null);
      if (stopped) return;
      if (live && (!live.available || live.reserved)) return patch({ phase: { kind: 'stopped', message: CAR_TAKEN_MESSAGE } });
    }
    patch({ journey: resumed, phase: { kind: 'ready' } });
    show(options.address.current() ?? resumed?.next_step ?? 'price', resumed, false);
  }

  const controller: PurchaseJourneyController = {
    $state,
    start: load,
    stop() {
      stopped = true;
    },
    popped() {
      const target = options.address.current();
      if (target) patch({ step: target });
    },
    api: options.api,
    run(work) {
      return runApiCall(
        work,
        { setBusy: (busy) => patch({ busy }), setFailure: (failure) => patch({ failure }), setErrors: (errors) => patch({ errors }) },
        {
          clearErrors: true,
          // A car taken before the deposit is saved stops the journey instead of showing an error.
          onError: (error) => {
            if (!isPlatformApiError(error) || !CAR_TAKEN.has(error.code) || $state.get().journey?.steps.deposit) return false;
            patch({ phase: { kind: 'stopped', message: error.message || CAR_TAKEN_MESSAGE } });
            return true;
          },
        },
      );
    },
    keyFor(body) {
      const text = JSON.stringify(body);
      const key = keys.get(text) ?? newKey();
      keys.set(text, key);
      return key;
    },
    setErrors: (errors) => patch({ errors }),
    async saveStep(input) {
      const { journey } = $state.get();
      if (!journey) return undefined;
      const body = { ...input, ...(saved ? { token: saved.token } : {}) } as PurchaseStepInput;
      const reply = await options.api().submitPurchaseStep(journey.journey_id, body, { idempotencyKey: controller.keyFor({ id: journey.journey_id, body }) });
      advance(reply);
      return reply;
    },
    saved: () => saved,
    remember(next) {
      saved = next;
      const { car } = $state.get();
      if (car) options.storage.write(car.id, next);
    },
    advance,
    goTo: (target) => show(target, $state.get().journey, true),
  };
  return controller;
}
