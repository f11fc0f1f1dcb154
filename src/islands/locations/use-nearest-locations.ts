import { useCallback, useMemo, useState } from 'react';
import { byDistance, formatDistance } from '../../domain/dealer-pages/locations.ts';
import { validatePostcode, type LatLng } from '../../domain/postcode.ts';
import { GeocodeError, type Geocoder } from './geocode.ts';

export interface NearbyPlace {
  name: string;
  href: string;
  addressLine: string;
  departmentLabel: string;
  point: LatLng;
  phone?: string;
}

export type NearestState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'error'; message: string }
  | { status: 'found'; postcode: string; placeLabel?: string; results: { place: NearbyPlace; distance: string }[] };

const RESULTS = 3;

/** Postcode → nearest locations: validation, geocoding through the port, great-circle ranking. */
export function useNearestLocations(places: readonly NearbyPlace[], geocoder: Geocoder) {
  const [state, setState] = useState<NearestState>({ status: 'idle' });
  const search = useCallback(
    async (input: string) => {
      const checked = validatePostcode(input);
      if (!checked.ok) {
        setState({ status: 'error', message: checked.message });
        return;
      }
      setState({ status: 'searching' });
      try {
        const origin = await geocoder.geocode(checked.postcode);
        const ranked = byDistance(origin, places, (p) => p.point).slice(0, RESULTS);
        const found: NearestState = {
          status: 'found',
          postcode: checked.postcode,
          results: ranked.map((r) => ({ place: r.item, distance: formatDistance(r.km) })),
        };
        if (origin.label) found.placeLabel = origin.label;
        setState(found);
      } catch (error) {
        setState({ status: 'error', message: error instanceof GeocodeError ? error.message : 'Sorry, we could not look that postcode up. Please try again.' });
      }
    },
    [geocoder, places],
  );
  return useMemo(() => ({ state, search }), [state, search]);
}
