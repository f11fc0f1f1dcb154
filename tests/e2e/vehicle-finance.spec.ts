import { expect, test } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import { weeklyEstimateText } from '../../src/domain/finance/finance-offer.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../src/domain/finance/vehicle-offer.ts';
import { formatAud } from '../../src/domain/format.ts';
import { calculatorBounds, calculatorSummary, initialCalculatorState, standaloneCalculatorBounds } from '../../src/domain/vehicle-page/finance-calculator.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { hydrated } from '../support/islands.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * One finance story per car: the card, the sidebar, the sticky header and the calculator
 * show the same weekly figure, computed from the car's lender offer; the calculator states its totals
 * and assumptions; finance appears only where the finance rules allow it, in the dealer's wording.
 */

const sites = demoSites().map((site) => ({ site, bundle: readBundle<TenantBundle>(site) }));
const offerOf = (v: Vehicle, b: TenantBundle) => vehicleFinanceOffer(v, financeOfferSettings(b.config), new Date(b.clock));
const listed = (v: Vehicle, b: TenantBundle) => b.listedSlugs.includes(v.slug);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const money = (value: number) => formatAud(value, { cents: !Number.isInteger(value) });

for (const { site, bundle } of sites) {
  test.describe(`${site.slug}`, () => {
    test('sidebar, sticky header and calculator show the same weekly figure, with totals and assumptions', async ({ page }) => {
      // A car whose lender charges a fee, so the fee's place in the figures is tested too.
      const vehicle = bundle.vehicles.find(
        (v) => listed(v, bundle) && (offerOf(v, bundle)?.establishmentFee ?? 0) > 0 && (offerOf(v, bundle)?.weekly.payment ?? 0) > 25,
      );
      test.skip(!vehicle, 'no car with a finance offer on this dealer');
      const offer = offerOf(vehicle!, bundle)!;
      const estimate = weeklyEstimateText(offer)!;
      await page.goto(`${site.origin}/cars/${vehicle!.slug}`);

      await expect(page.getByTestId('finance-estimate')).toContainText(estimate);
      await expect(page.getByTestId('sticky-finance-estimate')).toHaveText(`Finance from ${estimate}`, { useInnerText: false });

      await hydrated(page, '.finance-calc', { within: 5_000 });
      const config = bundle.config.finance;
      const bounds = calculatorBounds(config, offer.price, offer);
      const start = initialCalculatorState(config, bounds, offer.price, offer);
      const summary = calculatorSummary(start, bounds);
      // The calculator's first figure is exactly the advertised one.
      expect(`${summary.display} /week`).toBe(estimate);
      await expect(page.getByTestId('finance-repayment')).toContainText(summary.display);
      await expect(page.getByTestId('finance-offer')).toContainText(`${offer.interestRate}% p.a.`);
      await expect(page.getByTestId('finance-offer')).toContainText(`comparison rate ${offer.comparisonRate}% p.a.`);
      await expect(page.getByTestId('finance-total-interest')).toHaveText(money(summary.totalInterest));
      await expect(page.getByTestId('finance-total-payable')).toHaveText(money(summary.totalPayable));
      const assumptions = page.getByTestId('finance-assumptions');
      await expect(assumptions).toContainText(`${money(offer.establishmentFee)} establishment fee`);
      await expect(assumptions).toContainText(`at ${offer.interestRate}% p.a. over ${offer.termYears} years`);
      await expect(assumptions).toContainText(`${summary.payments} weekly repayments`);

      // Changing the frequency recomputes the totals from the same terms.
      await page.locator('.finance-calc').getByLabel('Monthly').check();
      const monthly = calculatorSummary({ ...start, frequency: 'month' }, bounds);
      await expect(page.getByTestId('finance-repayment')).toContainText(monthly.display);
      await expect(page.getByTestId('finance-total-payable')).toHaveText(money(monthly.totalPayable));
    });

    test("the search card shows the car's weekly figure and the dealer's finance button; none without an offer", async ({ page }) => {
      await page.goto(`${site.origin}${bundle.config.stock.listingPath ?? '/search'}`);
      const cards = page.getByTestId('vehicle-card');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      let withOffer = 0;
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        const href = await card.getByRole('link').first().getAttribute('href');
        const vehicle = bundle.vehicles.find((v) => `/cars/${v.slug}` === href);
        if (!vehicle) continue;
        const offer = offerOf(vehicle, bundle);
        const button = card.getByRole('link', { name: new RegExp(`^${escapeRegExp(bundle.config.texts.financeButton)}\\b`) });
        const estimate = offer && isAvailable(vehicle) ? weeklyEstimateText(offer) : undefined;
        if (estimate) {
          withOffer++;
          await expect(card.getByTestId('card-finance-estimate')).toHaveText(`Finance from ${estimate}*`);
          await expect(button).toHaveAttribute('href', `/finance-enquiry?car_id=${vehicle.id}`);
        } else if (offer && isAvailable(vehicle)) {
          // An offer whose weekly figure is below the smallest repayment quoted: no figure on the card,
          // but finance is still offered for the car, so its button stays.
          await expect(card.getByTestId('card-finance-estimate')).toHaveCount(0);
          await expect(button).toHaveAttribute('href', `/finance-enquiry?car_id=${vehicle.id}`);
        } else {
          await expect(card.getByTestId('card-finance-estimate')).toHaveCount(0);
          await expect(button).toHaveCount(0);
        }
      }
      expect(withOffer).toBeGreaterThan(0);
    });
  });
}

