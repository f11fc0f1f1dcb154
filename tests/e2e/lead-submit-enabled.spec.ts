import { expect, test } from '@playwright/test';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * The enquiry and test-drive submit buttons are enabled from the first paint (spec 02 §5):
 * a shopper who taps Send on an empty form, as the very first thing on the page, gets the list of
 * errors under "Please fix the following errors:", never a dead, greyed-out button.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const nissan = demoSites().find((s) => s.slug === 'harbour-city-nissan');

test.beforeEach(() => {
  test.skip(!nissan, 'harbour-city-nissan is not built');
});

for (const { path, button } of [
  { path: '/enquire', button: 'Send enquiry' },
  { path: '/book-test-drive', button: 'Book test drive' },
]) {
  test(`${path}: the submit button is enabled before any typing, and a first tap lists the errors`, async ({ page }) => {
    await page.goto(`${nissan!.origin}${path}`);
    const form = page.locator('.lead-form__form').first();
    await expect(form).toHaveAttribute('data-hydrated', 'false');
    const submit = form.getByRole('button', { name: button });
    await expect(submit).toBeEnabled();
    await submit.tap();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('listitem').first()).toContainText('Please enter');
    await expect(page).toHaveURL(`${nissan!.origin}${path}`);
  });
}

test('the vehicle page test-drive form: enabled before a touch, a first tap on it lists the errors', async ({ page }) => {
  const bundle = readBundle<TenantBundle>(nissan!);
  const listed = new Set(bundle.listedSlugs);
  const car = bundle.vehicles.find((v) => listed.has(v.slug) && v.status === 'in_stock' && !v.reserved);
  test.skip(!car || !bundle.config.features.testDrive, 'no available car with test drives');
  await page.goto(`${nissan!.origin}/cars/${car!.slug}`);
  const section = page.locator('#test-drive');
  const submit = section.getByRole('button', { name: 'Book test drive' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeEnabled();
  await submit.tap();
  await expect(section.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toBeVisible();
});
