import { demoSite, expect, needsApi, test } from '../support/platform-api.ts';
import { reservableCar } from '../support/reservable-car.ts';
import type { Page } from '@playwright/test';

/**
 * In Chromium against the real reference API: every lead names the right dealership,
 * location, car and campaign; the collection notice is at every submit; offers expire on the
 * shopper's clock on a site built before they ended.
 */

const group = demoSite('southern-cross-auto-group');

async function ready(page: Page) {
  // Hydrates on the first touch (client:interaction), or at once when the URL names a car.
  await page.locator('.lead-form').first().hover();
  await expect(page.locator('.lead-form__form')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Citizen');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
}

const optionLabels = (page: Page, name: string) =>
  page
    .getByRole('combobox', { name, exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((o) => o.textContent?.trim() ?? '').filter((label) => label && label !== 'Please choose'));

test.describe('at the group dealer', () => {
  test('dealership and location constrain each other, and the lead carries the pair', async ({ page, api }) => {
    needsApi(group);
    await page.goto(`${group.origin}/enquire`);
    await ready(page);
    await page.getByRole('combobox', { name: 'Dealership' }).selectOption('southern-cross-ford');
    expect(await optionLabels(page, 'Location')).toEqual(['Southern Cross Ford Parramatta', 'Southern Cross Ford Penrith']);
    await page.getByRole('combobox', { name: 'Dealership' }).selectOption('southern-cross-chery');
    expect(await optionLabels(page, 'Location')).toEqual(['Southern Cross Chery Toowoomba']);
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('2231');
    // Choosing a showroom first fills in its dealership.
    await page.getByRole('combobox', { name: 'Dealership' }).selectOption('');
    await page.getByRole('combobox', { name: 'Location' }).selectOption('2242');
    await expect(page.getByRole('combobox', { name: 'Dealership' })).toHaveValue('southern-cross-ford');
    await fillContact(page);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success/);
    const [lead] = api.leads(group.bundle.config.id);
    expect(lead).toMatchObject({ location_id: 2242 });
    expect(lead?.payload).toMatchObject({ dealership_slug: 'southern-cross-ford', location: 'Southern Cross Ford Penrith' });
  });

  test('the API refuses a dealership and location that do not belong together (400, field error), and stores nothing', async ({ api }) => {
    needsApi(group);
    const lead = {
      website_id: group.bundle.config.id,
      form_type: 'general-enquiry',
      category: 'General Enquiry',
      name: 'Jo Citizen',
      email: 'jo@example.com',
      message: 'Hello',
      dealership_slug: 'southern-cross-chery',
      location: 'Southern Cross Ford Penrith',
      location_id: 2242,
    };
    const post = (body: unknown) =>
      fetch(`${api.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: group.origin, 'Idempotency-Key': `mismatch-${Date.now()}-${Math.random()}` },
        body: JSON.stringify(body),
      });
    const refused = await post(lead);
    expect(refused.status).toBe(400);
    const reply = (await refused.json()) as { fields?: Record<string, string> };
    expect(reply.fields?.location_id).toContain('Southern Cross Ford Penrith is part of Southern Cross Ford, not Southern Cross Chery');
    expect(api.leads(group.bundle.config.id)).toHaveLength(0);
    expect((await post({ ...lead, dealership_slug: 'southern-cross-ford' })).status).toBe(201);
  });

  test('a trade-in at the group carries the dealership and location the shopper chose', async ({ page, api }) => {
    needsApi(group);
    await page.goto(`${group.origin}/trade-in`);
    await ready(page);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Driver');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Postcode' }).fill('3220');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill('0412 000 111');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('sam@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expect(page.getByTestId('privacy-notice')).toBeVisible();
    await page.getByRole('combobox', { name: 'Dealership' }).selectOption('southern-cross-mitsubishi');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('2281');
    await page.getByRole('button', { name: 'Get my valuation' }).click();
    await expect.poll(() => api.leads(group.bundle.config.id).length).toBe(1);
    const [lead] = api.leads(group.bundle.config.id);
    expect(lead).toMatchObject({ form_type: 'trade-in', location_id: 2281 });
    expect(lead?.payload).toMatchObject({ dealership_slug: 'southern-cross-mitsubishi', location: 'Southern Cross Mitsubishi Geelong' });
    // The journey goes on to the rego lookup (nothing left in flight when the test ends).
    await expect(page.getByRole('button', { name: 'Find my car' })).toBeVisible();
  });

  test('a service booking offers every location with service hours, none pre-selected; Geelong goes to Geelong', async ({ page, api }) => {
    needsApi(group);
    await page.goto(`${group.origin}/enquire?type=book-a-service`);
    await ready(page);
    const centre = page.getByRole('combobox', { name: 'Service centre' });
    await expect(centre).toHaveValue('');
    const labels = await optionLabels(page, 'Service centre');
    expect(labels).toEqual(
      expect.arrayContaining(['Southern Cross Kia Service Underwood', 'Southern Cross Mitsubishi Geelong', 'Southern Cross Ford Penrith']),
    );
    await fillContact(page);
    await centre.selectOption('2281');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\?category=Service\+Booking$/);
    const [lead] = api.leads(group.bundle.config.id);
    expect(lead).toMatchObject({ form_type: 'book-a-service', location_id: 2281 });
    expect(lead?.payload).toMatchObject({ dealership_slug: 'southern-cross-mitsubishi' });
  });

  test('campaign data from a search landing page three pages earlier arrives with the lead', async ({ page, api }) => {
    needsApi(group);
    await page.goto(`${group.origin}/search/used-cars?utm_source=google&utm_campaign=spring&gclid=abc123`);
    const card = page.locator('a[href^="/cars/"]').first();
    await expect(card).toBeVisible();
    const carPath = (await card.getAttribute('href')) ?? '';
    await page.goto(`${group.origin}${carPath}`);
    // The vehicle page's own Enquire link (a real navigation from the car page).
    const enquire = page.locator('a[href^="/enquire?car_id="]').first();
    const enquireHref = (await enquire.getAttribute('href')) ?? '';
    await enquire.click();
    await expect(page).toHaveURL(new RegExp(enquireHref.replace(/[?]/g, '\\?')));
    await ready(page);
    await fillContact(page);
    await page.getByRole('textbox', { name: 'Message' }).fill('Is it still available?');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success/);
    const [lead] = api.leads(group.bundle.config.id);
    expect(lead?.payload).toMatchObject({
      source: 'google',
      lead_attributes: {
        visited_pages: ['/search/used-cars?utm_source=google&utm_campaign=spring&gclid=abc123', carPath, enquireHref],
        linked_query_params: { utm_source: 'google', utm_campaign: 'spring', gclid: 'abc123' },
      },
    });
  });

  test('landing on a JavaScript-free content page keeps its campaign: the next tracked page reads it from the referrer', async ({ page, api }) => {
    needsApi(group);
    await page.goto(`${group.origin}/about-us?utm_source=newsletter&fbclid=fb1`);
    // No JavaScript on the landing page (JSON-LD is data, not script).
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    await page.locator('a[href="/special-offers"]').first().click();
    await expect(page).toHaveURL(/\/special-offers$/);
    // The tracker runs after the page's parser-blocking island runtime, a first fetch on this visit:
    // leave once it has recorded the page, as a shopper reading the offers would.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('forecourt:visited-pages'))).toContain('/special-offers');
    await page.goto(`${group.origin}/enquire`);
    await ready(page);
    await page.getByRole('combobox', { name: 'Dealership' }).selectOption('southern-cross-chery');
    await fillContact(page);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success/);
    const [lead] = api.leads(group.bundle.config.id);
    expect(lead?.payload).toMatchObject({
      source: 'newsletter',
      lead_attributes: {
        visited_pages: ['/about-us?utm_source=newsletter&fbclid=fb1', '/special-offers', '/enquire'],
        linked_query_params: { utm_source: 'newsletter', fbclid: 'fb1' },
      },
    });
  });

  test('every form shows the collection notice with the dealer’s name and a working privacy policy link', async ({ page }) => {
    needsApi(group);
    for (const path of ['/enquire', '/enquire?type=book-a-service', '/finance-enquiry']) {
      await page.goto(`${group.origin}${path}`);
      const notice = page.getByTestId('privacy-notice');
      await expect(notice).toContainText('Southern Cross Auto Group collects the details in this form to answer your enquiry');
      await expect(notice).toContainText('dealership you choose');
      await expect(notice.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    }
    const policy = await page.request.get(`${group.origin}/privacy-policy`);
    expect(policy.status()).toBe(200);
  });
});

test.describe('offers expire on the shopper’s clock', () => {
  async function earliestOffer(page: Page, selector: string): Promise<{ expiresAt: string; index: number }> {
    const instants = await page.locator(selector).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-expires-at') ?? ''));
    const dated = instants.map((expiresAt, index) => ({ expiresAt, index })).filter((entry) => entry.expiresAt);
    dated.sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
    const first = dated[0];
    if (!first) throw new Error(`no dated offer on the page (${selector})`);
    return first;
  }

  for (const where of [
    { path: '/special-offers', selector: '[data-testid="offer-card"]' },
    { path: '/', selector: '.offer-grid > li' },
  ]) {
    test(`${where.path}: an offer past its end date (dealer’s midnight) is hidden in the browser, one still running is shown`, async ({ page }) => {
      test.skip(!group, 'needs the group dealer built');
      // Start from the build's clock: on the real date some offers may already have ended.
      await page.clock.setFixedTime(new Date((group!.bundle as unknown as { clock: string }).clock));
      await page.goto(`${group!.origin}${where.path}`);
      const { expiresAt, index } = await earliestOffer(page, where.selector);
      const total = await page.locator(where.selector).count();
      // The build is from before it ended: the HTML lists it.
      const justBefore = new Date(Date.parse(expiresAt) - 60_000);
      await page.clock.setFixedTime(justBefore);
      await page.reload();
      await expect(page.locator(where.selector).nth(index)).toBeVisible();

      await page.clock.setFixedTime(new Date(Date.parse(expiresAt) + 60_000));
      await page.reload();
      const ended = page.locator(`${where.selector}[data-expires-at="${expiresAt}"]`);
      // Hidden on the visitor's clock (the island drops it from the list once hydrated).
      await expect(ended.filter({ visible: true })).toHaveCount(0);
      expect(await page.locator(where.selector).filter({ visible: true }).count()).toBeLessThan(total);
      expect(await page.locator(where.selector).filter({ visible: true }).count()).toBeGreaterThan(0);
    });
  }
});

test.describe('"recently sold" becomes the long-sold wording after the window', () => {
  test('a just-sold car reads "recently sold" at the build’s clock and "has been sold" after the window; a long-sold page says so without JavaScript', async ({
    page,
    browser,
  }) => {
    test.skip(!group, 'needs the group dealer built');
    const bundle = group!.bundle as unknown as {
      clock: string;
      listedSlugs: string[];
      config: { stock: { soldVisibleDays: number }; texts: { soldMessage: string; longSoldMessage: string } };
      vehicles: Array<{ slug: string; status: string; sold_date_timestamp?: number | null }>;
    };
    const now = Date.parse(bundle.clock) / 1000;
    const windowSeconds = bundle.config.stock.soldVisibleDays * 86_400;
    const sold = bundle.vehicles.filter((v) => v.status === 'sold' && v.sold_date_timestamp);
    const justSold = sold.find((v) => bundle.listedSlugs.includes(v.slug) && now - (v.sold_date_timestamp ?? 0) < windowSeconds);
    const longSold = sold.find((v) => now - (v.sold_date_timestamp ?? 0) > windowSeconds);
    test.skip(!justSold || !longSold, 'needs a just-sold and a long-sold car in the demo data');
    const message = page.getByTestId('vehicle-sold').locator('[data-sold-message]');

    await page.clock.setFixedTime(new Date(bundle.clock));
    await page.goto(`${group!.origin}/cars/${justSold!.slug}`);
    await expect(message).toHaveText(bundle.config.texts.soldMessage);

    await page.clock.setFixedTime(new Date(((justSold!.sold_date_timestamp ?? 0) + windowSeconds + 3600) * 1000));
    await page.goto(`${group!.origin}/cars/${justSold!.slug}`);
    await expect(message).toHaveText(bundle.config.texts.longSoldMessage);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${group!.origin}/cars/${longSold!.slug}`);
    await expect(plain.getByTestId('vehicle-sold').locator('[data-sold-message]')).toHaveText(bundle.config.texts.longSoldMessage);
    await noScript.close();
  });
});

test('the reservation checkout shows the collection notice before the shopper’s details are sent', async ({ page }) => {
  needsApi(group);
  const bundle = group.bundle;
  const car = bundle.vehicles.find((v) => bundle.listedSlugs.includes(v.slug) && v.status === 'in_stock' && !v.reserved && v.price > 0);
  test.skip(!car || !bundle.config.features.reserve, 'needs a reservable car');
  await page.goto(`${group.origin}/cars/${car!.slug}/${bundle.config.experience.checkoutPath}`);
  await expect(page.getByTestId('checkout')).toBeVisible();
  await expect(page.getByTestId('privacy-notice')).toContainText('Southern Cross Auto Group collects the details in this form');
  await expect(page.getByTestId('privacy-notice').getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
});

test('a paid reservation can be cancelled from the checkout; the deposit is refunded and the car is free again', async ({ page, api }) => {
  needsApi(group);
  const bundle = group.bundle;
  const car = reservableCar(api, bundle);
  test.skip(!car || !bundle.config.features.reserve, 'needs a reservable car');
  await page.goto(`${group.origin}/cars/${car!.slug}/${bundle.config.experience.checkoutPath}`);
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-step', 'details');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Pat Buyer');
  await page.getByRole('textbox', { name: 'Email' }).fill('pat@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0412 999 888');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /Pay \$[\d,]+ deposit/ }).click();
  await expect(page.getByTestId('checkout-done')).toContainText('held for you until');
  const status = async () => (await fetch(`${api.url}/cars/${car!.slug}/status?website_id=${bundle.config.id}`)).json() as Promise<Record<string, unknown>>;
  expect(await status()).toMatchObject({ reserved: true });

  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  await expect(page.getByTestId('checkout-cancelled')).toContainText('Your reservation is cancelled and your deposit has been refunded to your card');
  const row = api.server.storage.sqlite!.prepare('SELECT status FROM reservations WHERE car_id = ? ORDER BY id DESC LIMIT 1').get(car!.id);
  expect(row).toMatchObject({ status: 'cancelled' });
  expect(await status()).toMatchObject({ reserved: false, available: true });
});

