import { expect, test } from '@playwright/test';
import { timeAgo } from '../../src/domain/dealer-pages/time-ago.ts';
import { demoSites } from '../support/sites.ts';

/**
 * A review's "N days ago" is counted from its date and the shopper's today, not copied from
 * the feed, which said it on the day the feed was written: on 20 January 2027 a review of
 * 14 November 2026 reads "2 months ago", whatever the build or the feed said.
 */
test.use({ viewport: { width: 412, height: 915 } });

const site = demoSites().find((s) => s.slug === 'harbour-city-nissan');

for (const today of ['2027-01-20', '2026-12-05']) {
  test(`the home page's reviews count their age from today (${today})`, async ({ page }) => {
    test.skip(!site, 'harbour-city-nissan is not built');
    await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
    await page.goto(`${site!.origin}/`);
    const reviews = page.locator('.review');
    await expect(reviews.first()).toBeVisible();
    const count = await reviews.count();
    let checked = 0;
    for (let i = 0; i < count; i++) {
      const review = reviews.nth(i);
      const iso = await review.locator('time').getAttribute('datetime');
      if (!iso) continue;
      await expect(review.locator('.review__words')).toHaveText(timeAgo(iso, today)!);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
}
