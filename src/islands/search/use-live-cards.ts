import { useEffect, useState } from 'react';
import type { LiveCar } from '../../domain/live-status.ts';
import { liveStatusIds } from '../../site/search/live-cards.ts';
import { fetchLiveCards } from './fetch-live-cards.ts';

type ApiSite = { websiteId: number; apiBaseUrl: string };

/** Waits this long after the results settle, so a shopper paging quickly costs one request, not one per page. */
const SETTLE_MS = 400;

/**
 * Live status for the cards on the page: one batch request to the platform API for the
 * shown cars once the results settle, after hydration (the static HTML is the build's truth), by a
 * plain fetch (fetch-live-cards.ts), so the page loads no platform client to read. A failure leaves
 * the cards as built and is logged (a warning), never shown.
 */
export function useLiveCards(site: ApiSite | null, hits: readonly { id: number }[], enabled: boolean): ReadonlyMap<number, LiveCar> {
  const [live, setLive] = useState<ReadonlyMap<number, LiveCar>>(new Map());
  const ids = liveStatusIds(hits);
  const key = ids.join(',');

  useEffect(() => {
    if (!site || !enabled || ids.length === 0) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      fetchLiveCards(site, ids)
        .then((cars) => {
          if (cancelled) return;
          setLive((before) => new Map([...before, ...cars.map((car) => [car.id, car] as const)]));
        })
        .catch((error: unknown) => console.warn('Live status of the cards unavailable', error));
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // The ids' key stands for the ids; the site never changes while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [key, enabled]);

  return live;
}
