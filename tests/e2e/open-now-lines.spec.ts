import { expect, test } from '@playwright/test';
import { demoSites } from '../support/sites.ts';

/**
 * Open-now lines on the home and locations pages are filled by a few lines of script in the location's
 * time zone, without React (issue 12): filled while the locations carousel is still unhydrated HTML.
 */
for (const site of demoSites()) {
  for (const path of ['/', '/dealerships']) {
    test(`${site.slug} ${path}: open-now lines are filled without hydrating an island`, async ({ page }) => {
      await page.goto(`${site.origin}${path}`);
      const lines = page.locator('[data-open-now]');
      const count = await lines.count();
      test.skip(count === 0, 'no visible location on this page');
      for (let i = 0; i < count; i++) {
        await expect(lines.nth(i)).toHaveClass(/open-now--(open|closed)/);
        await expect(lines.nth(i).locator('.open-now__label')).not.toHaveText('Opening hours');
        await expect(lines.nth(i).locator('.open-now__label')).toHaveText(/\S/);
      }
      // The locations carousel around the lines is still the server's HTML (it hydrates on first touch).
      await expect(page.locator('astro-island:has(.carousel):not([ssr])')).toHaveCount(0);
    });
  }
}
