import type { z } from 'zod';
import type { LocationSchema, OpeningHourSchema, SpecialHoursSchema } from '../../src/data/schemas/location.ts';
import type { DealerDef, LocationSeed } from './dealers/types.ts';
import { placeUrl } from './dealers/types.ts';
import { slugify } from './catalogue.ts';
import { suburb } from './postcodes.ts';
import type { Rng } from './prng.ts';
import { buildReviews } from './reviews.ts';

type LocationOut = z.input<typeof LocationSchema> & { time_zone: string };
type Hour = z.input<typeof OpeningHourSchema>;
type Special = z.input<typeof SpecialHoursSchema>;
type Span = readonly [string, string] | null;

const TEAM_NAMES = [
  'Michael Russo',
  'Karen Walsh',
  'Duc Tran',
  'Emma Fitzgerald',
  'Ravi Sharma',
  'Josh Keller',
  'Leanne Parker',
  'Sam Oduya',
  'Brooke Hamilton',
  'Chris Papadopoulos',
];
const ROLES = ['Dealer Principal', 'Sales Manager', 'Sales Consultant', 'Finance Manager', 'Service Manager', 'Parts Manager'];

function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** Seven entries, weekday 0 (Sunday) to 6. */
function week(weekdays: Span, saturday: Span, sunday: Span, thursday: Span = weekdays): Hour[] {
  return [sunday, weekdays, weekdays, weekdays, thursday, weekdays, saturday].map((span, weekday) =>
    span
      ? { weekday, status: 'Open', open: span[0], close: span[1], formated_hours: `${clock(span[0])} - ${clock(span[1])}` }
      : { weekday, status: 'Closed', open: null, close: null, formated_hours: 'Closed' },
  );
}

const SALES = (seed: LocationSeed, bike: boolean): Hour[] =>
  week(['08:30', '17:30'], bike ? ['08:00', '14:00'] : ['08:30', '16:00'], seed.sundayOpen ? ['10:00', '16:00'] : null, ['08:30', '19:00']);
const SERVICE = (): Hour[] => week(['07:30', '17:00'], ['08:00', '12:00'], null);
const PARTS = (): Hour[] => week(['08:00', '17:00'], ['08:00', '12:00'], null);

function holidays(seed: LocationSeed): Special[] {
  const at = (date: string, name: string, department: Special['department'], span: Span = null): Special => ({
    date,
    name,
    department,
    status: span ? 'Open' : 'Closed',
    start_hour: span?.[0] ?? null,
    end_hour: span?.[1] ?? null,
    location_name: seed.name,
  });
  return [
    ...(seed.state === 'VIC' ? [at('2026-11-03', 'Melbourne Cup Day', 'all')] : []),
    at('2026-12-24', 'Christmas Eve', 'sales', ['08:30', '13:00']),
    at('2026-12-25', 'Christmas Day', 'all'),
    at('2026-12-26', 'Boxing Day', 'all'),
    at('2026-12-28', 'Boxing Day (additional public holiday)', 'service'),
    at('2027-01-01', 'New Year’s Day', 'all'),
    at('2027-01-26', 'Australia Day', 'service'),
  ];
}

export function buildLocations(def: DealerDef, rng: Rng): LocationOut[] {
  let reviewId = def.ids.review;
  const nextId = () => (reviewId += rng.int(1, 30));
  const domain = new URL(def.site.url).hostname.replace(/^www\./, '');
  const noun = def.site.vehicleNoun?.singular ?? 'car';
  const excludedName = def.site.experience?.reviews?.excludedCustomerNames?.[0] ?? null;
  return def.locations.map((seed, index) => {
    const place = suburb(seed.suburb, seed.state);
    const bike = def.kind === 'bike';
    const sales = seed.type !== 'service' && seed.type !== 'parts';
    const reviews =
      seed.visible === false
        ? undefined
        : buildReviews(rng.fork(seed.slug), seed, nextId, { noun, includeExcludedId: index === 0, excludedName: index === 0 ? excludedName : null });
    return {
      id: seed.id,
      name: seed.name,
      slug: seed.slug,
      location_type: seed.type,
      ...(seed.subtype ? { location_subtype: seed.subtype } : {}),
      primary: seed.primary === true,
      visible: seed.visible !== false,
      dealership_id: seed.dealershipId,
      dealership_slug: def.site.dealerships.find((d) => d.id === seed.dealershipId)?.slug ?? def.slug,
      manufacturers: seed.manufacturers,
      time_zone: seed.timeZone,
      address: {
        id: seed.id,
        street: seed.street,
        city: place.suburb,
        state: place.state,
        postcode: place.postcode,
        lat: place.lat,
        long: place.lng,
        place_url: placeUrl(`${seed.name}, ${seed.street}, ${place.suburb} ${place.state} ${place.postcode}`),
      },
      contact_detail: {
        phone: seed.phone,
        landline_phone: seed.phone,
        email: `${sales ? 'sales' : 'service'}.${slugify(place.suburb)}@${domain}`,
        opening_hours: sales ? SALES(seed, bike) : SERVICE(),
        department_hours: sales ? (seed.primary ? { service: SERVICE(), parts: PARTS() } : { service: SERVICE() }) : { parts: PARTS() },
      },
      special_hours: holidays(seed),
      ...(reviews ? { average_rating: reviews.average_rating, review_count: reviews.count, reviews } : {}),
      ...(seed.licence ? { dealer_license_number: seed.licence } : {}),
      ...(seed.repairer ? { motor_vehicle_repairer: seed.repairer } : {}),
      team: rng.sample(TEAM_NAMES, rng.int(3, 5)).map((name, i) => ({ name, role: ROLES[sales ? i : 4 + (i % 2)] ?? 'Sales Consultant', phone: seed.phone })),
    };
  });
}
