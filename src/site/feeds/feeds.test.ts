import { describe, expect, it } from 'vitest';
import { googleVehicleListingsProblems, metaAutomotiveCatalogProblems, parseFeedCsv } from '../../../tests/support/feed-specs.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { testConfig, testVehicle } from '../vehicle/test-fixtures.ts';
import type { FeedInput } from './advertised-cars.ts';
import { feedCsv, inertCell } from './feed-csv.ts';
import { GOOGLE_COLUMNS, googleVehicleListings } from './google-vehicle-listings.ts';
import { META_COLUMNS, metaAutomotiveCatalog } from './meta-automotive-catalog.ts';

const photo = { url: '/media/car-front.webp' };
const car = (id: number, overrides: Parameters<typeof testVehicle>[0] = {}): Vehicle =>
  testVehicle({ id, slug: `car-${id}`, stocknum: `S${id}`, vin: `JTMW43FV80D12345${id % 10}`, colour: 'White', images: [photo], ...overrides });

const input = (stock: Vehicle[]): FeedInput => ({ config: testConfig(), stock, locations: [] });

const STOCK = [
  car(1),
  car(2, { car_type: 'new', km: 10, offer_price: 41990, price: 43990, interior_colour: 'Black cloth' }),
  car(3, { status: 'sold' }),
  car(4, { price: 0 }),
  car(5, { show_on_dealer_website: false }),
  car(6, { vin: null }),
  car(7, { images: [] }),
  car(8, { colour: null, dealercomments: '<p>One owner, "full" history, 3 keys,\nlogbooks.</p>' }),
];

describe('Google vehicle listings feed', () => {
  const { rows, leftOut } = googleVehicleListings(input(STOCK));

  it('advertises the cars on sale at a price with a VIN, and says why it left out the rest', () => {
    expect(rows.map((row) => row.id)).toEqual(['S1', 'S2', 'S7', 'S8']);
    expect(Object.fromEntries(leftOut)).toEqual({ sold: 1, 'no price shown': 1, 'hidden from the website': 1, 'no valid 17-character VIN': 1 });
  });

  it('takes passenger vehicles only (cars and utes): a motorcycle, a caravan or a truck is left out, and said why', () => {
    const kinds = [
      car(11, { item_type: 'Light commercial' }),
      car(12, { item_type: 'Motorcycle' }),
      car(13, { item_type: 'Caravan' }),
      car(14, { item_type: 'Truck' }),
    ];
    const google = googleVehicleListings(input(kinds));
    expect(google.rows.map((row) => row.id)).toEqual(['S11']);
    expect(Object.fromEntries(google.leftOut)).toEqual({
      'not a passenger vehicle (motorcycle)': 1,
      'not a passenger vehicle (caravan)': 1,
      'not a passenger vehicle (truck)': 1,
    });
    // Meta's catalog has a vehicle type for each of them.
    expect(metaAutomotiveCatalog(input(kinds)).rows.map((row) => row.vehicle_type)).toEqual(['CAR_TRUCK', 'MOTORCYCLE', 'RV_CAMPER', 'COMMERCIAL']);
  });

  it('writes the attributes in the formats the specification gives', () => {
    expect(rows[1]).toMatchObject({
      store_code: '1',
      dealership_name: 'Demo Motors',
      dealership_address: '1 Main St, Brisbane, QLD 4000, AU',
      condition: 'new',
      price: '41990 AUD',
      vehicle_msrp: '43990 AUD',
      mileage: '10 km',
      trim: 'GX',
      interior_color: 'Black cloth',
      link: 'https://www.demo.example.com.au/cars/car-2',
      image_link: 'https://www.demo.example.com.au/_img/w1200/media/car-front.webp',
    });
    expect(rows[0]).toMatchObject({ condition: 'used', certified_pre_owned: 'no', vehicle_msrp: '' });
  });

  it('is a CSV every row of which passes the specification', () => {
    const csv = feedCsv(GOOGLE_COLUMNS, rows);
    expect(csv.split('\r\n')[0]).toBe(GOOGLE_COLUMNS.join(','));
    expect(googleVehicleListingsProblems(csv)).toEqual([]);
  });

  it('the check fails a row the specification refuses', () => {
    const broken = feedCsv(GOOGLE_COLUMNS, [{ ...rows[0]!, price: '$38,990', vin: 'ABC', condition: 'demo', mileage: '' }]);
    expect(googleVehicleListingsProblems(broken)).toEqual([
      expect.stringContaining('vin "ABC" is not a 17-character VIN'),
      expect.stringContaining('price "$38,990" is not a price in ISO 4217 format'),
      expect.stringContaining('condition "demo" is not one of'),
    ]);
    expect(googleVehicleListingsProblems(feedCsv(GOOGLE_COLUMNS, [{ ...rows[0]!, mileage: '' }]))).toEqual([expect.stringContaining('mileage "" is required')]);
  });
});

