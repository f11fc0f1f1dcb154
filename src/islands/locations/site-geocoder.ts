import { offlineGeocoder, type Geocoder, type PostcodeRow } from './geocode.ts';

/**
 * The geocoder the dealer's config names (integrations.geocode). 'offline' loads the postcode
 * table as its own chunk, only when a shopper first searches.
 */
export function siteGeocoder(kind: 'offline'): Geocoder {
  switch (kind) {
    case 'offline':
      return offlineGeocoder(async () => (await import('../../data/postcodes-au.json')).default as PostcodeRow[]);
  }
}
