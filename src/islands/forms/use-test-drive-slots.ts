import { useEffect, useState } from 'react';
import type { TestDriveAvailabilityReply } from '#contract/vehicle-calls.ts';
import { platformClientFor } from '../../forms/browser/platform.ts';
import type { LeadFormSite } from '../../site/leads/form-props.ts';

/** Free test-drive slots for the chosen location (and car), from the API's availability call. */

/** Sent on window when the API refused a booking because its slot was taken: the slots are asked for again. */
export const SLOTS_STALE_EVENT = 'forecourt:test-drive-slots-stale';

export type SlotsState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; days: TestDriveAvailabilityReply['days']; timeZone: string } | { status: 'error' };

export function useTestDriveSlots(site: LeadFormSite, enabled: boolean, about: { carId?: number; locationId?: number }): SlotsState {
  const [state, setState] = useState<SlotsState>({ status: 'idle' });
  const { apiBaseUrl, websiteId } = site;
  const { carId, locationId } = about;
  const [round, setRound] = useState(0);

  useEffect(() => {
    const refresh = () => setRound((value) => value + 1);
    window.addEventListener(SLOTS_STALE_EVENT, refresh);
    return () => window.removeEventListener(SLOTS_STALE_EVENT, refresh);
  }, []);

  useEffect(() => {
    if (!enabled || !apiBaseUrl) return;
    let cancelled = false;
    setState({ status: 'loading' });
    platformClientFor({ websiteId, apiBaseUrl })
      .getTestDriveAvailability({ ...(carId ? { carId } : {}), ...(locationId ? { locationId } : {}) })
      .then((reply) => {
        if (!cancelled) setState({ status: 'ready', days: reply.days.filter((day) => day.slots.length > 0), timeZone: reply.time_zone });
      })
      .catch((error: unknown) => {
        console.warn('Test drive times could not be loaded', error);
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, apiBaseUrl, websiteId, carId, locationId, round]);

  return state;
}