describe('Meta automotive inventory catalog', () => {
  const { rows, leftOut } = metaAutomotiveCatalog(input(STOCK));

  it('advertises the cars on sale at a price with a VIN, a photo and a colour', () => {
    expect(rows.map((row) => row.vehicle_id)).toEqual(['1', '2']);
    expect(Object.fromEntries(leftOut)).toEqual({
      sold: 1,
      'no price shown': 1,
      'hidden from the website': 1,
      'no valid 17-character VIN': 1,
      'no photo': 1,
      'no exterior colour': 1,
    });
  });

  it('writes nested fields as JSON-path columns and enums as Meta names them', () => {
    expect(rows[0]).toMatchObject({
      'mileage.value': '25000',
      'mileage.unit': 'KM',
      price: '38990 AUD',
      state_of_vehicle: 'USED',
      availability: 'AVAILABLE',
      body_style: 'SUV',
      transmission: 'AUTOMATIC',
      fuel_type: 'PETROL',
      vehicle_type: 'CAR_TRUCK',
      'address.city': 'Brisbane',
      'address.postal_code': '4000',
      'address.country': 'AU',
    });
    expect(JSON.parse(rows[0]!.image)).toEqual([{ url: 'https://www.demo.example.com.au/_img/w1200/media/car-front.webp' }]);
    expect(rows[1]?.state_of_vehicle).toBe('NEW');
    const reserved = metaAutomotiveCatalog(input([car(9, { reserved: true, certified: true })])).rows[0];
    expect(reserved).toMatchObject({ availability: 'PENDING', state_of_vehicle: 'CPO' });
  });

  it("keeps the dealer's words, as text, and stays valid CSV whatever they hold", () => {
    const withComments = metaAutomotiveCatalog(input([car(10, { dealercomments: '<p>One owner, "full" history,\nlogbooks.</p>' })]));
    const csv = feedCsv(META_COLUMNS, withComments.rows);
    expect(metaAutomotiveCatalogProblems(csv)).toEqual([]);
    expect(parseFeedCsv(csv)[0]?.description).toContain('One owner, "full" history,');
    expect(metaAutomotiveCatalogProblems(feedCsv(META_COLUMNS, rows))).toEqual([]);
  });

  it('the check fails a row the specification refuses', () => {
    const broken = feedCsv(META_COLUMNS, [{ ...rows[0]!, image: '[]', state_of_vehicle: 'DEMO', body_style: 'ute' }]);
    expect(metaAutomotiveCatalogProblems(broken)).toEqual([
      expect.stringContaining('image "[]" has no image'),
      expect.stringContaining('state_of_vehicle "DEMO" is not one of'),
      expect.stringContaining('body_style "ute" is not one of'),
    ]);
  });
});

describe('a published feed opened in a spreadsheet', () => {
  const hostile = car(20, {
    name: '=HYPERLINK("http://evil.example","click")',
    badge: '@SUM(1+1)',
    colour: "+cmd|' /C calc'!A0",
    dealercomments: '<p>\t=1+1</p><p>- One owner, logbooks</p>',
  });
  const cells = (csv: string) => parseFeedCsv(csv).flatMap((row) => Object.values(row));
  const formulaLike = (cell: string) => /^\s*[=+\-@]/.test(cell) && !/^[+-]?[\d\s().-]+$/.test(cell);

  it('runs nothing: no cell of either feed starts like a formula, whatever the dealer typed', () => {
    const google = feedCsv(GOOGLE_COLUMNS, googleVehicleListings(input([hostile])).rows);
    const meta = feedCsv(META_COLUMNS, metaAutomotiveCatalog(input([hostile])).rows);
    expect(cells(google).filter(formulaLike)).toEqual([]);
    expect(cells(meta).filter(formulaLike)).toEqual([]);
    expect(parseFeedCsv(google)[0]).toMatchObject({ trim: 'SUM(1+1)', exterior_color: "cmd|' /C calc'!A0" });
    expect(parseFeedCsv(meta)[0]).toMatchObject({ title: 'HYPERLINK("http://evil.example","click")' });
    expect(parseFeedCsv(meta)[0]?.description).toMatch(/^1\+1\s+- One owner, logbooks$/);
    // Still what each specification asks for.
    expect(googleVehicleListingsProblems(google)).toEqual([]);
    expect(metaAutomotiveCatalogProblems(meta)).toEqual([]);
  });

  it('keeps numbers and phone numbers as they are (a southern latitude is negative)', () => {
    expect(['-31.9523', '+61 8 9000 0000', '(08) 9000-0000', '38990 AUD'].map(inertCell)).toEqual([
      '-31.9523',
      '+61 8 9000 0000',
      '(08) 9000-0000',
      '38990 AUD',
    ]);
    expect(['- One owner', ' =1+1', '@here', '+Red'].map(inertCell)).toEqual(['One owner', '1+1', 'here', 'Red']);
  });
});
