import { describe, expect, it } from 'vitest';
import { parseReviewDate, REVIEW_DEFAULTS, reviewsForDisplay } from './reviews.ts';

const review = (id: number, rating: number, text = 'Great service', customer_name = `Customer ${id}`) => ({
  id,
  rating,
  text,
  customer_name,
});

describe('reviewsForDisplay', () => {
  it('minimum rating 4 by default', () => {
    const shown = reviewsForDisplay([review(1, 3), review(2, 4), review(3, 5)]);
    expect(shown.map((r) => r.id)).toEqual([2, 3]);
    expect(reviewsForDisplay([review(1, 3)], { minRating: 3 })).toHaveLength(1);
  });

  it('review 386779 is excluded by default, other ids by option', () => {
    expect(reviewsForDisplay([review(386779, 5), review(386780, 5)]).map((r) => r.id)).toEqual([386780]);
    expect(reviewsForDisplay([review(386779, 5), review(7, 5)], { excludedIds: [7] }).map((r) => r.id)).toEqual([386779]);
  });

  it("text containing 'Translated' is excluded", () => {
    const translated = review(1, 5, 'Excelente servicio (Translated by Google) Excellent service');
    expect(reviewsForDisplay([translated, review(2, 5)]).map((r) => r.id)).toEqual([2]);
  });

  it('listed customer names are excluded, ignoring case and spacing', () => {
    const shown = reviewsForDisplay([review(1, 5, 'ok', 'Jane  Citizen'), review(2, 5, 'ok', 'John Smith')], {
      excludedCustomerNames: ['jane citizen'],
    });
    expect(shown.map((r) => r.id)).toEqual([2]);
  });

  it('10 by default, 12 for Google, in the given order', () => {
    const many = Array.from({ length: 20 }, (_, i) => review(i + 1, 5));
    expect(reviewsForDisplay(many).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(reviewsForDisplay(many, { limit: REVIEW_DEFAULTS.googleQuantity })).toHaveLength(12);
    expect(reviewsForDisplay(many.slice(0, 9))).toHaveLength(9);
  });
});

describe('parseReviewDate', () => {
  it('DD/MM/YYYY, day first', () => {
    expect(parseReviewDate('03/04/2025')?.toISOString()).toBe('2025-04-03T00:00:00.000Z');
    expect(parseReviewDate('29/02/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('rejects impossible or other formats', () => {
    expect(parseReviewDate('29/02/2025')).toBeUndefined();
    expect(parseReviewDate('31/04/2025')).toBeUndefined();
    expect(parseReviewDate('2025-04-03')).toBeUndefined();
    expect(parseReviewDate('3/4/2025')).toBeUndefined();
  });
});
