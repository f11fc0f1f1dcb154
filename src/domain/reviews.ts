import type { Review } from '../data/schemas/location.ts';

/** Which reviews a location shows (spec 02 §5 "Reviews shown", §9). */

export const REVIEW_DEFAULTS = {
  minRating: 4,
  excludedIds: [386779] as readonly number[],
  /** Machine-translated reviews read badly; their text carries this marker. */
  excludedTextMarker: 'Translated',
  excludedCustomerNames: [] as readonly string[],
  limit: 10,
  googleQuantity: 12,
} as const;

export interface ReviewFilterOptions {
  minRating?: number;
  excludedIds?: readonly number[];
  excludedCustomerNames?: readonly string[];
  /** How many to keep; the Google widget passes REVIEW_DEFAULTS.googleQuantity. */
  limit?: number;
}

type ReviewFields = Pick<Review, 'id' | 'text' | 'customer_name' | 'rating'>;

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function reviewsForDisplay<T extends ReviewFields>(reviews: readonly T[], options: ReviewFilterOptions = {}): T[] {
  const minRating = options.minRating ?? REVIEW_DEFAULTS.minRating;
  const excludedIds = new Set(options.excludedIds ?? REVIEW_DEFAULTS.excludedIds);
  const excludedNames = new Set((options.excludedCustomerNames ?? REVIEW_DEFAULTS.excludedCustomerNames).map(normaliseName));
  return reviews
    .filter(
      (review) =>
        review.rating >= minRating &&
        !excludedIds.has(review.id) &&
        !review.text.includes(REVIEW_DEFAULTS.excludedTextMarker) &&
        !excludedNames.has(normaliseName(review.customer_name)),
    )
    .slice(0, Math.max(0, options.limit ?? REVIEW_DEFAULTS.limit));
}

/** 'DD/MM/YYYY' → the calendar day as a UTC-midnight Date; undefined when not a real date. */
export function parseReviewDate(value: string): Date | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over into March; a rolled date is not the one written.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date;
}
