import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../src/domain/finance/vehicle-offer.ts';
import { formatAud } from '../../src/domain/format.ts';
import { fuelCost, vehicleConsumption } from '../../src/domain/fuel.ts';
import { fuelKind } from '../../src/domain/fuel-kind.ts';
import { maskPhone } from '../../src/domain/phone.ts';
import { calculatorBounds, calculatorRepayment, initialCalculatorState } from '../../src/domain/vehicle-page/finance-calculator.ts';
import { vehiclePhone } from '../../src/site/vehicle/actions.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { hydrated } from '../support/islands.ts';
import { financeEligible, pickVehicle, type VehicleCase } from '../support/pick-vehicle.ts';

/**
 * Calculators and the small live parts. Platform API replies come from Playwright route fixtures;
 * a dealer without a platform API must show none of the API parts.
 */

type Case = VehicleCase;
const pick = pickVehicle;

async function open(page: Page, found: Case | undefined): Promise<Case> {
  test.skip(!found, 'no demo vehicle matches this case');
  await page.goto(`${found!.site.origin}/cars/${found!.vehicle.slug}`);
  return found!;
}

const api = (b: TenantBundle) => b.config.integrations.platformApi.baseUrl;

/** Fixture replies of the platform API (shapes from integrations/platform-api/contract). */
async function routeApi(page: Page, baseUrl: string, vehicle: Vehicle) {
  const calls: string[] = [];
  await fakePlatformApi(page, baseUrl, (url, method) => {
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname.endsWith('/view.json')) {
      return {
        json: {
          views: 1234,
          car_fields: {
            id: vehicle.id,
            slug: vehicle.slug,
            status: vehicle.status,
            reserved: vehicle.reserved,
            reserved_until: null,
            available: true,
            price: vehicle.price,
            photos_count: vehicle.images.length,
            updated_at: null,
            changed: false,
          },
        },
      };
    }
    if (url.pathname.endsWith('/autogauge')) {
      return {
        json: {
          fill: 0.72,
          listing_price: vehicle.price,
          market_range_min: vehicle.price - 2000,
          market_range_max: vehicle.price + 4000,
          confidence: 0.85,
          description: 'Priced below the average market price.',
        },
      };
    }
    if (url.pathname === '/api/delivery-price') {
      return url.searchParams.get('postcode') === '0872'
        ? { status: 404, json: { error: 'no_estimate', message: 'No estimate.' } }
        : { json: { postcode: url.searchParams.get('postcode'), price: 450, name: 'Brisbane Metro', currency: 'AUD' } };
    }
    if (url.pathname === '/api/phone-reveals') return { status: 201, json: { recorded: true } };
    if (url.pathname.endsWith('/pdf')) return { contentType: 'application/pdf', body: '%PDF-1.4\n%fixture' };
    return undefined;
  });
  return calls;
}

test.describe('finance calculator', () => {
  test('starts from the dealer settings, clamps entries, changes frequency, sends event 26 once', async ({ page }) => {
    // The dealer's ranges and texts come from one cached file, not from each page's island props.
    const file = page.waitForResponse((response) => /\/props\/finance-calculator\.[0-9a-f]{12}\.json$/.test(response.url()));
    const { vehicle, bundle } = await open(page, pick(financeEligible));
    const calc = page.locator('#finance');
    const island = await calc.locator('astro-island').first().getAttribute('props');
    expect(island).toContain('"price"');
    expect(island).not.toContain('comparisonRateText');
    await hydrated(page, '.finance-calc', { within: 5_000 });
    expect((await file).headers()['cache-control']).toContain('immutable');
    // The calculator starts from the car's own finance offer (the advertised figure).
    const offer = vehicleFinanceOffer(vehicle, financeOfferSettings(bundle.config), new Date(bundle.clock))!;
    const price = offer.price;
    const bounds = calculatorBounds(bundle.config.finance, price, offer);
    const start = initialCalculatorState(bundle.config.finance, bounds, price, offer);
    const repayment = page.getByTestId('finance-repayment');
    await expect(repayment).toContainText(calculatorRepayment(start, bounds).display);

    const amount = calc.getByLabel('Loan amount', { exact: true });
    await expect(amount).toHaveValue(String(start.amount));
    await amount.fill('99999999');
    await amount.press('Tab');
    await expect(amount).toHaveValue(String(bounds.amount.max));
    await amount.fill('0');
    await amount.press('Tab');
    await expect(amount).toHaveValue('0');
    await expect(repayment).toContainText('Enquire for Finance');
    await amount.fill('20000');
    await amount.press('Tab');
    const deposit = calc.getByLabel('Deposit / trade-in');
    await deposit.fill('300000');
    await deposit.press('Tab');
    await expect(deposit).toHaveValue(String(bounds.deposit.max));
    await deposit.fill('2000');
    await deposit.press('Tab');
    await calc.getByLabel('Monthly').check();
    const state = { ...start, amount: 20000, deposit: 2000, frequency: 'month' as const };
    await expect(repayment).toContainText(calculatorRepayment(state, bounds).display);
    await expect(repayment).toContainText('per month');
    await expect(calc.getByRole('link', { name: 'Request a Quote' })).toBeVisible();
    await expect(calc).toContainText(bundle.config.finance.comparisonRateText);

    const events = await page.evaluate(
      () => ((window as unknown as { dataLayer?: Array<{ event_id?: number }> }).dataLayer ?? []).filter((e) => e.event_id === 26).length,
    );
    expect(events).toBe(1);
  });
});

