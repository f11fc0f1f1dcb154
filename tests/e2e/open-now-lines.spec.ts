import { expect, test } from '@playwright/test';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Open-now lines on the home, locations and location pages are filled by a few lines of script in the location's
 * time zone, without React (docs/decisions/0003-react-waits-for-the-first-touch.md): filled while the locations carousel is still unhydrated HTML.
 */
for (const site of demoSites()) {
  const location = readBundle<{ locations: Array<{ slug: string; visible: boolean }> }>(site).locations.find((l) => l.visible);
  for (const path of ['/', '/dealerships', ...(location ? [`/locations/${location.slug}`] : [])]) {
    test(`${site.slug} ${path}: open-now lines are filled without hydrating an island`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
      await page.goto(`${site.origin}${path}`);
      const lines = page.locator('[data-open-now]');
      const count = await lines.count();
      test.skip(count === 0, 'no visible location on this page');
      for (let i = 0; i < count; i++) {
        await expect(lines.nth(i)).toHaveClass(/open-now--(open|closed)/);
        await expect(lines.nth(i).locator('.open-now__label')).not.toHaveText('Opening hours');
        await expect(lines.nth(i).locator('.open-now__label')).toHaveText(/\S/);
      }
      // No open-now line is a React island, and the locations carousel around them is still the server's
      // HTML (it hydrates on first touch).
      await expect(page.locator('astro-island[component-url*="OpenNowIsland"]')).toHaveCount(0);
      // A location page reads without React: its map hydrates when the shopper asks for it (client:interaction).
      if (path.startsWith('/locations/')) expect(scripts.filter((script) => /\/_astro\/client\./.test(script))).toEqual([]);
      await expect(page.locator('astro-island:has(.carousel):not([ssr])')).toHaveCount(0);
    });
  }
}
