import { useMemo } from 'react';
import { NearestLocationView } from './NearestLocationView.tsx';
import { siteGeocoder } from './site-geocoder.ts';
import { useNearestLocations, type NearbyPlace } from './use-nearest-locations.ts';

interface Props {
  places: NearbyPlace[];
  geocoder: 'offline';
  heading?: string;
}

/** Nearest location by postcode (spec 02 §7 geocode, §9 Earth radius 6371 km). */
export default function NearestLocationIsland({ places, geocoder, heading = 'Find your nearest location' }: Props) {
  const port = useMemo(() => siteGeocoder(geocoder), [geocoder]);
  const { state, search } = useNearestLocations(places, port);
  return <NearestLocationView state={state} onSearch={(postcode) => void search(postcode)} heading={heading} />;
}