test('a car outside the finance rules (e.g. no lender rates) shows no estimate, no calculator, and Finance Enquiry', async ({ page }) => {
  const found = sites
    .map(({ site, bundle }) => ({
      site,
      bundle,
      vehicle: bundle.vehicles.find((v) => listed(v, bundle) && isAvailable(v) && v.price > 500 && !offerOf(v, bundle)),
    }))
    .find((entry) => entry.vehicle && entry.bundle.config.features.finance);
  test.skip(!found, 'no such demo car');
  await page.goto(`${found!.site.origin}/cars/${found!.vehicle!.slug}`);
  await expect(page.getByTestId('finance-estimate')).toHaveCount(0);
  await expect(page.locator('#finance')).toHaveCount(0);
  await expect(page.getByTestId('vehicle-actions').getByRole('link', { name: 'Finance Enquiry' })).toBeVisible();
});

test('standalone finance calculator: purchase price from the loan minimum to $250,000, the dealer defaults, totals', async ({ page }) => {
  const found = sites.find(({ bundle }) => bundle.config.features.finance);
  test.skip(!found, 'no dealer with finance');
  const { site, bundle } = found!;
  const config = bundle.config.finance;
  await page.goto(`${site.origin}/finance-calculator`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance calculator');
  await expect(page.locator('astro-island').filter({ has: page.locator('.finance-calc') })).not.toHaveAttribute('ssr');
  const calc = page.locator('.finance-calc');
  const price = calc.getByLabel('Purchase price', { exact: true });
  await expect(calc.locator('#fc-amount-help')).toHaveText(`Cannot be less than ${formatAud(config.amount.min)} or more than $250,000`);
  await expect(page.getByTestId('finance-offer')).toHaveCount(0);

  const bounds = standaloneCalculatorBounds(config);
  const start = initialCalculatorState(config, bounds, 0);
  await expect(price).toHaveValue(String(start.amount));
  await expect(page.getByTestId('finance-repayment')).toContainText(calculatorSummary(start, bounds).display);

  await price.fill('400000');
  await price.press('Tab');
  await expect(price).toHaveValue('250000');
  const top = calculatorSummary({ ...start, amount: 250000 }, bounds);
  await expect(page.getByTestId('finance-repayment')).toContainText(top.display);
  await expect(page.getByTestId('finance-total-payable')).toHaveText(money(top.totalPayable));
  await expect(page.getByTestId('finance-assumptions')).toContainText(`at ${start.interest}% p.a. over ${start.termYears} years`);
  await expect(page.locator('footer').getByRole('link', { name: 'Finance Calculator' })).toHaveAttribute('href', '/finance-calculator');
});
