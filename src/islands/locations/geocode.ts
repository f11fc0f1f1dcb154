import type { LatLng } from '../../domain/postcode.ts';

/**
 * Postcode geocoding behind one small port (spec 02 §7 "Geocode", §8): the offline table that
 * ships with the site is the default; a maps-service geocoder reading results[0].geometry.location
 * plugs in the same way. No result is the error 'Invalid postcode'.
 */

export const INVALID_POSTCODE = 'Invalid postcode';

export class GeocodeError extends Error {
  constructor(message: string = INVALID_POSTCODE) {
    super(message);
    this.name = 'GeocodeError';
  }
}

export interface GeocodedPlace extends LatLng {
  /** 'Springwood QLD', when the geocoder knows it. */
  label?: string;
}

export interface Geocoder {
  geocode(postcode: string): Promise<GeocodedPlace>;
}

export interface PostcodeRow {
  postcode: string;
  suburb?: string;
  state?: string;
  lat: number;
  lng: number;
}

/** Looks the postcode up in a table loaded on first use; a postcode with several suburbs is their centre. */
export function offlineGeocoder(loadTable: () => Promise<readonly PostcodeRow[]>): Geocoder {
  let table: Promise<readonly PostcodeRow[]> | undefined;
  return {
    async geocode(postcode) {
      table ??= loadTable();
      const rows = (await table).filter((row) => row.postcode === postcode);
      if (rows.length === 0) throw new GeocodeError();
      const place: GeocodedPlace = {
        lat: rows.reduce((sum, row) => sum + row.lat, 0) / rows.length,
        lng: rows.reduce((sum, row) => sum + row.lng, 0) / rows.length,
      };
      const first = rows[0]!;
      if (first.suburb) place.label = [first.suburb, first.state].filter(Boolean).join(' ');
      return place;
    },
  };
}

/** Reads a maps geocode reply: results[0].geometry.location; no result is 'Invalid postcode'. */
export function readMapsGeocodeReply(body: unknown): GeocodedPlace {
  const results = (body as { results?: unknown } | null)?.results;
  const location = Array.isArray(results)
    ? (results[0] as { geometry?: { location?: { lat?: unknown; lng?: unknown } } } | undefined)?.geometry?.location
    : undefined;
  if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') throw new GeocodeError();
  return { lat: location.lat, lng: location.lng };
}

/** A maps geocode service: GET with components postal_code and country AU. */
export function mapsGeocoder(options: { endpoint: string; key: string; fetch?: typeof fetch }): Geocoder {
  const doFetch = options.fetch ?? fetch;
  return {
    async geocode(postcode) {
      const url = new URL(options.endpoint);
      url.searchParams.set('components', `postal_code:${postcode}|country:AU`);
      url.searchParams.set('key', options.key);
      const reply = await doFetch(url.href);
      if (!reply.ok) throw new GeocodeError();
      return readMapsGeocodeReply(await reply.json());
    },
  };
}
