import { useEffect, useRef, useState } from 'react';
import { isPlatformApiError, newIdempotencyKey } from '../../../integrations/platform-api/client/index.ts';
import type { PurchaseStepInput } from '../../../integrations/platform-api/client/create-platform-client.ts';
import type { PurchaseJourneyReply } from '../../../integrations/platform-api/contract/purchase-journey-calls.ts';
import { CAR_TAKEN_MESSAGE, missingBefore, type PurchaseStep } from '../../domain/purchase-journey/steps.ts';
import { platformClientFor } from '../../forms/browser/platform.ts';
import type { JourneyCar, PurchaseJourneyProps } from '../../site/leads/purchase-journey.ts';
import { useApiCall } from '../shared/use-api-call.ts';
import { readSavedJourney, writeSavedJourney, type SavedJourney } from './journey-storage.ts';
import { stepFromUrl, urlForStep } from './step-url.ts';

/**
 * The purchase journey's state: the car (its build-time JSON), the saved journey (the API's), the
 * step on screen (the URL's `step`), and one `run` for every call — busy while it runs, its error
 * announced, each request retried with the same Idempotency-Key so a double submit saves once.
 */

export type Phase = { kind: 'loading' } | { kind: 'no-car' } | { kind: 'stopped'; message: string } | { kind: 'ready' };

const CAR_TAKEN = new Set(['car_not_available', 'car_not_reservable']);

export function usePurchaseJourney(props: PurchaseJourneyProps) {
  const site = { websiteId: props.site.websiteId, apiBaseUrl: props.site.apiBaseUrl };
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [car, setCar] = useState<JourneyCar | null>(null);
  const [journey, setJourney] = useState<PurchaseJourneyReply | null>(null);
  const [step, setStep] = useState<PurchaseStep>('price');
  // A car taken before the deposit is saved stops the journey instead of showing an error.
  const { busy, failure, setFailure, errors, setErrors, run } = useApiCall({
    clearErrors: true,
    onError: (error) => {
      if (!isPlatformApiError(error) || !CAR_TAKEN.has(error.code) || journey?.steps.deposit) return false;
      setPhase({ kind: 'stopped', message: error.message || CAR_TAKEN_MESSAGE });
      return true;
    },
  });
  const saved = useRef<SavedJourney | null>(null);
  const keys = useRef(new Map<string, string>());
  const api = () => platformClientFor(site);

  /** The same request keeps its key (a retry); another request gets a new one. */
  const keyFor = (body: unknown) => {
    const text = JSON.stringify(body);
    const key = keys.current.get(text) ?? newIdempotencyKey();
    keys.current.set(text, key);
    return key;
  };

  /** Shows a step: allowed only once the steps before it are saved. `push` adds a history entry. */
  function show(target: PurchaseStep, current: PurchaseJourneyReply | null, push: boolean) {
    const done = current ? Object.keys(current.steps) : [];
    const allowed = missingBefore(target, done) === null ? target : (current?.next_step ?? 'price');
    setStep(allowed);
    setErrors({});
    setFailure(null);
    const url = urlForStep(location.href, allowed);
    if (push) history.pushState({ step: allowed }, '', url);
    else history.replaceState({ step: allowed }, '', url);
  }

  useEffect(() => {
    const slug = new URLSearchParams(location.search).get('car_id')?.trim() ?? '';
    if (!/^[a-z0-9-]+$/.test(slug)) return setPhase({ kind: 'no-car' });
    let cancelled = false;
    void (async () => {
      const response = await fetch(`/checkout-journey/${slug}.json`).catch(() => null);
      if (!response?.ok) return setPhase({ kind: 'no-car' });
      const found = (await response.json()) as JourneyCar;
      if (cancelled) return;
      setCar(found);
      const stored = readSavedJourney(site.websiteId, found.id);
      saved.current = stored;
      const resumed = await api()
        .resumePurchaseJourney({ carId: found.id, ...(stored ? { journeyId: stored.journeyId, token: stored.token } : {}) })
        .catch(() => null);
      if (cancelled) return;
      if (resumed && !resumed.available) return setPhase({ kind: 'stopped', message: resumed.message ?? CAR_TAKEN_MESSAGE });
      if (!resumed) {
        const live = await api()
          .getCarStatus(found.slug)
          .catch(() => null);
        if (live && (!live.available || live.reserved)) return setPhase({ kind: 'stopped', message: CAR_TAKEN_MESSAGE });
      }
      setJourney(resumed);
      setPhase({ kind: 'ready' });
      show(stepFromUrl(location.search) ?? resumed?.next_step ?? 'price', resumed, false);
    })();
    const onPop = () => {
      const target = stepFromUrl(location.search);
      if (target) setStep(target);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', onPop);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: the car and the dealer's API never change on the page
  }, []);

  function remember(next: SavedJourney | null) {
    saved.current = next;
    if (car) writeSavedJourney(site.websiteId, car.id, next);
  }

  /** Saves one step and moves to the next open one. */
  async function saveStep(input: PurchaseStepInput): Promise<PurchaseJourneyReply | undefined> {
    if (!journey) return undefined;
    const body = { ...input, ...(saved.current ? { token: saved.current.token } : {}) } as PurchaseStepInput;
    const reply = await api().submitPurchaseStep(journey.journey_id, body, { idempotencyKey: keyFor({ id: journey.journey_id, body }) });
    setJourney(reply);
    show(reply.next_step, reply, true);
    return reply;
  }

  return {
    phase,
    car,
    journey,
    step,
    busy,
    failure,
    errors,
    setErrors,
    api,
    run,
    keyFor,
    saveStep,
    remember,
    saved,
    /** A journey the API just answered with: show it at its next open step. */
    advance(reply: PurchaseJourneyReply) {
      setJourney(reply);
      show(reply.next_step, reply, true);
    },
    goTo: (target: PurchaseStep) => show(target, journey, true),
  };
}

export type PurchaseJourneyModel = ReturnType<typeof usePurchaseJourney>;
