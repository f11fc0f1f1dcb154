import { describe, expect, it } from 'vitest';
import { BrandSchema, LocationSchema, OfferSchema, VehicleSchema } from '../data/schemas/index.ts';
import { parseRecords, recordProblemToString } from './data-problems.ts';

/** A data record with a script URL is skipped with a reason, like any other malformed record. */
const vehicle = {
  id: 1,
  slug: 'a-car',
  name: '2024 Toyota Corolla',
  year: 2024,
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  price: 20000,
  created_at: '2026-11-01T00:00:00+10:00',
  dealership_slug: 'demo',
  dealership_id: 1,
};

describe('URL fields in dealer data', () => {
  it.each([
    ['video_url', { video_url: 'javascript:alert(1)' }],
    ['images[0].url', { images: [{ url: 'data:text/html;base64,PHNjcmlwdD4=' }] }],
    ['spin_images[1]', { spin_images: ['/ok.jpg', '&#106;avascript:alert(1)'] }],
    ['file', { file: '/\\evil.example/report.pdf' }],
    ['location.address.place_url', { location: { id: 1, name: 'L', slug: 'l', address: { place_url: 'vbscript:x' } } }],
  ])('skips a vehicle whose %s is a script URL', (field, extra) => {
    const { valid, problems } = parseRecords(
      'data/stock.json',
      [
        { ...vehicle, ...extra },
        { ...vehicle, id: 2 },
      ],
      VehicleSchema,
    );
    expect(valid.map((v) => v.id)).toEqual([2]);
    expect(recordProblemToString(problems[0]!)).toMatch(
      new RegExp(`^data/stock\\.json\\[0\\] \\(id 1\\): ${field.replace(/[.[\]]/g, '\\$&')}: expected https://`),
    );
  });

  it('checks offers, brands and locations with the same rule', () => {
    expect(parseRecords('o', [{ id: 1, name: 'O', image_url: 'JAVASCRIPT:alert(1)' }], OfferSchema).problems[0]?.field).toBe('image_url');
    expect(parseRecords('b', [{ title: 'B', slug: 'b', externalUrl: 'javascript:alert(1)' }], BrandSchema).problems[0]?.field).toBe('externalUrl');
    expect(parseRecords('b', [{ title: 'B', slug: 'b', logoSrc: '//evil.example/x.svg' }], BrandSchema).problems[0]?.field).toBe('logoSrc');
    const location = {
      id: 1,
      name: 'L',
      slug: 'l',
      dealership_id: 1,
      dealership_slug: 'd',
      address: {},
      contact_detail: {},
      image: { url: 'javascript:alert(1)' },
    };
    expect(parseRecords('l', [location], LocationSchema).problems[0]?.field).toBe('image.url');
  });
});
