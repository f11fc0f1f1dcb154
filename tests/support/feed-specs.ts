import { parse } from 'csv-parse/sync';

/**
 * The advertising platforms' feed specifications as checks on a feed file, written from the specs, not
 * from our feed code (docs/published-standards.md#inventory-feeds cites each):
 * - Google vehicle listings: https://developers.google.com/vehicle-listings/reference/feed-specification and
 *   the file format of https://developers.google.com/vehicle-listings/integration-process/feed-setup
 * - Meta automotive inventory ads: https://developers.facebook.com/docs/marketing-api/auto-ads/reference
 * Each returns every problem as 'row 12 (vin …): price "…" is not …'; an empty list is a valid feed.
 */

type Row = Record<string, string>;
type Check = (value: string, row: Row) => string | undefined;

/** RFC 4180 CSV with a header row, strict: a stray quote or a row of the wrong length throws. */
export function parseFeedCsv(text: string): Row[] {
  return parse(text, { columns: true, skip_empty_lines: false, relax_quotes: false, relax_column_count: false }) as Row[];
}

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** ISO 4217 price: '10499 USD', '10,499.00 USD'. */
const PRICE = /^\d{1,3}(,\d{3})*(\.\d{1,2})? [A-Z]{3}$|^\d+(\.\d{1,2})? [A-Z]{3}$/;
const YEAR = /^(19|20)\d{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function httpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const required: Check = (value) => (value.trim() ? undefined : 'is required');
const pattern =
  (regex: RegExp, what: string): Check =>
  (value) =>
    value === '' || regex.test(value) ? undefined : `is not ${what}`;
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    value === '' || values.includes(value.toLowerCase()) ? undefined : `is not one of ${values.join(', ')}`;
const url: Check = (value) => (value === '' || httpUrl(value) ? undefined : 'is not an http(s) URL');
const maxLength =
  (max: number): Check =>
  (value) =>
    value.length <= max ? undefined : `is longer than ${max} characters`;

function checkRows(rows: Row[], columns: Record<string, Check[]>, label: (row: Row) => string): string[] {
  const problems: string[] = [];
  rows.forEach((row, index) => {
    for (const [column, checks] of Object.entries(columns)) {
      for (const check of checks) {
        const problem = check(row[column] ?? '', row);
        if (problem) problems.push(`row ${index + 1} (${label(row)}): ${column} ${JSON.stringify(row[column] ?? '')} ${problem}`);
      }
    }
  });
  return problems;
}

function unique(rows: Row[], column: string): string[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const value = row[column] ?? '';
    if (seen.has(value)) return [`${column} ${value} appears twice`];
    seen.add(value);
    return [];
  });
}

const GOOGLE: Record<string, Check[]> = {
  // Required.
  vin: [required, pattern(VIN, 'a 17-character VIN (letters and digits, no I, O or Q)')],
  store_code: [required],
  dealership_name: [required],
  // "Full dealership address, which includes the city, postal code, and country".
  dealership_address: [required, pattern(/, .+ \d{4}, AU$/, 'street, city, state and postcode, country')],
  price: [required, pattern(PRICE, 'a price in ISO 4217 format ("10499 AUD")')],
  condition: [required, oneOf(['new', 'n', 'used', 'u'])],
  make: [required],
  model: [required],
  year: [required, pattern(YEAR, 'a model year (YYYY)')],
  mileage: [
    (value, row) => (['used', 'u'].includes((row.condition ?? '').toLowerCase()) ? required(value, row) : undefined),
    pattern(/^(\d+|\d{1,3}(,\d{3})+)( (miles|km))?$/, 'an integer with its unit ("2,777 miles", "12345 km")'),
  ],
  // Recommended and optional, by their formats.
  image_link: [url],
  additional_image_link: [(value) => (value === '' || value.split(',').every((link) => httpUrl(link.trim())) ? undefined : 'is not a list of URLs')],
  link: [url],
  vehicle_msrp: [
    pattern(PRICE, 'a price in ISO 4217 format'),
    (value, row) => (value === '' || ['new', 'n'].includes((row.condition ?? '').toLowerCase()) ? undefined : 'is given for a used vehicle (new only)'),
  ],
  certified_pre_owned: [oneOf(['1', 'y', 'yes', '0', 'n', 'no'])],
  date_in_stock: [pattern(ISO_DATE, 'an ISO 8601 date')],
};

