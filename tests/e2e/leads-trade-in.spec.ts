import { demoSite, expect, test, type DemoSite } from '../support/platform-api.ts';
import type { Page } from '@playwright/test';

/** The trade-in journey (spec 02 §4): lead step → rego lookup → valuation → offer acceptance. */

const nissan = demoSite('harbour-city-nissan');
const group = demoSite('southern-cross-auto-group');
const bikes = demoSite('outback-motorcycles');

async function leadStep(page: Page, submit = 'Get my valuation', steps = 3) {
  // Lead forms hydrate on the shopper's first touch (client:interaction), as a shopper reaching for a field.
  await page.locator('.lead-form').first().hover();
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Driver');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Step 2 of ${steps}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Postcode' }).fill('40001');
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('4000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('0412 000 111');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('sam@example.com');
  await page.getByRole('button', { name: submit }).click();
}

async function valueCar(page: Page, km: string) {
  await page.getByRole('textbox', { name: 'Rego' }).fill('ABC123');
  await page.getByRole('combobox', { name: 'State' }).selectOption('NSW');
  await page.getByRole('button', { name: 'Find my car' }).click();
  await expect(page.getByTestId('trade-in-vehicle')).toContainText('We found:');
  await page.getByRole('textbox', { name: 'Odometer (km)' }).fill(km);
  await page.getByRole('combobox', { name: 'Overall condition' }).selectOption('good');
  await page.getByRole('group', { name: 'Has it been in an accident?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Get my estimate' }).click();
}

function needs(site: DemoSite | undefined, why: (site: DemoSite) => boolean, reason: string): asserts site is DemoSite {
  test.skip(!site?.apiBaseUrl || !why(site), reason);
}

test('the journey completes: every step is recorded against the lead, acceptance is "3. Offer Accepted"', async ({ page, api }) => {
  needs(nissan, (site) => site.bundle.config.integrations.valuation, 'needs a dealer with a valuation integration and an API');
  await page.goto(`${nissan.origin}/trade-in`);
  await expect(page.getByTestId('trade-in-faq')).toContainText('indicative only and subject to an inspection');
  await leadStep(page);
  await expect(page.getByRole('heading', { name: 'Your car' })).toBeVisible();
  await valueCar(page, '42,000');
  await expect(page.getByTestId('trade-in-range')).toContainText('$');
  await expect(page.getByText('This estimate is indicative only and subject to an inspection of the vehicle.')).toBeVisible();

  // The journey survives a reload: the offer is still there.
  await page.reload();
  await expect(page.getByTestId('trade-in-offer')).toBeVisible();
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await expect(page).toHaveURL(/\/success\?category=Trade-In$/);

  const [lead] = api.leads(nissan.bundle.config.id);
  expect(lead).toMatchObject({
    form_type: 'trade-in',
    category: 'Trade-In',
    subcategory: '1. Lead',
    name: 'Sam',
    last_name: 'Driver',
    postcode: '4000',
    phone: '0412000111',
    email: 'sam@example.com',
  });
  const steps = api.leadSteps(lead?.public_id ?? '');
  expect(steps.map((step) => step.step)).toEqual(['rego_lookup', 'valuation', 'offer_acceptance']);
  expect(steps[0]?.request).toMatchObject({ rego: 'ABC123', regoState: 'NSW' });
  expect(steps[1]?.request).toMatchObject({ adjustmentAnswers: { km: 42000, condition: 'good', accident_history: 'No' } });
  expect(steps[2]?.request).toMatchObject({
    form_completed: true,
    offer_accepted: true,
    subcategory: '3. Offer Accepted',
    email: 'sam@example.com',
    phone: '0412000111',
  });
  expect(api.miscellaneous(nissan.bundle.config.id)).toHaveLength(nissan.bundle.config.integrations.saveValuationColumn ? 1 : 0);
});

