import AxeBuilder from '@axe-core/playwright';
import { demoSite, expect, needsApi, test } from '../support/platform-api.ts';

/** axe-core: 0 violations on the enquiry, test drive and trade-in pages, also with errors showing. */

const nissan = demoSite('harbour-city-nissan');

for (const path of ['/enquire', '/book-test-drive', '/trade-in', '/sign-in']) {
  test(`axe: ${path}`, async ({ page, api }) => {
    needsApi(nissan);
    void api;
    const car = nissan.bundle.vehicles.find((vehicle) => vehicle.status === 'in_stock' && nissan.bundle.listedSlugs.includes(vehicle.slug))!;
    const url = path === '/book-test-drive' ? `${path}?car_id=${car.id}` : path;
    await page.goto(`${nissan.origin}${url}`);
    const submit = page.locator('.lead-form__submit');
    if (path !== '/sign-in') {
      // Lead forms hydrate on the shopper's first touch (client:interaction), or at once for ?car_id=.
      await page.locator('.lead-form').first().hover();
      await expect(page.locator('.lead-form__form').first()).toHaveAttribute('data-hydrated', 'true');
      if (path === '/book-test-drive') await expect(page.getByRole('combobox', { name: 'Day' })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await submit.click();
      await expect(page.getByText('Please fix the following errors:')).toBeVisible();
    }
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}