test.describe('fuel calculator', () => {
  test('$1.70/L and 250 km a week with the car consumption, recalculated on change', async ({ page }) => {
    const { vehicle } = await open(
      page,
      pick((v, b) => isAvailable(v) && fuelKind(v) !== 'electric' && b.config.features.fuelCalculator),
    );
    const cost = page.getByTestId('fuel-cost');
    await hydrated(page, '[data-testid="fuel-cost"]', { within: 5_000 });
    const litres = vehicleConsumption(vehicle);
    await expect(cost).toContainText(formatAud(fuelCost({ litresPer100Km: litres }), { cents: true }));
    const km = page.getByLabel('Kilometres per week');
    await km.fill('500');
    await km.press('Tab');
    await expect(cost).toContainText(formatAud(fuelCost({ km: 500, litresPer100Km: litres }), { cents: true }));
  });
});

test.describe('platform API parts', () => {
  // A dealer without a platform API: tests/e2e/no-platform-api.spec.ts (the mini-motors fixture).

  test('views count, price gauge, delivery states, PDF and phone reveal tracking', async ({ page }) => {
    const found = pick((v, b) => isAvailable(v) && v.price > 0 && Boolean(api(b)) && b.config.features.autogauge && b.config.features.delivery);
    test.skip(!found, 'no demo dealer with a platform API');
    const calls = await routeApi(page, api(found!.bundle)!, found!.vehicle);
    const { vehicle, bundle } = await open(page, found);

    // The views count (and the live status with it) is asked once the page is idle after load: no scroll needed.
    await expect(page.locator('[data-views]')).toContainText('1,234 views');
    expect(calls.filter((call) => call.endsWith('/view.json'))).toHaveLength(1);

    const gauge = page.getByTestId('price-gauge');
    // The gauge is an empty anchor until its data says it may show (no space held, nothing to collapse).
    await page.locator('.price-comparison__anchor').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Price comparison' })).toBeVisible();
    await expect(gauge).toContainText('Great Deal');

    const postcode = page.getByLabel('Your postcode');
    await hydrated(page, '#delivery-postcode', { within: 5_000 });
    const message = page.getByTestId('delivery-message');
    await page.getByRole('button', { name: 'Check delivery' }).click();
    await expect(message).toHaveText('Please enter a postcode.');
    await postcode.fill('40');
    await page.getByRole('button', { name: 'Check delivery' }).click();
    await expect(message).toHaveText('Invalid postcode. Please enter a 4-digit number.');
    await postcode.fill('0872');
    await page.getByRole('button', { name: 'Check delivery' }).click();
    await expect(message).toHaveText(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
    await postcode.fill('4000');
    await page.getByRole('button', { name: 'Check delivery' }).click();
    await expect(message).toHaveText('Delivery to Brisbane Metro (4000): $450');

    if (bundle.config.features.printPdf) {
      const pdf = page.getByRole('link', { name: 'Print PDF' });
      const download = page.waitForEvent('download');
      await pdf.click();
      expect((await download).suggestedFilename()).toBe(`${vehicle.slug}.pdf`);
    }

    const phone = vehiclePhone(vehicle, bundle.config);
    if (phone && !bundle.config.phones.startRevealed) {
      const block = page.locator('[data-phone-reveal]');
      await block.scrollIntoViewIfNeeded();
      await expect(block).toContainText(maskPhone(phone));
      await block.getByRole('button', { name: 'Show number' }).click();
      await expect(block.getByRole('link', { name: phone })).toBeVisible();
      await expect.poll(() => calls.includes('POST /api/phone-reveals')).toBe(true);
    }
  });
});

test.describe('phone and share', () => {
  test('phone reveal masks after the first 5 characters until shown (or starts revealed)', async ({ page }) => {
    const { vehicle, bundle } = await open(
      page,
      pick((v, b) => isAvailable(v) && Boolean(vehiclePhone(v, b.config))),
    );
    const phone = vehiclePhone(vehicle, bundle.config)!;
    const block = page.locator('[data-phone-reveal]');
    await block.scrollIntoViewIfNeeded();
    if (bundle.config.phones.startRevealed) {
      await expect(block.getByRole('link', { name: phone })).toBeVisible();
      return;
    }
    await expect(block).toContainText(maskPhone(phone));
    await expect(block).not.toContainText(phone);
    await block.getByRole('button', { name: 'Show number' }).click();
    await expect(block.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:/);
  });

  test("copy link: 'Copied' on the button and the toast naming the car", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { vehicle, bundle } = await open(
      page,
      pick((v) => isAvailable(v)),
    );
    const copy = page.getByRole('button', { name: 'Copy link' });
    await copy.click();
    await expect(page.locator('.share-tools').getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.locator('[data-vehicle-toast]')).toHaveText(`Copied ${vehicle.name} to your clipboard!`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/cars/${vehicle.slug}`, bundle.config.url).href);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });
});
