import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import { financeOffer, weeklyEstimateText } from '../../src/domain/finance/finance-offer.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../src/domain/finance/vehicle-offer.ts';
import { formatAud } from '../../src/domain/format.ts';
import { calculatorBounds, calculatorRepayment, initialCalculatorState } from '../../src/domain/vehicle-page/finance-calculator.ts';
import { tagFor } from '../../src/site/vehicle-view.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { pickVehicle, type VehicleCase } from '../support/pick-vehicle.ts';

/**
 * Live where the truth is live (docs/decisions/0008-live-status-over-the-static-page.md): a car sold, reserved or re-priced after the build shows so
 * once the platform's status reply arrives. The platform's replies come from route fixtures.
 */

const offerOf = (v: Vehicle, b: TenantBundle) => vehicleFinanceOffer(v, financeOfferSettings(b.config), new Date(b.clock));
const candidate = (v: Vehicle, b: TenantBundle) =>
  Boolean(b.config.integrations.platformApi.baseUrl) &&
  b.config.features.reserve &&
  b.listedSlugs.includes(v.slug) &&
  isAvailable(v) &&
  !v.reserved &&
  !v.offer_price &&
  !(b.config.features.subscriptions && (v.subscription_price ?? 0) > 0) &&
  v.price > 5000 &&
  offerOf(v, b) !== undefined;

interface LiveFields {
  status: string;
  reserved: boolean;
  price: number;
}

/** Serves view.json (and the status re-check) with the given live fields; everything else 404s. */
async function openWithLive(page: Page, found: VehicleCase | undefined, live: (vehicle: Vehicle) => LiveFields): Promise<VehicleCase> {
  test.skip(!found, 'no demo vehicle matches this case');
  const { site, bundle, vehicle } = found!;
  await fakePlatformApi(page, bundle.config.integrations.platformApi.baseUrl!, ({ pathname }) => {
    const fields = {
      id: vehicle.id,
      slug: vehicle.slug,
      reserved_until: null,
      available: true,
      photos_count: vehicle.images.length,
      updated_at: null,
      ...live(vehicle),
    };
    if (pathname.endsWith('/view.json')) return { json: { views: 12, car_fields: { ...fields, changed: false } } };
    return pathname.endsWith('/status') ? { json: fields } : undefined;
  });
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  // The status arrives with the views count, asked once the page is idle after load: no scroll or tap.
  await expect(page.locator('.vehicle-views')).toContainText('12 views');
  return found!;
}

