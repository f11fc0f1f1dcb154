import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { platformClientFor } from '../../forms/browser/platform.ts';
import type { JourneyCar, PurchaseJourneyProps } from '../../site/leads/purchase-journey.ts';
import { readSavedJourney, writeSavedJourney } from './journey-storage.ts';
import { createPurchaseJourneyController, type StepAddress } from './purchase-journey-controller.ts';
import { stepFromUrl, urlForStep } from './step-url.ts';

/**
 * The purchase journey island's binding: the controller (purchase-journey-controller.ts) holds the
 * journey and its rules; this hook gives it the page (the car's JSON, the dealer's API, localStorage,
 * the address bar and its back/forward) and re-renders on its state.
 */

const browserAddress: StepAddress = {
  current: () => stepFromUrl(location.search),
  show(step, push) {
    const url = urlForStep(location.href, step);
    if (push) history.pushState({ step }, '', url);
    else history.replaceState({ step }, '', url);
  },
};

async function fetchJourneyCar(slug: string): Promise<JourneyCar | null> {
  const response = await fetch(`/checkout-journey/${slug}.json`);
  return response.ok ? ((await response.json()) as JourneyCar) : null;
}

export function usePurchaseJourney(props: PurchaseJourneyProps) {
  const { websiteId, apiBaseUrl } = props.site;
  const [controller] = useState(() =>
    createPurchaseJourneyController({
      carSlug: typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('car_id') ?? ''),
      fetchCar: fetchJourneyCar,
      api: () => platformClientFor({ websiteId, apiBaseUrl }),
      storage: { read: (carId) => readSavedJourney(websiteId, carId), write: (carId, saved) => writeSavedJourney(websiteId, carId, saved) },
      address: browserAddress,
    }),
  );
  const state = useStore(controller.$state);

  useEffect(() => {
    void controller.start();
    const onPop = () => controller.popped();
    window.addEventListener('popstate', onPop);
    return () => {
      controller.stop();
      window.removeEventListener('popstate', onPop);
    };
  }, [controller]);

  return {
    ...state,
    setErrors: controller.setErrors,
    api: controller.api,
    run: controller.run,
    keyFor: controller.keyFor,
    saveStep: controller.saveStep,
    remember: controller.remember,
    saved: controller.saved,
    advance: controller.advance,
    goTo: controller.goTo,
  };
}

export type PurchaseJourneyModel = ReturnType<typeof usePurchaseJourney>;
