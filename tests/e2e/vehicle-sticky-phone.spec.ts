import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import { financeOffer, weeklyEstimateText } from '../../src/domain/finance/finance-offer.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../src/domain/finance/vehicle-offer.ts';
import { formatAud } from '../../src/domain/format.ts';
import { VEHICLE_PAGE } from '../../src/domain/vehicle-page/constants.ts';
import { bodyLabel } from '../../src/site/vehicle/specs.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { afterRendering } from '../support/page-settled.ts';
import { axeViolations } from '../support/page-checks.ts';
import { pickVehicle } from '../support/pick-vehicle.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * The vehicle page's fixed bars on a 412 px phone (spec 01 §2 and §9): the sticky header
 * carries what desktop's does (image, transmission · body, price, finance estimate, Get Finance and
 * Trade-In Valuation) and follows a live re-price; the bottom bar, the footer call to action included,
 * appears only after 900 px of scroll on every dealer.
 */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
// No slide transition: the bars' boxes are measured where they come to rest, without waiting for it.
test.use({ ...PHONE, reducedMotion: 'reduce' });

const offerOf = (v: Vehicle, b: TenantBundle) => vehicleFinanceOffer(v, financeOfferSettings(b.config), new Date(b.clock));
// A car whose header has everything: a picture, transmission and body, a finance estimate, both buttons.
const fullHeader = (v: Vehicle, b: TenantBundle) =>
  Boolean(b.config.integrations.platformApi.baseUrl) &&
  b.config.features.tradeIn &&
  b.listedSlugs.includes(v.slug) &&
  isAvailable(v) &&
  !v.offer_price &&
  !(b.config.features.subscriptions && (v.subscription_price ?? 0) > 0) &&
  v.images.length > 0 &&
  Boolean(v.simple_transmission && v.simple_body) &&
  v.price > 5000 &&
  offerOf(v, b) !== undefined;

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await afterRendering(page);
}

/** The element a finger lands on at the middle of `target` is the target or inside it (nothing covers it). */
async function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function boxOf(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  return box!;
}

test('the phone sticky header shows image, transmission and body, the live price and estimate, Get Finance and Trade-In', async ({ page }) => {
  const found = pickVehicle(fullHeader);
  test.skip(!found, 'no demo vehicle matches this case');
  const { site, bundle, vehicle } = found!;
  const newPrice = vehicle.price - 1500;
  await fakePlatformApi(page, bundle.config.integrations.platformApi.baseUrl!, ({ pathname }) => {
    const fields = { id: vehicle.id, slug: vehicle.slug, status: 'in_stock', reserved: false, price: newPrice, reserved_until: null, available: true };
    if (pathname.endsWith('/view.json'))
      return { json: { views: 12, car_fields: { ...fields, photos_count: vehicle.images.length, updated_at: null, changed: false } } };
    return pathname.endsWith('/status') ? { json: { ...fields, photos_count: vehicle.images.length, updated_at: null } } : undefined;
  });
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  await expect(page.locator('.vehicle-views')).toContainText('12 views');

  const header = page.getByTestId('sticky-header');
  await expect(header).toBeHidden();
  await page.evaluate(() => {
    // Layout shifts caused by the header from here on (the Layout Instability API).
    const w = window as unknown as { headerShift: number };
    w.headerShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }>) {
        if (entry.sources?.some((s) => s.node instanceof Element && s.node.closest('.sticky-header'))) w.headerShift += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  await scrollTo(page, VEHICLE_PAGE.stickyHeaderAfterPx + 100);
  await expect(header).toBeVisible();

  const offer = offerOf(vehicle, bundle)!;
  const estimate = weeklyEstimateText(financeOffer(newPrice, offer, offer.roundUp))!;
  const subtitle = [vehicle.simple_transmission, bodyLabel(vehicle.simple_body)].join(' · ');
  const parts: Array<[string, Locator]> = [
    ['image', header.locator('img.sticky-header__image')],
    ['name', header.getByText(vehicle.name, { exact: true })],
    ['transmission and body', header.getByText(subtitle, { exact: true })],
    ['price', header.getByText(formatAud(newPrice), { exact: true })],
    ['finance estimate', header.getByTestId('sticky-finance-estimate')],
    ['Get Finance', header.getByRole('link', { name: bundle.config.texts.financeButton, exact: true })],
    ['Trade-In Valuation', header.getByRole('link', { name: 'Trade-In Valuation', exact: true })],
  ];
  const headerBox = await boxOf(header);
  for (const [what, part] of parts) {
    await expect(part, what).toBeVisible();
    const box = await boxOf(part);
    expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what} ends on the 412 px screen`).toBeLessThanOrEqual(412);
    expect(box.y + box.height, `${what} lies inside the header`).toBeLessThanOrEqual(headerBox.y + headerBox.height + 0.5);
    expect(await onTop(part), `${what} is not covered`).toBe(true);
  }
  await expect(header.getByTestId('sticky-finance-estimate')).toHaveText(`Finance from ${estimate}`);
  // The two buttons sit side by side or stacked, never on top of each other; a thumb can hit each.
  const [finance, tradeIn] = [await boxOf(parts[5]![1]), await boxOf(parts[6]![1])];
  const apart = finance.x + finance.width <= tradeIn.x || tradeIn.x + tradeIn.width <= finance.x || finance.y + finance.height <= tradeIn.y;
  expect(apart, 'the buttons overlap').toBe(true);
  for (const box of [finance, tradeIn]) expect(box.height, 'a button a thumb can hit').toBeGreaterThanOrEqual(24);
  // Compact: the header covers at most a fifth of the phone's screen.
  expect(headerBox.height).toBeLessThanOrEqual(823 / 5);
  expect(await page.evaluate(() => (window as unknown as { headerShift: number }).headerShift)).toBe(0);
  expect(await axeViolations(page, '.sticky-header')).toEqual([]);
  if (process.env.STICKY_SCREENSHOT) await header.screenshot({ path: process.env.STICKY_SCREENSHOT });
});

for (const site of demoSites()) {
  const bundle = readBundle<TenantBundle>(site);
  const car = bundle.vehicles.find((v) => bundle.listedSlugs.includes(v.slug) && isAvailable(v));
  test(`${site.slug}: the bottom bar${bundle.config.features.stickyFooterCta ? ' (footer call to action)' : ''} appears only after 900 px of scroll`, async ({
    page,
  }) => {
    test.skip(!car, 'no available car');
    await page.goto(`${site.origin}/cars/${car!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.locator('.bottom-bar');
    await afterRendering(page);
    await expect(bar, 'at the top of the page').toBeHidden();
    await expect(bar).toHaveJSProperty('inert', true);
    await scrollTo(page, VEHICLE_PAGE.bottomBarAfterPx - 100);
    await expect(bar, 'before 900 px').toBeHidden();
    await scrollTo(page, VEHICLE_PAGE.bottomBarAfterPx + 100);
    await expect(bar, 'after 900 px').toBeVisible();
    await expect(bar).toHaveJSProperty('inert', false);
    const action = bar.getByRole('link').first();
    await expect(action).toBeVisible();
    expect(await onTop(action), 'the bar’s first action is not covered').toBe(true);
    await scrollTo(page, 0);
    await expect(bar, 'back at the top').toBeHidden();
  });
}
