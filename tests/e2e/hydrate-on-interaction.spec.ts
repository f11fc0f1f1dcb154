import { expect, test } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../src/domain/finance/vehicle-offer.ts';
import { calculatorBounds, calculatorRepayment, initialCalculatorState } from '../../src/domain/vehicle-page/finance-calculator.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { financeEligible, pickVehicle } from '../support/pick-vehicle.ts';

/**
 * Islands that hydrate on the shopper's first touch (client:interaction) must not lose what the shopper
 * does while React loads: the island's script is held back here so the typing surely lands first.
 */
const eligible = (v: Vehicle, b: TenantBundle) => v.status === 'in_stock' && financeEligible(v, b);

test('a deposit typed while the finance calculator loads is kept and used once it is live', async ({ page }) => {
  const found = pickVehicle(eligible);
  test.skip(!found, 'no demo vehicle with a finance calculator');
  const { site, bundle, vehicle } = found!;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/FinanceCalculatorIsland*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  const island = page.locator('astro-island').filter({ has: page.locator('.finance-calc') });
  const deposit = page.locator('#finance').getByLabel('Deposit / trade-in');
  await deposit.scrollIntoViewIfNeeded();
  await deposit.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5000');
  await expect(island).toHaveAttribute('ssr', ''); // still the server-rendered calculator
  release();
  await expect(island).not.toHaveAttribute('ssr');
  await deposit.press('Tab');

  const offer = vehicleFinanceOffer(vehicle, financeOfferSettings(bundle.config), new Date(bundle.clock))!;
  const bounds = calculatorBounds(bundle.config.finance, offer.price, offer);
  const start = initialCalculatorState(bundle.config.finance, bounds, offer.price, offer);
  await expect(deposit).toHaveValue('5000');
  await expect(page.getByTestId('finance-repayment')).toContainText(calculatorRepayment({ ...start, deposit: 5000 }, bounds).display);
});
