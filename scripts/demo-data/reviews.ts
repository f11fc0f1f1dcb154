import type { z } from 'zod';
import type { ReviewSchema, ReviewSummarySchema } from '../../src/data/schemas/location.ts';
import type { LocationSeed } from './dealers/types.ts';
import type { Rng } from './prng.ts';
import { DAY_MS, REFERENCE_MS } from './vehicles.ts';

type Review = z.input<typeof ReviewSchema>;

const FIRST = [
  'Sarah',
  'James',
  'Priya',
  'Liam',
  'Chloe',
  'Nathan',
  'Mei',
  'Jack',
  'Olivia',
  'Tom',
  'Aisha',
  'Ben',
  'Grace',
  'Daniel',
  'Hannah',
  'Luca',
  'Emily',
  'Raj',
  'Zoe',
  'Matt',
  'Sophie',
  'Kane',
  'Ruby',
  'Harry',
];
const LAST = ['M.', 'T.', 'Nguyen', 'K.', 'Smith', 'R.', 'O’Brien', 'P.', 'Wilson', 'L.', 'Chen', 'B.', 'Kelly', 'S.'];
const STAFF = ['Dave', 'Kristy', 'Marco', 'Jess', 'Anh', 'Steve', 'Bec', 'Tony'];

const GOOD = [
  'Fantastic experience from start to finish. {staff} was patient, knew the {noun} inside out and had everything ready on pickup day.',
  'Picked up my new {noun} today. No pressure, fair trade-in price and the finance was sorted in an hour. Highly recommend.',
  'Service department are excellent. Booked online, courtesy car was ready and the {noun} came back washed.',
  '{staff} went above and beyond to find exactly what we wanted. Will definitely be back.',
  'Friendly team and honest advice. The whole process was quick and easy.',
  'Second {noun} we have bought here. Great communication the whole way through.',
  'Really happy with the service. They explained everything clearly and the price was better than anywhere else we tried.',
];
const OK = [
  'Good service overall, although the handover took a little longer than expected.',
  'Nice people. Waited a while for a salesperson on a busy Saturday but got a good deal in the end.',
];
const BAD = [
  'Had to chase them twice for an update on my service. The work was fine but communication needs to improve.',
  'Not happy. The {noun} was not ready at the agreed time and nobody called to let me know.',
  'Price online did not match the price in store. Left without buying.',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** 'about 2 months ago', as the platform words it. */
export function timeAgoInWords(days: number): string {
  if (days < 1) return 'less than a day ago';
  if (days < 2) return '1 day ago';
  if (days < 30) return `${Math.floor(days)} days ago`;
  if (days < 45) return 'about 1 month ago';
  if (days < 365) return `${Math.round(days / 30)} months ago`;
  if (days < 545) return 'about 1 year ago';
  return `over ${Math.floor(days / 365)} years ago`;
}

/** A location's review summary: the Google total and rating, and a sample list newest first. */
export function buildReviews(
  rng: Rng,
  seed: LocationSeed,
  nextId: () => number,
  options: { noun: string; includeExcludedId: boolean; excludedName: string | null },
): z.input<typeof ReviewSummarySchema> {
  const size = rng.int(15, 40);
  const ages = Array.from({ length: size }, () => rng.int(2, 720)).sort((a, b) => a - b);
  const list: Review[] = ages.map((days, index) => {
    const rating = rng.weighted([
      [5, 70],
      [4, 18],
      [3, 5],
      [2, 3],
      [1, 4],
    ] as const);
    const pool = rating >= 4 ? GOOD : rating === 3 ? OK : BAD;
    let text = rng.pick(pool).replace('{staff}', rng.pick(STAFF)).replace('{noun}', options.noun);
    let customer = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    if (index === 3) text = `(Translated by Google) Excellent service and very friendly staff. (Original) Excelente servicio y personal muy amable.`;
    if (index === 5 && options.excludedName) customer = options.excludedName;
    const date = new Date(REFERENCE_MS - days * DAY_MS + 10 * 3_600_000);
    const words = timeAgoInWords(days);
    return {
      id: options.includeExcludedId && index === 1 ? 386779 : nextId(),
      text,
      customer_name: customer,
      rating,
      image: null,
      created_at_time_ago_in_words: words,
      review_date: `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`,
      review_date_in_words: words,
    };
  });
  return { average_rating: seed.rating, count: seed.reviewTotal, list };
}