test.describe('an offer page says when its offer has ended', () => {
  test('on the shopper’s clock: running → actions shown; past its end → "This offer has ended." and no actions', async ({ page }) => {
    test.skip(!group, 'needs the group dealer built');
    await page.clock.setFixedTime(new Date((group!.bundle as unknown as { clock: string }).clock));
    await page.goto(`${group!.origin}/special-offers`);
    const cards = page.locator('[data-testid="offer-card"][data-expires-at]');
    const dated = await cards.evaluateAll((all) =>
      all.map((card) => ({ expiresAt: card.getAttribute('data-expires-at') ?? '', href: card.querySelector('h2 a, h3 a, a')?.getAttribute('href') ?? '' })),
    );
    const offer = dated.filter((entry) => entry.expiresAt && entry.href).sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))[0];
    test.skip(!offer, 'needs a dated offer');
    const ended = page.getByTestId('offer-ended');
    const enquire = page.getByRole('link', { name: 'Enquire Now' });

    await page.clock.setFixedTime(new Date(Date.parse(offer!.expiresAt) - 60_000));
    await page.goto(`${group!.origin}${offer!.href}`);
    await expect(enquire).toBeVisible();
    await expect(ended).toBeHidden();

    await page.clock.setFixedTime(new Date(Date.parse(offer!.expiresAt) + 60_000));
    await page.reload();
    await expect(ended).toBeVisible();
    await expect(ended).toHaveText('This offer has ended.');
    await expect(enquire).toBeHidden();
  });
});
