import { localTodayIso, timeAgo } from '../../domain/dealer-pages/time-ago.ts';

/**
 * Says each review's "N days ago" again by the shopper's clock: the built page counted from its build
 * day, and a static page is read for weeks after it. No React; a few lines on the page.
 */
export function bindReviewAges(now: Date = new Date()): void {
  const today = localTodayIso(now);
  for (const words of document.querySelectorAll<HTMLElement>('.review__words[data-review-date]')) {
    const counted = timeAgo(words.dataset.reviewDate ?? '', today);
    if (counted) words.textContent = counted;
  }
}