test('dealers configured so save the valuation with column_name "valuation"; over 100,000 km gets no instant estimate', async ({ page, api }) => {
  needs(group, (site) => site.bundle.config.integrations.saveValuationColumn, 'needs a dealer with saveValuationColumn');
  const car = group.bundle.vehicles.find(
    (vehicle) => vehicle.status === 'in_stock' && !vehicle.reserved && vehicle.price > 200 && group.bundle.listedSlugs.includes(vehicle.slug),
  );
  await page.goto(`${group.origin}/cars/trade-in?car_id=${car?.id}`);
  await expect(page.getByTestId('lead-car')).toContainText(car?.name ?? '');
  await leadStep(page);
  await valueCar(page, '30000');
  await expect(page.getByTestId('trade-in-offer')).toBeVisible();
  await expect.poll(() => api.miscellaneous(group.bundle.config.id).length).toBe(1);
  const [saved] = api.miscellaneous(group.bundle.config.id);
  const [lead] = api.leads(group.bundle.config.id);
  expect(saved).toMatchObject({ column_name: 'valuation', lead_public_id: lead?.public_id, value: { valuation: { currency: 'AUD' } } });
  expect(lead?.payload).toMatchObject({ car_id: car?.id });

  await page.getByRole('button', { name: 'Start again' }).click();
  await leadStep(page);
  await valueCar(page, '150000');
  await expect(page.getByTestId('trade-in-no-estimate')).toContainText('100,000 km');
});

test('without trade-in the dealer has no trade-in pages, but still buys cars on /sell-your-car', async ({ page, api }) => {
  needs(bikes, (site) => !site.bundle.config.features.tradeIn, 'needs a dealer with trade-in switched off');
  const response = await page.goto(`${bikes.origin}/trade-in`);
  expect(response?.status()).toBe(404);
  await page.goto(`${bikes.origin}/sell-your-car`);
  // No valuation provider, so no instant offer is promised and the lead records the bike.
  test.skip(bikes.bundle.config.integrations.valuation, 'needs a dealer without a valuation provider');
  await expect(page.locator('.lead-page__intro')).toHaveText(
    'Tell us about your bike and our buyers will contact you with an offer. We buy all types of bikes.',
  );
  await expect(page.getByText(/instant offer|2 minutes/i)).toHaveCount(0);
  // The dealer's own noun, and no answers about an online estimate it does not give
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your bike');
  await expect(page.getByRole('heading', { name: 'Sell your bike', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sell Your Bike' })).toHaveAttribute('href', '/sell-your-car');
  const main = page.locator('main');
  await expect(main).not.toContainText(/\bcars?\b/i);
  await expect(page.getByTestId('trade-in-faq')).not.toContainText(/estimate/i);
  await expect(page.getByTestId('trade-in-faq')).toContainText('What happens after I send my details?');
  await leadStep(page, 'Next', 4);
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Send my details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toContainText('Make');
  await page.getByRole('textbox', { name: 'Make' }).fill('Honda');
  await page.getByRole('textbox', { name: 'Model' }).fill('CRF300L');
  await page.getByRole('textbox', { name: 'Year' }).fill('2021');
  await page.getByRole('textbox', { name: 'Rego (optional)' }).fill('AB12CD');
  await page.getByRole('textbox', { name: 'Kilometres' }).fill('12500');
  await page.getByRole('combobox', { name: 'Condition' }).selectOption('Good');
  await expect(page.getByTestId('privacy-notice')).toContainText('Outback Motorcycles collects the details in this form');
  await page.getByRole('button', { name: 'Send my details' }).click();
  await expect(page).toHaveURL(/\/success\?category=Sell\+Your\+Car$/);
  const [lead] = api.leads(bikes.bundle.config.id);
  expect(lead).toMatchObject({ form_type: 'sell-your-car', category: 'Sell Your Car' });
  expect(lead?.payload).toMatchObject({
    'Vehicle Make': 'Honda',
    'Vehicle Model': 'CRF300L',
    vehicle_year: '2021',
    Rego: 'AB12CD',
    odometer_km: '12500',
    condition: 'Good',
  });
});
