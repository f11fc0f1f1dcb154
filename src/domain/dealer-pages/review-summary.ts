import type { Review, ReviewSummary } from '../../data/schemas/location.ts';
import { formatDate } from '../format.ts';
import { parseReviewDate, reviewsForDisplay } from '../reviews.ts';
import { timeAgo } from './time-ago.ts';

/** Reviews as a dealer configures them (spec 02 §5 "Reviews shown", §9; config `experience.reviews`). */

export interface ReviewSettings {
  listSize: number;
  minRating: number;
  excludedIds: readonly number[];
  /** Text markers: a review whose text contains one is left out ('Translated' by default). */
  excludedTextContains: readonly string[];
  excludedCustomerNames: readonly string[];
  googleQuantity: number;
}

export function reviewsShown<T extends Pick<Review, 'id' | 'text' | 'customer_name' | 'rating'>>(
  reviews: readonly T[],
  settings: ReviewSettings,
  limit: number = settings.listSize,
): T[] {
  const markers = settings.excludedTextContains.filter((marker) => marker.trim() !== '');
  const unmarked = reviews.filter((review) => !markers.some((marker) => review.text.includes(marker)));
  return reviewsForDisplay(unmarked, {
    minRating: settings.minRating,
    excludedIds: settings.excludedIds,
    excludedCustomerNames: settings.excludedCustomerNames,
    limit,
  });
}

export interface RatingSummary {
  /** As the data gives it when there is one source ('4.7'); a count-weighted mean to one decimal otherwise. */
  average: string;
  count: number;
}

/**
 * One rating for several locations: the count-weighted mean of their averages. The average is a
 * string in the data (spec 02 §3); unreadable ones are skipped.
 */
export function combinedRating(summaries: readonly (Pick<ReviewSummary, 'average_rating' | 'count'> | undefined)[]): RatingSummary | undefined {
  const usable = summaries.filter(
    (s): s is Pick<ReviewSummary, 'average_rating' | 'count'> => !!s && s.count > 0 && Number.isFinite(Number.parseFloat(s.average_rating)),
  );
  if (usable.length === 0) return undefined;
  if (usable.length === 1) return { average: usable[0]!.average_rating, count: usable[0]!.count };
  const count = usable.reduce((sum, s) => sum + s.count, 0);
  const weighted = usable.reduce((sum, s) => sum + Number.parseFloat(s.average_rating) * s.count, 0);
  return { average: (weighted / count).toFixed(1), count };
}

export interface ReviewDates {
  /** ISO date for <time datetime>, when review_date is a real date. */
  iso?: string;
  /** '21 November 2026', or the date as given when it cannot be read. */
  text: string;
  /** '2 months ago', as the data words it. */
  words?: string;
}

/**
 * A review's date as given (DD/MM/YYYY, shown with the full month name) and in words: from the date and
 * `todayIso` when both are known (the page's script says it again by the shopper's clock), else the
 * feed's own words.
 */
export function reviewDates(review: Pick<Review, 'review_date' | 'review_date_in_words' | 'created_at_time_ago_in_words'>, todayIso?: string): ReviewDates {
  const date = parseReviewDate(review.review_date);
  const iso = date?.toISOString().slice(0, 10);
  const counted = iso && todayIso ? timeAgo(iso, todayIso) : undefined;
  const words = counted ?? (review.review_date_in_words?.trim() || review.created_at_time_ago_in_words?.trim());
  const dates: ReviewDates = date && iso ? { iso, text: formatDate(date, 'UTC') } : { text: review.review_date };
  if (words) dates.words = words;
  return dates;
}
