import { describe, expect, it } from 'vitest';
import { GeocodeError, INVALID_POSTCODE, mapsGeocoder, offlineGeocoder, readMapsGeocodeReply } from './geocode.ts';

const table = [
  { postcode: '4006', suburb: 'Fortitude Valley', state: 'QLD', lat: -27.457, lng: 153.0347 },
  { postcode: '4006', suburb: 'Newstead', state: 'QLD', lat: -27.4445, lng: 153.044 },
  { postcode: '2150', suburb: 'Parramatta', state: 'NSW', lat: -33.8148, lng: 151.0017 },
];

describe('offline geocoder', () => {
  it('finds a postcode, centring several suburbs', async () => {
    let loads = 0;
    const geocoder = offlineGeocoder(async () => {
      loads += 1;
      return table;
    });
    const place = await geocoder.geocode('4006');
    expect(place.lat).toBeCloseTo(-27.45075, 5);
    expect(place.lng).toBeCloseTo(153.03935, 5);
    expect(place.label).toBe('Fortitude Valley QLD');
    await geocoder.geocode('2150');
    expect(loads).toBe(1);
  });

  it("says 'Invalid postcode' when the table has no entry", async () => {
    const geocoder = offlineGeocoder(async () => table);
    await expect(geocoder.geocode('0000')).rejects.toThrow(new GeocodeError(INVALID_POSTCODE));
  });
});

describe('maps geocoder', () => {
  it('reads results[0].geometry.location', () => {
    expect(readMapsGeocodeReply({ results: [{ geometry: { location: { lat: -27.5, lng: 153 } } }] })).toEqual({ lat: -27.5, lng: 153 });
    expect(() => readMapsGeocodeReply({ results: [] })).toThrow(INVALID_POSTCODE);
    expect(() => readMapsGeocodeReply(null)).toThrow(INVALID_POSTCODE);
  });

  it('asks with the postal_code and country AU components', async () => {
    const asked: string[] = [];
    const fakeFetch = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ results: [{ geometry: { location: { lat: 1, lng: 2 } } }] }));
    }) as typeof fetch;
    const geocoder = mapsGeocoder({ endpoint: 'https://maps.example/geocode/json', key: 'k', fetch: fakeFetch });
    await expect(geocoder.geocode('4000')).resolves.toEqual({ lat: 1, lng: 2 });
    expect(new URL(asked[0]!).searchParams.get('components')).toBe('postal_code:4000|country:AU');
  });
});
