import { expect, test } from '@playwright/test';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Every page fits a phone's width: nothing wider than the screen, so the page never pans sideways and the
 * fixed bars (sticky header, bottom call-to-action) stay on screen. On a mobile viewport Chromium widens the
 * layout viewport to fit overflowing content, so an overflow shows as innerWidth > the screen's width.
 * (A thumbnail's visually-hidden label once sat outside the gallery's scroller: the vehicle page was 498 px
 * wide at 412, the header's "Get Finance" cut off, and typing in the calculator waited ~300 ms for a frame.)
 */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface Bundle {
  config: { stock: { listingPath: string }; features: { tradeIn: boolean } };
  listedSlugs: string[];
  vehicles: Array<{ slug: string; status: string; images: unknown[]; price: number }>;
}

test.use(PHONE);

for (const site of demoSites()) {
  const bundle = readBundle<Bundle>(site);
  const listed = new Set(bundle.listedSlugs);
  // A car with a full gallery (thumbnails, arrows) and a finance calculator: the widest vehicle page.
  const car = bundle.vehicles.find((v) => listed.has(v.slug) && v.status === 'in_stock' && v.images.length > 3 && v.price > 0);
  const paths = [
    '/',
    bundle.config.stock.listingPath,
    ...(car ? [`/cars/${car.slug}`] : []),
    '/enquire',
    ...(bundle.config.features.tradeIn ? ['/trade-in'] : []),
    '/dealerships',
  ];
  for (const path of paths) {
    test(`${site.slug}: ${path} fits a 412 px phone screen without sideways scrolling`, async ({ page }) => {
      await page.goto(`${site.origin}${path}`);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
      expect(width, 'the page is wider than the phone screen').toEqual({ layout: 412, content: 412 });
    });
  }

  if (car) {
    test(`${site.slug}: the vehicle page's sticky header shows its whole call to action on a phone`, async ({ page }) => {
      await page.goto(`${site.origin}/cars/${car.slug}`);
      await page.getByRole('heading', { name: 'Finance calculator' }).scrollIntoViewIfNeeded();
      const action = page.locator('.sticky-header__actions a').first();
      await expect(action).toBeVisible();
      const box = await action.boundingBox();
      expect(box, 'the header button has a box').not.toBeNull();
      expect(box!.x + box!.width, 'the header button runs off the right edge').toBeLessThanOrEqual(412);
    });
  }
}
