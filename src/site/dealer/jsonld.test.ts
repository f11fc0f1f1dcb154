import { describe, expect, it } from 'vitest';
import { LocationSchema } from '../../data/schemas/location.ts';
import { aggregateRating, autoDealerJsonLd, breadcrumbJsonLd, openingHoursSpecification } from './jsonld.ts';
import { testLocation } from './test-bundle.ts';

describe('JSON-LD', () => {
  it('lists open days Monday first with schema.org day names', () => {
    const spec = openingHoursSpecification([
      { weekday: 0, status: 'Closed' },
      { weekday: 6, status: 'Open', open: '08:30', close: '16:00' },
      { weekday: 1, status: 'Open', open: '08:30', close: '17:30' },
    ]);
    expect(spec).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '08:30', closes: '16:00' },
    ]);
  });

  it('describes a location as an AutoDealer with hours, holidays and rating', () => {
    const location = LocationSchema.parse(
      testLocation('newstead', {
        reviews: { average_rating: '4.7', count: 182, list: [] },
        special_hours: [
          { date: '2026-12-25', status: 'Closed', department: 'all' },
          { date: '2026-12-28', status: 'Closed', department: 'service' },
        ],
      }),
    );
    const data = autoDealerJsonLd(location, { siteUrl: 'https://dealer.example', siteName: 'Dealer' });
    expect(data['@type']).toBe('AutoDealer');
    expect(data.url).toBe('https://dealer.example/locations/newstead');
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.7', reviewCount: 182, bestRating: 5, worstRating: 1 });
    expect(data.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
    ]);
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -27.47, longitude: 153.02 });
    expect(data.parentOrganization).toMatchObject({ name: 'Dealer' });
    const grouped = autoDealerJsonLd(location, { siteUrl: 'https://dealer.example', siteName: 'Dealer', groupName: 'Southern Cross Auto Group' });
    expect(grouped.parentOrganization).toMatchObject({ name: 'Southern Cross Auto Group' });
  });

  it('leaves the rating out without reviews', () => {
    expect(aggregateRating(undefined, 3)).toBeUndefined();
    expect(aggregateRating('4.5', 0)).toBeUndefined();
  });

  it('builds breadcrumbs', () => {
    expect(breadcrumbJsonLd([{ label: 'Home', href: '/' }, { label: 'Offers' }], 'https://d.example').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://d.example/' },
      { '@type': 'ListItem', position: 2, name: 'Offers' },
    ]);
  });
});