export function googleVehicleListingsProblems(text: string): string[] {
  const rows = parseFeedCsv(text);
  const header = Object.keys(rows[0] ?? {});
  const missingColumns = ['vin', 'store_code', 'dealership_name', 'dealership_address', 'price', 'condition', 'make', 'model', 'year', 'mileage']
    .filter((column) => rows.length > 0 && !header.includes(column))
    .map((column) => `required column ${column} missing`);
  return [...missingColumns, ...checkRows(rows, GOOGLE, (row) => row.vin ?? '?'), ...unique(rows, 'vin')];
}

const BODY_STYLES = [
  'convertible', 'coupe', 'crossover', 'estate', 'grandtourer', 'hatchback', 'minibus', 'minivan', 'mpv', 'none', 'other', 'pickup',
  'roadster', 'saloon', 'sedan', 'small_car', 'sportscar', 'supercar', 'supermini', 'suv', 'truck', 'van', 'wagon',
]; // prettier-ignore

function images(value: string): string | undefined {
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return 'is not a JSON array of images';
  }
  if (!Array.isArray(list) || list.length === 0) return 'has no image (one is required)';
  if (list.length > 20) return 'has more than 20 images';
  const bad = list.filter((image: { url?: unknown }) => typeof image?.url !== 'string' || !httpUrl(image.url));
  return bad.length > 0 ? `has ${bad.length} image(s) without an http(s) url` : undefined;
}

const META: Record<string, Check[]> = {
  vehicle_id: [required, maxLength(100)],
  title: [required, maxLength(500)],
  description: [required, maxLength(5000)],
  url: [required, url],
  make: [required],
  model: [required],
  year: [required, pattern(YEAR, 'a year (yyyy)')],
  'mileage.value': [required, pattern(/^\d+$/, 'an integer')],
  'mileage.unit': [required, oneOf(['mi', 'km'])],
  image: [images],
  price: [required, pattern(PRICE, 'a price with its ISO 4217 code ("13999 USD")')],
  state_of_vehicle: [required, oneOf(['new', 'used', 'cpo'])],
  vin: [required, pattern(VIN, 'exactly 17 VIN characters')],
  exterior_color: [required],
  body_style: [required, oneOf(BODY_STYLES)],
  'address.addr1': [required],
  'address.city': [required],
  'address.region': [required],
  'address.postal_code': [required],
  'address.country': [required, pattern(/^[A-Z]{2}$/, 'an ISO 3166 country code')],
  // Optional, by their formats and enums (case-insensitive).
  availability: [oneOf(['available', 'not_available', 'pending'])],
  transmission: [oneOf(['automatic', 'manual', 'none', 'other'])],
  fuel_type: [oneOf(['diesel', 'electric', 'flex', 'gasoline', 'hybrid', 'none', 'other', 'petrol', 'plugin_hybrid'])],
  drivetrain: [oneOf(['awd', 'four_wd', 'fwd', 'none', 'other', 'rwd', 'two_wd'])],
  vehicle_type: [oneOf(['boat', 'car_truck', 'commercial', 'motorcycle', 'other', 'powersport', 'rv_camper', 'trailer'])],
  latitude: [pattern(/^-?\d+(\.\d+)?$/, 'a number')],
  longitude: [pattern(/^-?\d+(\.\d+)?$/, 'a number')],
  date_first_on_lot: [pattern(ISO_DATE, 'a date (YYYY-MM-DD)')],
};

export function metaAutomotiveCatalogProblems(text: string): string[] {
  const rows = parseFeedCsv(text);
  return [...checkRows(rows, META, (row) => row.vehicle_id ?? '?'), ...unique(rows, 'vehicle_id')];
}
