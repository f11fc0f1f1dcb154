import { expect, test } from '@playwright/test';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Lead pages (docs/decisions/0003-react-waits-for-the-first-touch.md): the form is server-rendered complete and hydrates on the shopper's first touch
 * (client:interaction), so reading the page downloads no React; what is typed meanwhile is kept. A page
 * whose URL names a car (?car_id=) hydrates at once, so the car card never waits for a touch.
 */
const site = demoSites().find((s) => s.slug === 'harbour-city-nissan');

test.beforeEach(() => {
  test.skip(!site, 'harbour-city-nissan is not built');
});

test('/enquire loads no React while read; the first touch brings the form to life and keeps what was typed', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site!.origin}/enquire`);
  await page.waitForLoadState('networkidle');
  const island = page.locator('astro-island').filter({ has: page.locator('.lead-form') });
  await expect(island).toHaveAttribute('ssr', '');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  expect(scripts.filter((path) => /\/_astro\/(client|LeadForm|use-lead-form)\./.test(path))).toEqual([]);

  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.click();
  await page.keyboard.type('Jo Citizen');
  await expect(island).not.toHaveAttribute('ssr');
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
  await expect(name).toHaveValue('Jo Citizen');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(summary.getByRole('listitem').first()).toHaveText('Email: Please enter an email address or phone number.');
  expect(scripts.some((path) => /\/_astro\/client\./.test(path))).toBe(true);
});

test('/enquire?car_id= hydrates at once: the car card shows with no touch', async ({ page }) => {
  const bundle = readBundle<{ listedSlugs: string[]; vehicles: Array<{ id: number; slug: string; status: string; title?: string }> }>(site!);
  const car = bundle.vehicles.find((v) => v.status === 'in_stock' && bundle.listedSlugs.includes(v.slug))!;
  await page.goto(`${site!.origin}/enquire?car_id=${car.id}`);
  await expect(page.getByTestId('lead-car')).toBeVisible();
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
});
