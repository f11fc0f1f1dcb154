import type { NearbyPlace } from '../../islands/locations/use-nearest-locations.ts';
import type { LocationSummary } from './locations.ts';

/** Locations the nearest-location finder can rank: those with coordinates. */
export function nearbyPlaces(locations: readonly LocationSummary[]): NearbyPlace[] {
  return locations.flatMap((l) => {
    if (!l.point) return [];
    const place: NearbyPlace = { name: l.name, href: l.href, addressLine: l.addressLine, departmentLabel: l.departmentLabel, point: l.point };
    if (l.phone) place.phone = l.phone;
    return [place];
  });
}
