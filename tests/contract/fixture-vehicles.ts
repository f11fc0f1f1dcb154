import type { IndexSettings, SearchDocument } from '../../src/search/engine/port.ts';
import { vehicleIndexSettings } from '../../integrations/meilisearch/index-settings.ts';

/**
 * 60 vehicles for the engine contract. Rows 1–50 are ordinary stock; 51–60 carry the awkward values
 * the filter semantics hinge on (null, "", [], {}, missing keys, arrays, mixed types, quotes,
 * accents, padding). Every expectation in the corpus is written against this table, so change a row
 * only together with the cases that mention its id.
 */

type Row = [
  id: number,
  make: string,
  model: string,
  badge: string | null,
  year: number,
  price: number,
  km: number,
  body: string,
  fuel: string,
  transmission: string,
  colour: string | null,
  state: string,
  city: string,
  status: string,
  carType: string,
  dealershipId: number,
];

const ROWS: Row[] = [
  [1, 'Toyota', 'Corolla', 'Ascent', 2020, 24990, 45000, 'Hatch', 'Petrol', 'Automatic', 'White', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [2, 'Toyota', 'Corolla', 'SX', 2022, 31990, 12000, 'Sedan', 'Hybrid', 'Automatic', 'Silver', 'NSW', 'Parramatta', 'in_stock', 'used', 1],
  [3, 'Toyota', 'Corolla', 'ZR', 2024, 38990, 10, 'Hatch', 'Hybrid', 'Automatic', 'Red', 'VIC', 'Melbourne', 'coming_soon', 'new', 2],
  [4, 'Toyota', 'Corolla', 'Ascent Sport', 2019, 19990, 88000, 'Hatch', 'Petrol', 'Manual', 'Blue', 'QLD', 'Brisbane', 'sold', 'used', 3],
  [5, 'Toyota', 'Camry', 'SL', 2021, 36990, 40000, 'Sedan', 'Hybrid', 'Automatic', 'Black', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [6, 'Toyota', 'Camry', 'Ascent', 2018, 22990, 110000, 'Sedan', 'Petrol', 'Automatic', 'White', 'VIC', 'Geelong', 'in_stock', 'used', 2],
  [7, 'Toyota', 'HiLux', 'SR5', 2023, 58990, 15000, 'Ute', 'Diesel', 'Automatic', 'White', 'QLD', 'Brisbane', 'in_stock', 'demo', 3],
  [8, 'Toyota', 'HiLux', 'Workmate', 2017, 29990, 150000, 'Ute', 'Diesel', 'Manual', 'White', 'WA', 'Perth', 'in_stock', 'used', 4],
  [9, 'Toyota', 'HiLux', 'Rogue', 2024, 72990, 5, 'Ute', 'Diesel', 'Automatic', 'Grey', 'NSW', 'Sydney', 'coming_soon', 'new', 1],
  [10, 'Toyota', 'RAV4', 'GX', 2021, 35990, 52000, 'SUV', 'Petrol', 'Automatic', 'Silver', 'SA', 'Adelaide', 'in_stock', 'used', 5],
  [11, 'Toyota', 'RAV4', 'Cruiser', 2023, 48990, 20000, 'SUV', 'Hybrid', 'Automatic', 'Blue', 'NSW', 'Newcastle', 'in_stock', 'demo', 1],
  [12, 'Toyota', 'LandCruiser', 'GXL', 2022, 99990, 30000, 'SUV', 'Diesel', 'Automatic', 'White', 'QLD', 'Toowoomba', 'sold', 'used', 3],
  [13, 'Mazda', 'CX-5', 'Maxx', 2020, 29990, 60000, 'SUV', 'Petrol', 'Automatic', 'Red', 'VIC', 'Melbourne', 'in_stock', 'used', 2],
  [14, 'Mazda', 'CX-5', 'Akera', 2023, 49990, 8000, 'SUV', 'Petrol', 'Automatic', 'Grey', 'NSW', 'Sydney', 'in_stock', 'demo', 1],
  [15, 'Mazda', 'CX-5', 'Touring', 2016, 17990, 130000, 'SUV', 'Petrol', 'Automatic', 'Blue', 'TAS', 'Hobart', 'in_stock', 'used', 6],
  [16, 'Mazda', 'Mazda3', 'G20', 2021, 27990, 35000, 'Hatch', 'Petrol', 'Automatic', 'Red', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [17, 'Mazda', 'Mazda3', 'G25', 2024, 36990, 0, 'Sedan', 'Petrol', 'Automatic', 'White', 'VIC', 'Melbourne', 'coming_soon', 'new', 2],
  [18, 'Mazda', 'Mazda3', 'Neo', 2015, 12990, 140000, 'Hatch', 'Petrol', 'Manual', 'Silver', 'QLD', 'Gold Coast', 'sold', 'used', 3],
  [19, 'Mazda', 'BT-50', 'XT', 2022, 45990, 25000, 'Ute', 'Diesel', 'Automatic', 'Grey', 'WA', 'Perth', 'in_stock', 'used', 4],
  [20, 'Mazda', 'BT-50', 'Thunder', 2024, 67990, 100, 'Ute', 'Diesel', 'Automatic', 'Black', 'QLD', 'Brisbane', 'in_stock', 'new', 3],
  [21, 'Ford', 'Ranger', 'XLT', 2021, 52990, 48000, 'Ute', 'Diesel', 'Automatic', 'Blue', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [22, 'Ford', 'Ranger', 'Raptor', 2024, 89990, 50, 'Ute', 'Petrol', 'Automatic', 'Orange', 'VIC', 'Melbourne', 'coming_soon', 'new', 2],
  [23, 'Ford', 'Ranger', 'Wildtrak', 2022, 64990, 22000, 'Ute', 'Diesel', 'Automatic', 'Grey', 'QLD', 'Brisbane', 'in_stock', 'demo', 3],
  [24, 'Ford', 'Ranger', 'XL', 2019, 34990, 95000, 'Ute', 'Diesel', 'Manual', 'White', 'NT', 'Darwin', 'in_stock', 'used', 7],
  [25, 'Ford', 'Everest', 'Trend', 2023, 62990, 12000, 'SUV', 'Diesel', 'Automatic', 'Black', 'NSW', 'Parramatta', 'in_stock', 'used', 1],
  [26, 'Ford', 'Everest', 'Ambiente', 2018, 33990, 120000, 'SUV', 'Diesel', 'Automatic', 'Silver', 'SA', 'Adelaide', 'sold', 'used', 5],
  [27, 'Ford', 'Mustang', 'GT', 2020, 69990, 18000, 'Coupe', 'Petrol', 'Manual', 'Red', 'VIC', 'Melbourne', 'in_stock', 'used', 2],
  [28, 'Hyundai', 'i30', 'Active', 2019, 18990, 70000, 'Hatch', 'Petrol', 'Automatic', 'White', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [29, 'Hyundai', 'i30', 'N', 2022, 44990, 15000, 'Hatch', 'Petrol', 'Manual', 'Blue', 'QLD', 'Brisbane', 'in_stock', 'used', 3],
  [30, 'Hyundai', 'i30', 'Elite', 2021, 26990, 40000, 'Sedan', 'Petrol', 'Automatic', 'Grey', 'ACT', 'Canberra', 'in_stock', 'used', 8],
  [31, 'Hyundai', 'Tucson', 'Highlander', 2023, 52990, 9000, 'SUV', 'Hybrid', 'Automatic', 'White', 'NSW', 'Sydney', 'in_stock', 'demo', 1],
  [32, 'Hyundai', 'Tucson', 'Elite', 2020, 31990, 65000, 'SUV', 'Diesel', 'Automatic', 'Red', 'VIC', 'Ballarat', 'in_stock', 'used', 2],
  [33, 'Hyundai', 'Tucson', 'Active', 2024, 39990, 0, 'SUV', 'Petrol', 'Automatic', 'Silver', 'WA', 'Perth', 'coming_soon', 'new', 4],
  [34, 'Kia', 'Sportage', 'S', 2022, 33990, 30000, 'SUV', 'Petrol', 'Automatic', 'White', 'NSW', 'Newcastle', 'in_stock', 'used', 1],
  [35, 'Kia', 'Sportage', 'GT-Line', 2024, 55990, 1000, 'SUV', 'Diesel', 'Automatic', 'Grey', 'QLD', 'Brisbane', 'in_stock', 'demo', 3],
  [36, 'Kia', 'Sportage', 'SX', 2019, 24990, 80000, 'SUV', 'Petrol', 'Automatic', 'Black', 'SA', 'Adelaide', 'sold', 'used', 5],
  [37, 'Kia', 'Cerato', 'Sport', 2021, 23990, 42000, 'Hatch', 'Petrol', 'Automatic', 'Blue', 'VIC', 'Melbourne', 'in_stock', 'used', 2],
  [38, 'Kia', 'Cerato', 'S', 2023, 25990, 7000, 'Sedan', 'Petrol', 'Automatic', 'White', 'TAS', 'Launceston', 'in_stock', 'used', 6],
  [39, 'Mitsubishi', 'Triton', 'GLX', 2020, 32990, 75000, 'Ute', 'Diesel', 'Manual', 'White', 'WA', 'Perth', 'in_stock', 'used', 4],
  [40, 'Mitsubishi', 'Triton', 'GLS', 2023, 49990, 14000, 'Ute', 'Diesel', 'Automatic', 'Black', 'QLD', 'Brisbane', 'in_stock', 'used', 3],
  [41, 'Mitsubishi', 'Triton', 'GSR', 2024, 61990, 10, 'Ute', 'Diesel', 'Automatic', 'Red', 'NSW', 'Sydney', 'coming_soon', 'new', 1],
  [42, 'Mitsubishi', 'Outlander', 'PHEV', 2022, 54990, 28000, 'SUV', 'Plug-in Hybrid', 'Automatic', 'Silver', 'VIC', 'Melbourne', 'in_stock', 'used', 2],
  [43, 'Land Rover', 'Defender', '110', 2023, 129990, 10000, 'SUV', 'Diesel', 'Automatic', 'Green', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [44, 'Land Rover', 'Discovery Sport', 'SE', 2019, 49990, 60000, 'SUV', 'Diesel', 'Automatic', 'Black', 'VIC', 'Melbourne', 'sold', 'used', 2],
  [45, 'Mercedes-Benz', 'A-Class', 'A200', 2021, 46990, 30000, 'Hatch', 'Petrol', 'Automatic', 'Black', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [46, 'Mercedes-Benz', 'GLC', '300', 2022, 79990, 20000, 'SUV', 'Petrol', 'Automatic', 'White', 'QLD', 'Gold Coast', 'in_stock', 'used', 3],
  [47, 'Volkswagen', 'Golf', 'GTI', 2021, 47990, 25000, 'Hatch', 'Petrol', 'Automatic', 'Red', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [48, 'Volkswagen', 'Golf', 'Life', 2023, 36990, 6000, 'Hatch', 'Petrol', 'Automatic', 'Blue', 'SA', 'Adelaide', 'in_stock', 'demo', 5],
  [49, 'Volkswagen', 'Amarok', 'Aventura', 2024, 84990, 500, 'Ute', 'Diesel', 'Automatic', 'Grey', 'QLD', 'Brisbane', 'coming_soon', 'new', 3],
  [50, 'Citroën', 'C3', 'Shine', 2018, 15990, 60000, 'Hatch', 'Petrol', 'Automatic', 'Orange', 'VIC', 'Geelong', 'in_stock', 'used', 2],
  [51, 'Tesla', 'Model 3', 'Long Range', 2022, 59990, 20000, 'Sedan', 'Electric', 'Automatic', 'White', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [52, 'Nissan', 'Leaf', null, 2019, 28990, 40000, 'Hatch', 'Electric', 'Automatic', null, 'VIC', 'Melbourne', 'in_stock', 'used', 2],
  [53, 'Suzuki', 'Swift', 'GL', 2021, 17990, 30000, 'Hatch', 'Petrol', 'Manual', '', 'QLD', 'Brisbane', 'in_stock', 'used', 3],
  [54, 'Honda', 'Civic', 'VTi', 2017, 16990, 0, 'Sedan', 'Petrol', 'Automatic', 'Grey', 'NSW', 'Sydney', 'sold', 'used', 1],
  [55, 'BMW', 'X5', 'xDrive30d', 2020, 84990, 50000, 'SUV', 'Diesel', 'Automatic', 'Black', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [56, 'Audi', 'Q5', 'TDI', 2021, 64990, 35000, 'SUV', 'Diesel', 'Automatic', 'Grey', 'VIC', 'Melbourne', 'in_stock', 'used', 2],
  [57, 'Isuzu', 'D-Max', 'SX', 2022, 42990, 30000, 'Ute', 'Diesel', 'Manual', 'White', 'QLD', 'Brisbane', 'in_stock', 'used', 3],
  [58, 'Jeep', 'Wrangler', 'Rubicon', 2019, 54990, 70000, 'SUV', 'Petrol', 'Automatic', 'Yellow', 'WA', 'Perth', 'in_stock', 'used', 4],
  [59, 'Renault', 'Koleos', 'Life', 2020, 27990, 55000, 'SUV', 'Petrol', 'Automatic', 'Silver', 'NSW', 'Sydney', 'in_stock', 'used', 1],
  [60, 'Subaru', 'Forester', '2.5i', 2021, 0, 45000, 'SUV', 'Petrol', 'Automatic', 'Green', 'TAS', 'Hobart', 'others', 'used', 6],
];

const DEALERSHIPS: Record<number, string> = {
  1: 'Harbour City Motors',
  2: 'Bayside Auto',
  3: 'Sunshine Cars',
  4: 'Swan Valley Autos',
  5: 'Torrens Motor Group',
  6: 'Apple Isle Cars',
  7: 'Top End Motors',
  8: 'Capital Car Co',
};
const SEATS: Record<string, number> = { Hatch: 5, Sedan: 5, SUV: 7, Ute: 5, Coupe: 4 };
const TAGS: Record<number, unknown> = { 3: 'Runout Sale', 9: 'Runout Sale', 22: 'runout sale', 7: 'Test Drive Only', 11: 'Test Drive Only' };
const SOLD_AT: Record<number, number> = { 4: 1717200000, 12: 1719792000, 18: 1704067200, 26: 1722470400, 36: 1725148800, 44: 1727740800 };
const SUBSCRIPTION: Record<number, number> = { 1: 199, 5: 249, 10: 229, 16: 189 };

function vehicle([id, make, model, badge, year, price, km, body, fuel, transmission, colour, state, city, status, carType, dealershipId]: Row): SearchDocument {
  const dealershipName = DEALERSHIPS[dealershipId]!;
  const document: SearchDocument = {
    id,
    name: `${year} ${make} ${model}${badge ? ` ${badge}` : ''}`,
    make,
    model,
    badge,
    series: null,
    colour,
    simple_body: body,
    simple_fuel: fuel,
    simple_transmission: transmission,
    drive: body === 'Ute' || make === 'Land Rover' ? '4WD' : 'FWD',
    year,
    price,
    km,
    seats: SEATS[body] ?? 5,
    status,
    car_type: carType,
    state,
    city,
    stocknum: `STK-${String(id).padStart(4, '0')}`,
    dealership_id: dealershipId,
    dealership_name: dealershipName,
    location_name: `${dealershipName} ${city}`,
    location: { name: `${dealershipName} ${city}`, city, state },
    tag: TAGS[id] ?? null,
    certified: id % 10 === 1 || id === 5,
    reserved: id === 2 || id === 25,
    show_on_dealer_website: id !== 8 && id !== 26,
    sold_date_timestamp: SOLD_AT[id] ?? null,
    created_at_timestamp: 1700000000 + id * 86400,
    rank: id % 5,
  };
  if (SUBSCRIPTION[id] !== undefined) document['subscription_price'] = SUBSCRIPTION[id];
  return document;
}

/** Rows 51–60: the values a filter engine gets wrong. */
const ODDITIES: Record<number, SearchDocument> = {
  51: { tag: ['Electric', 'Test Drive Only'], mixed: 5, features: ['Autopilot', 'Glass Roof'] },
  52: { seats: null, mixed: '5', features: ['Heated Seats'] },
  53: { tag: [], features: [], notes: {}, mixed: 'abc' },
  54: { mixed: [1, 'two'], notes: { text: 'one owner' } },
  55: { code: "A'B", mixed: true, 'trim level': 'M Sport' },
  56: { code: 'say "hi"', mixed: '10', 'trim level': 'S line' },
  57: { code: 'back\\slash', mixed: 10 },
  58: { code: '  Padded  ', mixed: -3.5, features: ['Tow Bar', 'Sunroof'] },
  59: { code: 'Émile', mixed: null },
  60: { code: 'emile', mixed: [] },
};

/** Keys removed from a row, to test "missing" as opposed to null. */
const REMOVED: Record<number, string[]> = { 54: ['km', 'colour', 'tag', 'certified', 'sold_date_timestamp'] };

export const contractDocuments: SearchDocument[] = ROWS.map((row) => {
  const document = { ...vehicle(row), ...(ODDITIES[row[0]] ?? {}) };
  for (const key of REMOVED[row[0]] ?? []) delete document[key];
  return document;
});

export const ALL_IDS: number[] = contractDocuments.map((document) => document['id'] as number);

/** Production settings plus the test-only fields the oddities live in (`warranty` is on no document). */
export const contractSettings: IndexSettings = {
  ...vehicleIndexSettings,
  filterableAttributes: [...vehicleIndexSettings.filterableAttributes, 'mixed', 'features', 'notes', 'code', 'location', 'trim level', 'warranty'],
};
