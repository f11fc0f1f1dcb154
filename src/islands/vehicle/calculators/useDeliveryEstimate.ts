import { useCallback, useRef, useState } from 'react';
import { validatePostcode } from '../../../domain/postcode.ts';
import { DELIVERY_NO_ESTIMATE_TEXT } from '../../../domain/vehicle-page/constants.ts';
import type { PlatformSettings } from '../../../site/vehicle/live.ts';

export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'result'; postcode: string; price: number; region: string }
  | { status: 'error'; message: string };

/** Delivery price by postcode: validated here first, then asked of the platform API. */
export function useDeliveryEstimate(api: PlatformSettings, carId: number) {
  const [state, setState] = useState<DeliveryState>({ status: 'idle' });
  const latest = useRef(0);
  const check = useCallback(
    async (input: string) => {
      const valid = validatePostcode(input);
      if (!valid.ok) return setState({ status: 'error', message: valid.message });
      const request = ++latest.current;
      setState({ status: 'loading', postcode: valid.postcode });
      try {
        // The client (with its reply schemas) is fetched on the first check, not with the page.
        const { platformClient } = await import('../platform.ts');
        const reply = await platformClient(api).getDeliveryPrice(valid.postcode, { carId });
        if (request === latest.current) setState({ status: 'result', postcode: reply.postcode, price: reply.price, region: reply.name });
      } catch (error) {
        // Any failure gets the spec's can't-estimate message, which points to the enquiry form and phone.
        console.warn('Delivery estimate failed', error);
        if (request === latest.current) setState({ status: 'error', message: DELIVERY_NO_ESTIMATE_TEXT });
      }
    },
    [api, carId],
  );
  return { state, check };
}
