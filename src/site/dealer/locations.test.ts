import { describe, expect, it } from 'vitest';
import { LocationSchema } from '../../data/schemas/location.ts';
import { departmentHours, directionsUrl, locationSummary, osmEmbedUrl, reviewViews } from './locations.ts';
import { testBundle, testLocation } from './test-bundle.ts';

const config = testBundle().config;
const week = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 0 ? { weekday, status: 'Closed' } : { weekday, status: 'Open', open, close }));

describe('location views', () => {
  it('summarises a location for cards', () => {
    const location = LocationSchema.parse(
      testLocation('springwood', { address: { street: '3360 Pacific Hwy', city: 'Springwood', state: 'NSW', postcode: '4127', lat: -27.6, long: 153.1 } }),
    );
    const summary = locationSummary(location, config);
    expect(summary.addressLine).toBe('3360 Pacific Hwy, Springwood NSW 4127');
    expect(summary.href).toBe('/locations/springwood');
    expect(summary.phoneHref).toBe('tel:0730001234');
    expect(summary.department).toBe('sales');
    expect(summary.timeZone).toBe('Australia/Sydney');
    expect(summary.point).toEqual({ lat: -27.6, lng: 153.1 });
    expect(directionsUrl(location)).toContain('destination=springwood%2C%203360%20Pacific%20Hwy');
  });

  it('gives each department its table and holidays', () => {
    const location = LocationSchema.parse(
      testLocation('x', {
        contact_detail: { opening_hours: week('08:30', '17:30'), department_hours: { service: week('07:30', '17:00') } },
        special_hours: [
          { date: '2026-12-25', status: 'Closed', department: 'all', name: 'Christmas Day' },
          { date: '2026-12-28', status: 'Closed', department: 'service', name: 'Boxing Day (additional)' },
          { date: '2026-01-01', status: 'Closed', department: 'all' },
        ],
      }),
    );
    const [sales, service] = departmentHours(location, config, '2026-11-21');
    expect(sales!.label).toBe('Sales');
    expect(sales!.rows[0]).toEqual({ weekday: 1, day: 'Monday', text: '8:30am – 5:30pm', isToday: false });
    expect(sales!.rows[6]!.text).toBe('Closed');
    expect(sales!.holidays.map((h) => h.date)).toEqual(['2026-12-25']);
    expect(service!.holidays.map((h) => h.dateText)).toEqual(['25 December 2026', '28 December 2026']);
  });

  it('filters reviews with the dealer settings', () => {
    const reviews = [
      { id: 1, text: 'Great', customer_name: 'A', rating: 5, review_date: '01/11/2026' },
      { id: 386779, text: 'Great', customer_name: 'B', rating: 5, review_date: '01/11/2026' },
      { id: 3, text: 'Meh', customer_name: 'C', rating: 3, review_date: '01/11/2026' },
    ];
    expect(reviewViews(reviews, config.experience.reviews).map((r) => r.id)).toEqual([1]);
  });

  it('embeds OpenStreetMap around the point', () => {
    expect(osmEmbedUrl({ lat: -27.5, lng: 153 })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=152.98800,-27.50700,153.01200,-27.49300&layer=mapnik&marker=-27.50000,153.00000',
    );
  });
});
