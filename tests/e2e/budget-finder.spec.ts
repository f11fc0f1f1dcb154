import { expect, test, type Page } from '@playwright/test';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/** The budget finder (spec 02 §4, §5, §9) on the group dealer, counted against the bundle. */

const site = demoSites().find((s) => s.slug === 'southern-cross-auto-group');
const bundle = site ? readBundle<TenantBundle>(site) : undefined;
const listedSlugs = new Set(bundle?.listedSlugs ?? []);
const prices = (bundle?.vehicles ?? []).filter((v) => listedSlugs.has(v.slug)).map((v) => v.price);
const inRange = (min: number, max: number) => prices.filter((p) => p > 1000 && p >= min && p <= max).length;
const aud = (n: number) => `$${n.toLocaleString('en-AU')}`;

async function open(page: Page): Promise<void> {
  await page.goto(`${site!.origin}/budget-finder`);
  await expect(page.locator('form.budget-finder')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('budget finder', () => {
  test.beforeAll(() => expect(site, 'southern-cross-auto-group must be built').toBeDefined());

  test('the default estimate and its cars, then on to the search with price=min:max', async ({ page }) => {
    const health = watchPageHealth(page);
    await open(page);
    await expect(page.getByTestId('budget-estimate')).toHaveText('$38,000');
    await expect(page.getByLabel('Monthly repayment')).toHaveValue('600');
    await expect(page.getByLabel('Deposit')).toHaveValue('2,000');
    await expect(page.getByTestId('budget-range')).toHaveText(`${aud(5000)} – ${aud(38000)}`);
    const expected = inRange(5000, 38000);
    expect(expected).toBeGreaterThan(0);
    await expect(page.getByTestId('budget-results')).toHaveText(`Show me ${expected.toLocaleString('en-AU')} cars`);
    await page.getByTestId('budget-results').click();
    await expect(page).toHaveURL(/\/search\?price=5000:38000$/);
    await expect(page.getByTestId('result-count')).toHaveText(`${expected.toLocaleString('en-AU')} cars found`);
    await page.waitForLoadState('networkidle');
    expect(health.problems()).toEqual([]);
  });

  test('weekly payments, typed amounts with separators, and quick picks', async ({ page }) => {
    await open(page);
    await page.getByLabel('Weekly').check();
    await expect(page.getByLabel('Weekly repayment')).toHaveValue('200');
    await expect(page.getByTestId('budget-estimate')).toHaveText('$54,000');
    await page.getByLabel('Weekly repayment').fill('150');
    await page.getByLabel('Deposit').fill('12500');
    await expect(page.getByLabel('Deposit')).toHaveValue('12,500');
    await expect(page.getByTestId('budget-estimate')).toHaveText(aud(150 * 52 * 5 + 12500));
    await expect(page.getByTestId('budget-results')).toHaveText(`Show me ${inRange(5000, 51500).toLocaleString('en-AU')} cars`);
    await page.getByRole('button', { name: '$20,000' }).click();
    await expect(page.getByRole('button', { name: '$20,000' })).toHaveAttribute('aria-pressed', 'true');
    // a quick pick is the whole budget: from the lower thumb up to it
    await expect(page.getByTestId('budget-range')).toHaveText(`${aud(5000)} – ${aud(20000)}`);
    await expect(page.getByTestId('budget-results')).toHaveText(`Show me ${inRange(5000, 20000).toLocaleString('en-AU')} cars`);
  });

  test('a budget under the cheapest car: disabled 0 Cars Found and the message', async ({ page }) => {
    await open(page);
    await page.getByLabel('Monthly repayment').fill('0');
    await page.getByLabel('Deposit').fill('abc');
    await expect(page.getByLabel('Deposit')).toHaveValue('0');
    await expect(page.getByTestId('budget-estimate')).toHaveText('$0');
    await expect(page.getByTestId('budget-range')).toHaveText(`${aud(0)} – ${aud(500)}`);
    expect(inRange(0, 500)).toBe(0);
    await expect(page.getByTestId('budget-results')).toBeDisabled();
    await expect(page.getByTestId('budget-results')).toHaveText('0 Cars Found');
    await expect(page.getByText('No cars found for this budget')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Please fix the following errors:');
  });

  test('a negative amount clamps to 0 and a quick pick becomes the estimated budget', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await open(page);
    await page.getByLabel('Deposit').fill('-50');
    await expect(page.getByLabel('Deposit')).toHaveValue('0');
    await expect(page.getByTestId('budget-estimate')).toHaveText(aud(600 * 12 * 5));
    await page.getByRole('button', { name: '$20,000' }).click();
    await expect(page.getByTestId('budget-estimate')).toHaveText('$20,000');
    await expect(page.getByTestId('budget-range')).toHaveText(`${aud(5000)} – ${aud(20000)}`);
    // typing again goes back to the estimate from the repayment and deposit
    await page.getByLabel('Deposit').fill('1000');
    await expect(page.getByTestId('budget-estimate')).toHaveText(aud(600 * 12 * 5 + 1000));
  });
});