test('sold after the build: SOLD, the sold message and Find Me Something Similar replace price and actions', async ({ page }) => {
  const { bundle, vehicle } = await openWithLive(page, pickVehicle(candidate), (v) => ({ status: 'sold', reserved: false, price: v.price }));
  const sidebar = page.locator('.vehicle-sidebar');
  await expect(sidebar.getByTestId('vehicle-sold')).toContainText('SOLD');
  await expect(sidebar.getByTestId('vehicle-sold')).toContainText(bundle.config.texts.soldMessage);
  await expect(sidebar.getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute('href', `/enquire?car_id=${vehicle.id}&type=find-similar`);
  await expect(sidebar.getByTestId('vehicle-tag')).toHaveText(bundle.config.stock.justSoldText);
  await expect(page.getByTestId('vehicle-actions')).toHaveCount(0);
  await expect(page.getByTestId('vehicle-price')).toHaveCount(0);
  await expect(page.locator('#finance')).toHaveCount(0);
  await expect(page.locator('.sticky-header__price strong')).toHaveText('SOLD');
});

test('reserved after the build: the reserved tag and no Reserve Car Now', async ({ page }) => {
  const { bundle } = await openWithLive(page, pickVehicle(candidate), (v) => ({ status: 'in_stock', reserved: true, price: v.price }));
  await expect(page.locator('.vehicle-sidebar').getByTestId('vehicle-tag')).toHaveText(bundle.config.stock.reservedText);
  await expect(page.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
  await expect(page.getByTestId('vehicle-actions').getByRole('link', { name: 'Enquire', exact: true })).toBeVisible();
});

test('re-priced after the build: the new price everywhere and its own weekly finance figure', async ({ page }) => {
  const found = pickVehicle(candidate);
  const newPrice = (found?.vehicle.price ?? 0) - 1500;
  const { bundle, vehicle } = await openWithLive(page, found, () => ({ status: 'in_stock', reserved: false, price: newPrice }));
  await expect(page.getByTestId('vehicle-price')).toContainText(formatAud(newPrice));
  await expect(page.locator('.sticky-header__price strong')).toHaveText(formatAud(newPrice));
  await expect(page.getByTestId('was-price')).toHaveCount(0);
  const offer = offerOf(vehicle, bundle)!;
  const estimate = weeklyEstimateText(financeOffer(newPrice, offer, offer.roundUp))!;
  expect(estimate).not.toBe(weeklyEstimateText(offer));
  await expect(page.getByTestId('finance-estimate')).toContainText(estimate);
  await expect(page.getByTestId('sticky-finance-estimate')).toHaveText(`Finance from ${estimate}`, { useInnerText: false });
  // The finance calculator moves with it: the loan amount is the new price, the repayment its own.
  const calculator = page.locator('#finance');
  await expect(calculator.getByRole('textbox', { name: 'Loan amount' })).toHaveValue(String(newPrice));
  const bounds = calculatorBounds(bundle.config.finance, newPrice, offer);
  const repayment = calculatorRepayment(initialCalculatorState(bundle.config.finance, bounds, newPrice, offer), bounds).display;
  expect(repayment).not.toBe(calculatorRepayment(initialCalculatorState(bundle.config.finance, bounds, vehicle.price, offer), bounds).display);
  await expect(page.getByTestId('finance-repayment')).toContainText(repayment);
  await expect(page.getByTestId('finance-price-changed')).toHaveCount(0);
});

test('a shopper who only reads the first screen gets the live status: asked once when the page is idle after load', async ({ page }) => {
  const found = pickVehicle(candidate);
  test.skip(!found, 'no demo vehicle matches this case');
  const { site, bundle, vehicle } = found!;
  const asked: string[] = [];
  await fakePlatformApi(page, bundle.config.integrations.platformApi.baseUrl!, ({ pathname }) => {
    asked.push(pathname);
    const fields = {
      id: vehicle.id,
      slug: vehicle.slug,
      status: 'sold',
      reserved: false,
      reserved_until: null,
      available: false,
      price: vehicle.price,
      photos_count: 0,
      updated_at: null,
    };
    return pathname.endsWith('/view.json') ? { json: { views: 4, car_fields: { ...fields, changed: false } } } : undefined;
  });
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  // No scroll, tap or key: the sold car says so all the same.
  await expect(page.locator('.vehicle-sidebar').getByTestId('vehicle-sold')).toContainText('SOLD');
  expect(asked.filter((path) => path.endsWith('/view.json'))).toHaveLength(1);
});

test('nothing changed: the page stays as built', async ({ page }) => {
  const { vehicle } = await openWithLive(page, pickVehicle(candidate), (v) => ({ status: 'in_stock', reserved: false, price: v.price }));
  await expect(page.getByTestId('vehicle-price')).toContainText(formatAud(vehicle.price));
  await expect(page.getByRole('link', { name: 'Reserve Car Now' }).first()).toBeVisible();
  await expect(page.getByTestId('vehicle-sold')).toHaveCount(0);
});

test("new-arrival and just-sold tags follow the visitor's clock, not only the build's", async ({ page }) => {
  const newArrival = pickVehicle((v, b) => b.listedSlugs.includes(v.slug) && tagFor(v, b.config, new Date(b.clock))?.kind === 'new-arrival');
  test.skip(!newArrival, 'no new arrival in the demo data');
  const { site, bundle, vehicle } = newArrival!;
  // Opened at the build's clock: the tag the build gave.
  await page.clock.setFixedTime(new Date(bundle.clock));
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  await expect(page.locator('.vehicle-sidebar').getByTestId('vehicle-tag')).toHaveText(bundle.config.stock.newArrivalLabel);

  // The same page opened after the dealer's new-arrival window: the tag is gone.
  const later = new Date(Date.parse(bundle.clock) + (bundle.config.stock.newArrivalDays + 1) * 86_400_000);
  await page.clock.setFixedTime(later);
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  await expect(page.locator('.vehicle-sidebar').getByTestId('vehicle-tag')).toHaveCount(0);

  const justSold = pickVehicle((v, b) => b.listedSlugs.includes(v.slug) && tagFor(v, b.config, new Date(b.clock))?.kind === 'just-sold');
  test.skip(!justSold, 'no just-sold car in the demo data');
  const soldPage = `${justSold!.site.origin}/cars/${justSold!.vehicle.slug}`;
  await page.clock.setFixedTime(new Date(Date.parse(justSold!.bundle.clock) + (justSold!.bundle.config.stock.soldVisibleDays + 1) * 86_400_000));
  await page.goto(soldPage);
  await expect(page.locator('.vehicle-sidebar').getByTestId('vehicle-tag')).toHaveText('SOLD');
});
