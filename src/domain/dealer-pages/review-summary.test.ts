import { describe, expect, it } from 'vitest';
import { combinedRating, reviewDates, reviewsShown, type ReviewSettings } from './review-summary.ts';

const settings: ReviewSettings = {
  listSize: 10,
  minRating: 4,
  excludedIds: [386779],
  excludedTextContains: ['Translated'],
  excludedCustomerNames: ['Competitor Pty Ltd'],
  googleQuantity: 12,
};

const review = (id: number, rating = 5, text = 'Great service', customer_name = `Customer ${id}`) => ({ id, rating, text, customer_name });

describe('reviews shown', () => {
  it('applies the spec filters: rating ≥ 4, id 386779, Translated, listed names', () => {
    const list = [
      review(1),
      review(2, 3),
      review(386779),
      review(4, 5, 'Excellent (Translated by Google)'),
      review(5, 5, 'Fine', 'competitor  pty ltd'),
      review(6, 4),
    ];
    expect(reviewsShown(list, settings).map((r) => r.id)).toEqual([1, 6]);
  });

  it('keeps 10 by default and 12 for the Google list', () => {
    const many = Array.from({ length: 30 }, (_, i) => review(i + 1));
    expect(reviewsShown(many, settings)).toHaveLength(10);
    expect(reviewsShown(many, settings, settings.googleQuantity)).toHaveLength(12);
  });

  it('honours extra text markers from the dealer settings', () => {
    const list = [review(1, 5, 'Sponsored post'), review(2)];
    expect(reviewsShown(list, { ...settings, excludedTextContains: ['Translated', 'Sponsored'] }).map((r) => r.id)).toEqual([2]);
  });
});

describe('combined rating', () => {
  it('keeps a single average string as given', () => {
    expect(combinedRating([{ average_rating: '4.7', count: 182 }])).toEqual({ average: '4.7', count: 182 });
  });

  it('weights several locations by their counts', () => {
    expect(combinedRating([{ average_rating: '4.0', count: 100 }, { average_rating: '5.0', count: 300 }, undefined])).toEqual({
      average: '4.8',
      count: 400,
    });
  });

  it('has nothing to say without reviews', () => {
    expect(combinedRating([undefined, { average_rating: 'n/a', count: 3 }, { average_rating: '4.2', count: 0 }])).toBeUndefined();
  });
});

describe('review dates', () => {
  it('shows the date with the full month name and in words', () => {
    expect(reviewDates({ review_date: '03/11/2026', review_date_in_words: '18 days ago' })).toEqual({
      iso: '2026-11-03',
      text: '3 November 2026',
      words: '18 days ago',
    });
  });

  it('falls back to the raw date and the time-ago words', () => {
    expect(reviewDates({ review_date: '31/02/2026', created_at_time_ago_in_words: 'about 1 month' })).toEqual({
      text: '31/02/2026',
      words: 'about 1 month',
    });
  });
});
