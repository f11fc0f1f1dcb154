import { dataLayerEvents, demoSite, expect, needsApi, recordDataLayer, test, type DemoSite } from '../support/platform-api.ts';
import type { Page } from '@playwright/test';
import { watchPageHealth } from '../support/page-health.ts';

/**
 * Every lead form type, submitted in Chromium against the real reference API: the stored row matches
 * the lead payload (spec 02 §3), the analytics event id is right (spec 02 §5), and /success shows.
 */

const nissan = demoSite('harbour-city-nissan');
const group = demoSite('southern-cross-auto-group');

const listed = (site: DemoSite) => new Set(site.bundle.listedSlugs);
const carWhere = (site: DemoSite, test: (car: DemoSite['bundle']['vehicles'][number]) => boolean) => {
  const car = site.bundle.vehicles.find((vehicle) => listed(site).has(vehicle.slug) && test(vehicle));
  if (!car) throw new Error(`${site.slug} has no car for this case`);
  return car;
};

async function ready(page: Page) {
  // The submit button is enabled once the island has hydrated; it hydrates on the shopper's first touch
  // (client:interaction), as when reaching for a field.
  await page.locator('.lead-form').first().hover();
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true');
}

async function fillContact(page: Page, who = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' }) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(who.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(who.phone);
}

