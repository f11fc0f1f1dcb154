/** Australian postcodes and distance between places (spec 02 §5 "Postcode field", §9 Earth radius). */

export const POSTCODE_PATTERN = /^\d{4}$/;
export const POSTCODE_MAX_LENGTH = 4;
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
export const MISSING_POSTCODE_MESSAGE = 'Please enter a postcode.';
export const EARTH_RADIUS_KM = 6371;

export function isValidPostcode(value: string): boolean {
  return POSTCODE_PATTERN.test(value);
}

/** Surrounding spaces are forgiven (pasted values); anything else must be exactly 4 digits. */
export function validatePostcode(value: string | null | undefined): { ok: true; postcode: string } | { ok: false; message: string } {
  const postcode = (value ?? '').trim();
  if (postcode === '') return { ok: false, message: MISSING_POSTCODE_MESSAGE };
  return isValidPostcode(postcode) ? { ok: true, postcode } : { ok: false, message: INVALID_POSTCODE_MESSAGE };
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance by the haversine formula. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The closest of `places` to `origin`, or undefined for an empty list. */
export function nearest<T extends LatLng>(origin: LatLng, places: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const place of places) {
    const distance = distanceKm(origin, place);
    if (distance < bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  return best;
}
