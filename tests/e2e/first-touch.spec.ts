import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import { financeShown } from '../../src/domain/finance/eligibility.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../src/domain/finance/vehicle-offer.ts';
import { formatAud } from '../../src/domain/format.ts';
import { FUEL_DEFAULTS, fuelCost } from '../../src/domain/fuel.ts';
import { calculatorBounds, calculatorRepayment, initialCalculatorState } from '../../src/domain/vehicle-page/finance-calculator.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { pickVehicle } from '../support/pick-vehicle.ts';

/**
 * The first tap on an island that hydrates on interaction (client:interaction) takes effect exactly
 * once after hydration (docs/decisions/0003-react-waits-for-the-first-touch.md): the island's script is held back until the tap has landed on
 * the server-rendered markup, then let through. One case per island type, on a phone with touch.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

/** Holds the island's chunk; the returned function lets it load and waits until the island is live. */
async function holdIsland(page: Page, chunk: string): Promise<(island: string, then?: 'navigates') => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_astro/${chunk}.*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return async (island, then) => {
    await expect(page.locator(`astro-island:has(${island})`).first()).toHaveAttribute('ssr', ''); // the tap landed first
    release();
    if (then !== 'navigates') await expect(page.locator(`astro-island:has(${island})`).first()).not.toHaveAttribute('ssr');
  };
}

const listedInStock = (v: Vehicle, b: TenantBundle) => isAvailable(v) && b.listedSlugs.includes(v.slug);
const withFinance = (v: Vehicle, b: TenantBundle) =>
  listedInStock(v, b) &&
  v.status === 'in_stock' &&
  b.config.features.finance &&
  b.config.finance.provider !== null &&
  financeShown(v, b.config.finance.provider, {
    now: new Date(b.clock),
    timeZone: b.config.timeZone,
    excludedDealershipIds: b.config.finance.excludedDealershipIds,
  });

test('finance calculator: the first tap on Monthly shows the monthly repayment', async ({ page }) => {
  const found = pickVehicle(withFinance);
  test.skip(!found, 'no car with a finance calculator');
  const { site, bundle, vehicle } = found!;
  const live = await holdIsland(page, 'FinanceCalculatorIsland');
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  const monthly = page.locator('#finance').getByText('Monthly', { exact: true });
  await monthly.scrollIntoViewIfNeeded();
  await monthly.tap();
  await live('.finance-calc');

  const offer = vehicleFinanceOffer(vehicle, financeOfferSettings(bundle.config), new Date(bundle.clock))!;
  const bounds = calculatorBounds(bundle.config.finance, offer.price, offer);
  const start = initialCalculatorState(bundle.config.finance, bounds, offer.price, offer);
  const expected = calculatorRepayment({ ...start, frequency: 'month' }, bounds).display;
  expect(expected).not.toBe(calculatorRepayment(start, bounds).display);
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(page.getByTestId('finance-repayment')).toContainText(expected);
  await expect(page.getByTestId('finance-assumptions')).toContainText('monthly');
});

test('fuel calculator: a distance typed and entered while it loads is the one it costs', async ({ page }) => {
  const found = pickVehicle((v, b) => listedInStock(v, b) && v.fuel !== 'Electric' && v.simple_fuel !== 'Electric');
  test.skip(!found, 'no car with a fuel calculator');
  const { site, vehicle } = found!;
  const live = await holdIsland(page, 'FuelCalculatorIsland');
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  const km = page.getByLabel('Kilometres per week');
  await km.scrollIntoViewIfNeeded();
  await km.tap();
  await km.fill('500');
  await km.press('Enter');
  await live('.fuel-calc');
  const consumption = Number(await page.getByLabel('Consumption (L/100km)').inputValue());
  const weekly = fuelCost({ km: 500, litresPer100Km: consumption, pricePerLitre: FUEL_DEFAULTS.pricePerLitre });
  await expect(page.getByTestId('fuel-cost')).toContainText(formatAud(weekly, { cents: true }));
  await expect(km).toHaveValue('500');
});

test('delivery calculator: the first tap on Check delivery asks once, for the postcode typed', async ({ page }) => {
  const found = pickVehicle((v, b) => listedInStock(v, b) && b.config.features.delivery && Boolean(b.config.integrations.platformApi.baseUrl));
  test.skip(!found, 'no dealer with delivery estimates');
  const { site, bundle, vehicle } = found!;
  const asked: string[] = [];
  await fakePlatformApi(page, bundle.config.integrations.platformApi.baseUrl!, (url) => {
    if (url.pathname !== '/api/delivery-price') return undefined;
    asked.push(url.searchParams.get('postcode') ?? '');
    return { json: { postcode: url.searchParams.get('postcode'), price: 450, name: 'Brisbane Metro', currency: 'AUD' } };
  });
  const live = await holdIsland(page, 'DeliveryCalculatorIsland');
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  const postcode = page.getByLabel('Your postcode');
  await postcode.scrollIntoViewIfNeeded();
  await postcode.tap();
  await postcode.fill('4000');
  await page.getByRole('button', { name: 'Check delivery' }).tap();
  await live('#delivery-postcode');
  await expect(page.getByTestId('delivery-message')).toHaveText('Delivery to Brisbane Metro (4000): $450');
  expect(asked).toEqual(['4000']);
});

test('watchlist button: the first tap on Save, signed out, goes to sign-in', async ({ page }) => {
  const found = pickVehicle((v, b) => listedInStock(v, b) && b.config.features.watchlist && Boolean(b.config.integrations.platformApi.baseUrl));
  test.skip(!found, 'no dealer with a watchlist');
  const { site, vehicle } = found!;
  const live = await holdIsland(page, 'VehicleWatchlist');
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  await page.getByTestId('watchlist-button').tap();
  await live('[data-testid="watchlist-button"]', 'navigates');
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=/);
});

test('lead form: what the first tap started typing is kept once the form is live', async ({ page }) => {
  const found = pickVehicle((v, b) => listedInStock(v, b) && b.config.features.testDrive && Boolean(b.config.integrations.platformApi.baseUrl));
  test.skip(!found, 'no dealer with test drives');
  const { site, vehicle } = found!;
  const live = await holdIsland(page, 'LeadForm');
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  const form = page.locator('.lead-form').first();
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  await name.scrollIntoViewIfNeeded();
  await name.tap();
  await page.keyboard.type('Sam Early');
  await live('.lead-form');
  // A render of the live form (its errors on submit) keeps the typed name: React has it.
  await form.locator('.lead-form__submit').tap();
  await expect(form.getByText('Please fix the following errors:')).toBeVisible();
  await expect(name).toHaveValue('Sam Early');
});