test.describe('lead forms', () => {
  test.beforeEach(async ({ page }) => recordDataLayer(page));

  test('general enquiry: errors listed, then stored with the page context; careers becomes General Enquiry', async ({ page, api }) => {
    needsApi(nissan);
    const health = watchPageHealth(page);
    await page.goto(`${nissan.origin}/enquire?utm_source=newsletter&utm_campaign=spring`);
    await ready(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('listitem')).toHaveText([
      'Name: Please enter your name.',
      'Email: Please enter a valid email address.',
      'Phone: Please enter a valid Australian phone number, e.g. 0412 345 678 or 07 3123 4567.',
      'Message: Please enter a message.',
    ]);

    await fillContact(page);
    await page.getByRole('combobox', { name: 'Enquiry type' }).selectOption('Careers Enquiry');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(String(nissan.bundle.locations[0]?.id));
    await page.getByRole('radio', { name: 'SMS' }).check();
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you have apprenticeships?');
    await page.getByRole('checkbox', { name: /Keep me up to date/ }).check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    await expect(page).toHaveURL(/\/success\?category=General\+Enquiry$/);
    await expect(page.getByTestId('success-panel')).toContainText('Thanks');
    const [lead] = api.leads(nissan.bundle.config.id);
    expect(lead).toMatchObject({
      form_type: 'general-enquiry',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412345678',
    });
    expect(lead?.payload).toMatchObject({
      PreferredContactMethod: 'SMS',
      message: 'Do you have apprenticeships?',
      opt_in: true,
      dealership_slug: nissan.bundle.config.dealerships[0]?.slug,
      location_id: nissan.bundle.locations[0]?.id,
      url: `${nissan.origin}/enquire?utm_source=newsletter&utm_campaign=spring`,
      source: 'newsletter',
      lead_attributes: {
        visited_pages: ['/enquire?utm_source=newsletter&utm_campaign=spring'],
        linked_query_params: { utm_source: 'newsletter', utm_campaign: 'spring' },
      },
    });
    expect(String(lead?.payload.user_agent)).toContain('Chrome');
    expect((await dataLayerEvents(page)).filter((event) => event.event === 'lead_submitted')).toEqual([
      expect.objectContaining({ event_id: 51, form_type: 'general-enquiry', lead_id: lead?.public_id }),
    ]);
    expect(health.problems().filter((problem) => !problem.includes('favicon'))).toEqual([]);
  });

  test('vehicle enquiry from ?car_id=: the car, campaign params and visited pages travel with the lead', async ({ page, api }) => {
    needsApi(nissan);
    const car = carWhere(nissan, (vehicle) => vehicle.car_type === 'used' && vehicle.status === 'in_stock' && !vehicle.tag);
    await page.goto(`${nissan.origin}/sell-your-car?utm_source=google&gclid=abc123`);
    await page.goto(`${nissan.origin}/enquire?car_id=${car.id}`);
    await expect(page.getByTestId('lead-car')).toContainText(car.name);
    await expect(page.getByRole('heading', { name: 'Enquire about this car' })).toBeVisible();
    await ready(page);
    await fillContact(page);
    await page.getByRole('group', { name: 'Do you have a trade-in?' }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('textbox', { name: 'Message' }).fill('Is it still available?');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\?category=Vehicle\+Enquiry&car_type=used$/);
    await expect(page.getByTestId('success-panel')).toContainText(car.name);

    const [lead] = api.leads(nissan.bundle.config.id);
    expect(lead).toMatchObject({ form_type: 'vehicle-enquiry', category: 'Vehicle Enquiry', car_id: car.id });
    expect(lead?.payload).toMatchObject({
      car_id: car.id,
      car_type: 'used',
      vehicle_status: 'in_stock',
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      dealership_slug: car.dealership_slug,
      'do-you-have-a-trade-in': 'Yes',
      source: 'google',
      lead_attributes: {
        visited_pages: ['/sell-your-car?utm_source=google&gclid=abc123', `/enquire?car_id=${car.id}`],
        linked_query_params: { utm_source: 'google', gclid: 'abc123' },
      },
    });
    if (car.stocknum) expect(lead?.payload.stock_number).toBe(car.stocknum);
    expect((await dataLayerEvents(page)).find((event) => event.event === 'lead_submitted')).toMatchObject({ event_id: 15, car_id: car.id });
  });

  test('request photos: the hidden preset text is sent before the optional message', async ({ page, api }) => {
    needsApi(nissan);
    const car = carWhere(nissan, (vehicle) => vehicle.car_type === 'new' && vehicle.status === 'in_stock' && !vehicle.tag);
    await page.goto(`${nissan.origin}/enquire?car_id=${car.id}&type=request-photos`);
    await expect(page.getByRole('heading', { name: 'Request more photos' })).toBeVisible();
    await ready(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\?category=Request\+Photos&car_type=new$/);
    const [lead] = api.leads(nissan.bundle.config.id);
    expect(lead).toMatchObject({ form_type: 'request-photos', category: 'Request Photos', car_id: car.id });
    expect(lead?.payload.message).toBe('Please send me more photos of this vehicle.');
    expect((await dataLayerEvents(page)).find((event) => event.event === 'lead_submitted')).toMatchObject({ event_id: 14 });
  });

  test('finance enquiry: postcode must be 4 digits', async ({ page, api }) => {
    needsApi(nissan);
    const car = carWhere(nissan, (vehicle) => vehicle.car_type === 'demo' && vehicle.status === 'in_stock' && !vehicle.tag);
    await page.goto(`${nissan.origin}/finance-enquiry?car_id=${car.id}`);
    await expect(page.getByTestId('lead-car')).toContainText(car.name);
    await ready(page);
    await fillContact(page);
    await page.getByRole('textbox', { name: 'Postcode' }).fill('400');
    await page.getByRole('textbox', { name: 'Message' }).fill('Weekly repayments over 5 years?');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('maxlength', '4');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('4006');
    await page.getByRole('combobox', { name: 'Employment status' }).selectOption('Full time');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\?category=Finance\+Enquiry&car_type=demo$/);
    const [lead] = api.leads(nissan.bundle.config.id);
    expect(lead).toMatchObject({ form_type: 'finance-enquiry', postcode: '4006', car_id: car.id });
    expect(lead?.payload).toMatchObject({ employment_status: 'Full time', car_type: 'demo' });
  });

  test('test drive: a time from the API’s availability, terms accepted, event 48 for a used car', async ({ page, api }) => {
    needsApi(group);
    const car = carWhere(
      group,
      (vehicle) => vehicle.car_type === 'used' && vehicle.status === 'in_stock' && !vehicle.tag && (vehicle.location?.distribution_locations.length ?? 0) > 0,
    );
    await page.goto(`${group.origin}/book-test-drive?car_id=${car.id}`);
    await expect(page.getByTestId('lead-car')).toContainText(car.name);
    await ready(page);
    await fillContact(page);
    const location = page.getByRole('combobox', { name: 'Test drive location' });
    const choices = new Set([car.location?.id, ...(car.location?.distribution_locations ?? []).map((place) => place.id)]);
    await expect(location.getByRole('option')).toHaveCount(1 + choices.size);
    await location.selectOption(String(car.location?.id));
    const day = page.getByRole('combobox', { name: 'Day' });
    await expect(day.getByRole('option').nth(1)).toBeAttached();
    await day.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Time' }).selectOption({ index: 1 });
    const chosen = await page.getByRole('combobox', { name: 'Time' }).inputValue();
    await page.getByRole('button', { name: 'Book test drive' }).click();
    await expect(page.getByText('Please accept the terms to continue.').first()).toBeVisible();
    await page.getByRole('checkbox', { name: /driver licence/ }).check();
    await page.getByRole('button', { name: 'Book test drive' }).click();
    await expect(page).toHaveURL(/\/success\?category=Test\+Drive&car_type=used$/);
    // The test drive's own thank-you line (its form type record), not the enquiry's.
    await expect(page.getByTestId('success-panel')).toContainText('your test drive request is in');
    const [lead] = api.leads(group.bundle.config.id);
    expect(lead).toMatchObject({ form_type: 'test-drive', category: 'Test Drive', car_id: car.id, location_id: car.location?.id, appointment_at: chosen });
    expect(lead?.payload).toMatchObject({ terms_accepted: true, dealership_slug: car.dealership_slug });
    expect((await dataLayerEvents(page)).find((event) => event.event === 'lead_submitted')).toMatchObject({ event_id: 48 });
  });

  test('group dealer: dealership select required; service booking sends checked options as additional_services', async ({ page, api }) => {
    needsApi(group);
    await page.goto(`${group.origin}/enquire?type=book-a-service`);
    await expect(page.getByRole('heading', { name: 'Book a service' })).toBeVisible();
    await ready(page);
    await fillContact(page);
    await page.getByRole('textbox', { name: 'Rego (optional)' }).fill('123ABC');
    await page.getByRole('checkbox', { name: 'Tyres' }).check();
    await page.getByRole('checkbox', { name: 'Brakes' }).check();
    const service = group.bundle.locations.find((location) => location.visible && location.location_type === 'service');
    await page.getByRole('combobox', { name: 'Service centre' }).selectOption(String(service?.id));
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\?category=Service\+Booking$/);
    await expect(page.getByTestId('success-panel')).toContainText('your service booking request is in');
    const [lead] = api.leads(group.bundle.config.id);
    expect(lead).toMatchObject({ form_type: 'book-a-service', location_id: service?.id });
    expect(lead?.payload).toMatchObject({ Rego: '123ABC', additional_services: ['Tyres', 'Brakes'], location: service?.name });

    await page.goto(`${group.origin}/enquire`);
    await ready(page);
    await fillContact(page);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toContainText('Dealership: Please choose a dealership.');
    const dealership = group.bundle.config.dealerships[2]?.slug ?? '';
    await page.getByRole('combobox', { name: 'Dealership' }).selectOption(dealership);
    // Only the chosen dealership's locations are offered; a dealership with one has it chosen.
    const ownLocations = group.bundle.locations.filter(
      (location) => location.visible && location.location_type !== 'service' && (location as { dealership_slug?: string }).dealership_slug === dealership,
    );
    await expect(page.getByRole('combobox', { name: 'Location' }).locator('option:not([value=""])')).toHaveCount(ownLocations.length);
    if (ownLocations.length > 1) await page.getByRole('combobox', { name: 'Location' }).selectOption(String(ownLocations[0]?.id));
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success/);
    expect(api.leads(group.bundle.config.id)[1]?.payload.dealership_slug).toBe(dealership);
  });

  for (const formType of ['finance-pre-approval', 'apply-for-finance', 'contact'] as const) {
    test(`${formType} form stores its lead`, async ({ page, api }) => {
      needsApi(nissan);
      await page.goto(`${nissan.origin}/enquire?type=${formType}`);
      await expect(page.locator(`[data-form-type="${formType}"]`)).toBeVisible();
      await ready(page);
      if (formType === 'contact') {
        await fillContact(page);
        await page.getByRole('textbox', { name: 'Message' }).fill('Opening hours on Sunday?');
      } else {
        await page.getByRole('textbox', { name: 'First Name' }).fill('Alex');
        await page.getByRole('textbox', { name: 'Last Name' }).fill('Nguyen');
        await page.getByRole('textbox', { name: 'Postcode' }).fill('4000');
        await page.getByRole('textbox', { name: 'Mobile Number' }).fill('0412 111 222');
        await page.getByRole('textbox', { name: 'Email Address' }).fill('alex@example.com');
        await page.getByRole('textbox', { name: /How much would you like to borrow/ }).fill('25,000');
      }
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page).toHaveURL(/\/success\?category=/);
      const [lead] = api.leads(nissan.bundle.config.id).filter((row) => row.form_type === formType);
      expect(lead).toBeDefined();
      if (formType !== 'contact') expect(lead).toMatchObject({ last_name: 'Nguyen', postcode: '4000', phone: '0412111222' });
      if (formType !== 'contact') expect(lead?.payload.loan_amount).toBe(25000);
    });
  }
});
