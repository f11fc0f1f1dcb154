import { expect, test, type Page } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../src/domain/finance/vehicle-offer.ts';
import { formatAud } from '../../src/domain/format.ts';
import { calculatorBounds, calculatorSummary, initialCalculatorState } from '../../src/domain/vehicle-page/finance-calculator.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { hydrated } from '../support/islands.ts';
import { financeEligible, pickVehicle, type VehicleCase } from '../support/pick-vehicle.ts';

/**
 * The calculators' small print (spec 01 §4, §8), on a phone: a clamped term shows in the box,
 * the totals say which repayment they use, Print PDF says "Preparing..." and alerts a failure, the
 * delivery check answers a mistyped postcode and a free delivery sensibly, and a car without a price
 * never reads "Enquire for price. Drive Away".
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const money = (value: number) => formatAud(value, { cents: !Number.isInteger(value) });
const api = (b: TenantBundle) => b.config.integrations.platformApi.baseUrl;

async function open(page: Page, found: VehicleCase | undefined): Promise<VehicleCase> {
  test.skip(!found, 'no demo vehicle matches this case');
  await page.goto(`${found!.site.origin}/cars/${found!.vehicle.slug}`);
  return found!;
}

test('finance: a term past the longest shows the longest in the box, every time; totals say which repayment they use', async ({ page }) => {
  const { vehicle, bundle } = await open(
    page,
    pickVehicle((v, b) => financeEligible(v, b) && b.config.finance.roundUp && b.config.finance.termOptions === null && b.config.finance.term.max < 9),
  );
  await hydrated(page, '.finance-calc', { within: 5_000 });
  const offer = vehicleFinanceOffer(vehicle, financeOfferSettings(bundle.config), new Date(bundle.clock))!;
  const bounds = calculatorBounds(bundle.config.finance, offer.price, offer);
  const start = initialCalculatorState(bundle.config.finance, bounds, offer.price, offer);
  const longest = Math.max(...bounds.terms);
  const term = page.locator('#finance').getByLabel('Loan term (years)', { exact: true });
  for (const attempt of [1, 2]) {
    await term.fill('9');
    await term.press('Tab');
    await expect(term, `attempt ${attempt}`).toHaveValue(String(longest));
  }
  const summary = calculatorSummary({ ...start, termYears: longest }, bounds);
  await expect(page.getByTestId('finance-repayment')).toContainText(summary.display);
  await expect(page.getByTestId('finance-total-interest')).toHaveText(money(summary.totalInterest));
  await expect(page.locator('.finance-calc__totals dt').first()).toHaveText('Total interest (on repayments rounded up to the dollar)');
});

test('Print PDF says "Preparing..." while it downloads and alerts a failure', async ({ page }) => {
  const found = pickVehicle((v, b) => isAvailable(v) && b.listedSlugs.includes(v.slug) && Boolean(api(b)) && b.config.features.printPdf);
  test.skip(!found, 'no dealer with Print PDF');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = false;
  // Registered first, so it answers after the hold below lets a call through (the newest route runs first).
  await fakePlatformApi(page, api(found!.bundle)!, (url) =>
    url.pathname.endsWith('/pdf') ? { contentType: 'application/pdf', body: '%PDF-1.4\n%fixture' } : undefined,
  );
  await page.route(
    (url) => url.pathname.endsWith('/pdf'),
    async (route) => {
      if (fail)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'pdf_failed', message: 'The PDF could not be made.' }),
        });
      await held;
      return route.fallback();
    },
  );
  await open(page, found);
  const pdf = page.getByRole('link', { name: 'Print PDF' });
  await pdf.scrollIntoViewIfNeeded();
  const download = page.waitForEvent('download');
  await pdf.tap();
  await expect(page.locator('[data-print-pdf]')).toHaveText('Preparing...');
  release();
  expect((await download).suggestedFilename()).toBe(`${found!.vehicle.slug}.pdf`);
  await expect(page.locator('[data-print-pdf]')).toHaveText('Print PDF');

  fail = true;
  const dialog = page.waitForEvent('dialog');
  await page.locator('[data-print-pdf]').tap();
  const alert = await dialog;
  expect(alert.type()).toBe('alert');
  expect(alert.message()).not.toBe('');
  await alert.dismiss();
  await expect(page.locator('[data-print-pdf]')).toHaveText('Print PDF');
});

test('delivery: letters are an invalid postcode, not a missing one; a $0 estimate reads "free"', async ({ page }) => {
  const found = pickVehicle((v, b) => isAvailable(v) && b.listedSlugs.includes(v.slug) && Boolean(api(b)) && b.config.features.delivery);
  test.skip(!found, 'no dealer with delivery estimates');
  await fakePlatformApi(page, api(found!.bundle)!, (url) =>
    url.pathname === '/api/delivery-price'
      ? { json: { postcode: url.searchParams.get('postcode'), price: 0, name: 'Brisbane Metro', currency: 'AUD' } }
      : undefined,
  );
  await open(page, found);
  await hydrated(page, '#delivery-postcode', { within: 5_000 });
  const postcode = page.getByLabel('Your postcode');
  const message = page.getByTestId('delivery-message');
  await postcode.fill('abc');
  await page.getByRole('button', { name: 'Check delivery' }).tap();
  await expect(message).toHaveText('Invalid postcode. Please enter a 4-digit number.');
  await postcode.fill('4000');
  await page.getByRole('button', { name: 'Check delivery' }).tap();
  await expect(message).toHaveText('Delivery to Brisbane Metro (4000): free');
});

test('a car with no price reads the no-price text alone, without its price type', async ({ page }) => {
  const found = pickVehicle(
    (v, b) => isAvailable(v) && b.listedSlugs.includes(v.slug) && v.price <= 10 && (v.offer_price ?? 0) <= 10 && !v.preorder && Boolean(v.price_type?.trim()),
  );
  const { vehicle, bundle } = await open(page, found);
  const price = page.getByTestId('vehicle-price');
  await expect(price).toContainText(bundle.config.texts.noPrice);
  await expect(price).not.toContainText(vehicle.price_type!.trim());
});
