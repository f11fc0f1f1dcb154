import { demoSite, expect, test } from '../support/platform-api.ts';
import { watchPageHealth } from '../support/page-health.ts';

/**
 * Test drive booking on the vehicle page itself (spec 01 §2), not only a link away: the
 * form is on the page with the car preset, the call-the-dealer block points at it, and a booking is
 * stored by the real reference API with this car.
 */

const nissan = demoSite('harbour-city-nissan');

test('a test drive is booked from the vehicle page, the car preset', async ({ page, api }) => {
  test.skip(!nissan?.apiBaseUrl || !nissan.bundle.config.features.testDrive, 'no platform API or test drives on this dealer');
  const listed = new Set(nissan!.bundle.listedSlugs);
  const car = nissan!.bundle.vehicles.find((v) => listed.has(v.slug) && v.status === 'in_stock' && !v.reserved && !v.tag);
  test.skip(!car, 'no available car');
  const health = watchPageHealth(page);
  const file = page.waitForResponse((response) => /\/props\/test-drive\.[0-9a-f]{12}\.json$/.test(response.url()));
  await page.goto(`${nissan!.origin}/cars/${car!.slug}`);

  await expect(page.locator('.call-dealer').getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute('href', '#test-drive');
  const section = page.locator('#test-drive');
  await expect(section.getByRole('heading', { name: 'Book a test drive' })).toBeVisible();
  // The dealer-wide props (name, privacy notice, settings) come from one cached file, not from each page.
  const notice = section.getByTestId('privacy-notice').first();
  const noticeText = (await notice.textContent())?.trim().slice(0, 60) ?? '';
  expect(noticeText).toContain(nissan!.bundle.config.name);
  expect(await section.locator('astro-island').first().getAttribute('props')).not.toContain(noticeText);
  await section.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Citizen');
  expect((await file).headers()['cache-control']).toContain('immutable');
  await expect(section.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
  await expect(notice).toContainText(noticeText);
  // A form hydrated with other values than the HTML was rendered with logs React's mismatch error.
  expect(health.problems()).toEqual([]);
  await section.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Citizen');
  await section.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com');
  await section.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
  const day = section.getByRole('combobox', { name: 'Day' });
  if (await day.count()) {
    await expect(day.getByRole('option').nth(1)).toBeAttached();
    await day.selectOption({ index: 1 });
    await section.getByRole('combobox', { name: 'Time' }).selectOption({ index: 1 });
  }
  const terms = section.getByRole('checkbox', { name: /driver licence/ });
  if (await terms.count()) await terms.check();
  await section.getByRole('button', { name: 'Book test drive' }).click();
  await expect(page).toHaveURL(/\/success\?category=Test\+Drive/);
  const [lead] = api.leads(nissan!.bundle.config.id);
  expect(lead).toMatchObject({ form_type: 'test-drive', car_id: car!.id });
});
