import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import { financeShown } from '../../src/domain/finance/eligibility.ts';
import { fuelKind } from '../../src/domain/fuel-kind.ts';
import { belowMarket, toyotaCertified } from '../../src/domain/tags.ts';
import { dealerHtmlToText } from '../../src/site/sanitize-html.ts';
import { vehicleTabs } from '../../src/site/vehicle/tabs.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { pickVehicle, type VehicleCase } from '../support/pick-vehicle.ts';

/**
 * The vehicle detail page on the demo dealers. Every case picks its car by predicate from the
 * built bundles, so the tests follow the demo data instead of hard-coded slugs.
 */

type Case = VehicleCase;
const pick = pickVehicle;

const listed = (v: Vehicle, b: TenantBundle) => b.listedSlugs.includes(v.slug);
const eligible = (v: Vehicle, b: TenantBundle) =>
  b.config.features.finance &&
  b.config.finance.provider !== null &&
  financeShown(v, b.config.finance.provider, {
    now: new Date(b.clock),
    timeZone: b.config.timeZone,
    excludedDealershipIds: b.config.finance.excludedDealershipIds,
  });
const commentText = (v: Vehicle) => dealerHtmlToText(v.dealercomments);

async function open(page: Page, found: Case | undefined): Promise<Case> {
  test.skip(!found, 'no demo vehicle matches this case');
  const { site, vehicle } = found!;
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicle.name);
  return found!;
}

const sidebar = (page: Page) => page.locator('.vehicle-sidebar');

test.describe('prices, actions and badges', () => {
  test('an available car: price, the fixed action routes, no console errors', async ({ page }) => {
    const health = watchPageHealth(page);
    const { vehicle, bundle } = await open(
      page,
      pick((v, b) => v.status === 'in_stock' && !v.reserved && v.price > 500 && listed(v, b)),
    );
    await expect(page.getByTestId('vehicle-price')).toContainText('$');
    const actions = page.getByTestId('vehicle-actions');
    await expect(actions.getByRole('link', { name: 'Enquire', exact: true })).toHaveAttribute('href', `/enquire?car_id=${vehicle.id}`);
    if (bundle.config.features.testDrive) {
      await expect(actions.getByRole('link', { name: 'Test Drive' })).toHaveAttribute('href', `/book-test-drive?car_id=${vehicle.id}`);
    }
    if (bundle.config.features.reserve) {
      await expect(actions.getByRole('link', { name: 'Reserve Car Now' })).toHaveAttribute(
        'href',
        `/cars/${vehicle.slug}/${bundle.config.experience.checkoutPath}`,
      );
    }
    await expect(actions.getByRole('link', { name: new RegExp(`^(${bundle.config.texts.financeButton}|Finance Enquiry)$`) })).toHaveAttribute(
      'href',
      `/finance-enquiry?car_id=${vehicle.id}`,
    );
    await expect(actions.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await page.waitForLoadState('networkidle');
    expect(health.problems().filter((p) => !p.includes('favicon'))).toEqual([]);
  });

  test('Trade-In Valuation only under the trade-in condition', async ({ page }) => {
    const { vehicle } = await open(
      page,
      pick((v, b) => b.config.integrations.valuation && b.config.features.tradeIn && v.status === 'in_stock' && !v.reserved && v.price > 200),
    );
    await expect(sidebar(page).getByRole('link', { name: 'Trade-In Valuation' })).toHaveAttribute('href', `/cars/trade-in?car_id=${vehicle.id}`);
  });

  test('a recently sold car: SOLD, the message and Find Me Something Similar instead of price and actions', async ({ page }) => {
    const found = pick((v, b) => !isAvailable(v) && listed(v, b));
    // "Recently" is relative to the build: past the sold window the page switches to the long-sold wording on the shopper's clock.
    if (found) await page.clock.setFixedTime(new Date(found.bundle.clock));
    const { vehicle, bundle } = await open(page, found);
    const sold = page.getByTestId('vehicle-sold');
    await expect(sold).toContainText('SOLD');
    await expect(sold).toContainText(bundle.config.texts.soldMessage);
    await expect(sold.getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute('href', `/enquire?car_id=${vehicle.id}&type=find-similar`);
    await expect(page.getByTestId('vehicle-price')).toHaveCount(0);
    await expect(page.getByTestId('vehicle-actions')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('a long-sold car keeps its page: sold, noindex, with similar cars', async ({ page }) => {
    const { bundle } = await open(
      page,
      pick((v, b) => !listed(v, b)),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('vehicle-sold')).toContainText('SOLD');
    await expect(page).toHaveTitle(/\(sold\)/);
    if (bundle.config.features.similarCars) {
      await page.locator('#similar').scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: new RegExp(`Similar ${bundle.config.vehicleNoun.plural}`, 'i') })).toBeVisible();
    }
  });

  test('coming soon: the coming-soon tag and the actions', async ({ page }) => {
    const { bundle } = await open(
      page,
      pick(
        (v, b) =>
          v.status === 'coming_soon' &&
          !v.reserved &&
          !v.tag &&
          !toyotaCertified(v) &&
          listed(v, b) &&
          !(b.config.features.electricTag && fuelKind(v) !== 'combustion'),
      ),
    );
    await expect(page.getByTestId('vehicle-tag')).toHaveText(bundle.config.stock.comingSoonText);
    await expect(page.getByTestId('vehicle-actions')).toBeVisible();
  });

  test('reserved: the Reserved tag and no Reserve button', async ({ page }) => {
    const { bundle } = await open(
      page,
      pick((v, b) => isAvailable(v) && v.reserved && !(b.config.features.electricTag && fuelKind(v) !== 'combustion')),
    );
    await expect(page.getByTestId('vehicle-tag')).toHaveText(bundle.config.stock.reservedText);
    await expect(page.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
  });

  test('Toyota Certified badge', async ({ page }) => {
    await open(
      page,
      pick((v) => toyotaCertified(v)),
    );
    await expect(page.getByTestId('toyota-certified')).toBeVisible();
    await page.getByRole('tab', { name: "What's Included" }).click();
    await expect(page.getByRole('tabpanel')).toContainText('90 point inspection');
  });

  test('no Toyota Certified badge on other cars', async ({ page }) => {
    await open(
      page,
      pick((v) => isAvailable(v) && !toyotaCertified(v)),
    );
    await expect(page.getByTestId('toyota-certified')).toHaveCount(0);
  });

  test('below-market badge', async ({ page }) => {
    await open(
      page,
      pick((v) => isAvailable(v) && belowMarket(v)),
    );
    await expect(page.getByTestId('below-market')).toHaveText('Below market price');
  });
});

test.describe('finance', () => {
  test('provider eligible: the calculator with Request a Quote, Get Finance, the sticky estimate', async ({ page }) => {
    const { vehicle, bundle } = await open(
      page,
      pick((v, b) => eligible(v, b) && listed(v, b)),
    );
    await expect(sidebar(page).getByRole('link', { name: bundle.config.texts.financeButton })).toBeVisible();
    const finance = page.locator('#finance');
    await finance.scrollIntoViewIfNeeded();
    await expect(finance.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', `/finance-enquiry?car_id=${vehicle.id}`);
    await expect(page.getByTestId('finance-repayment')).toContainText('$');
  });

  test('provider not eligible: no calculator, Finance Enquiry instead', async ({ page }) => {
    await open(
      page,
      pick((v, b) => isAvailable(v) && b.config.features.finance && !eligible(v, b)),
    );
    await expect(page.locator('#finance')).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Finance Enquiry' })).toBeVisible();
  });
});

test.describe('content blocks', () => {
  test('dealer comments over 400 characters: sanitised, cut, Show More / Show Less; the script never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(
      page,
      pick((v) => /<script/i.test(v.dealercomments ?? '') && commentText(v).length > 400),
    );
    const comments = page.getByTestId('dealer-comments');
    const short = comments.getByTestId('dealer-comments-short');
    await expect(short).toBeVisible();
    expect(((await short.textContent()) ?? '').trim().length).toBeLessThanOrEqual(401);
    await expect(short).toHaveText(/…$/);
    await expect(comments.locator('script, img[onerror], [onclick]')).toHaveCount(0);
    await expect(comments).not.toContainText('alert(');
    await comments.getByRole('button', { name: 'Show More' }).click();
    await expect(short).toBeHidden();
    await expect(comments.locator('.truncated__full')).toBeVisible();
    await comments.getByRole('button', { name: 'Show Less' }).click();
    await expect(short).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('no dealer comments: the fallback text', async ({ page }) => {
    const { bundle } = await open(
      page,
      pick((v) => !v.dealercomments?.trim()),
    );
    await expect(page.getByTestId('dealer-comments')).toHaveText(bundle.config.texts.dealerCommentsFallback);
  });

  test("tabs: only what the dealer's config states (Why Buy From Us?, What's Included), keyboard moves between tabs", async ({ page }) => {
    const { bundle, vehicle } = await open(
      page,
      pick((v, b) => isAvailable(v) && v.standardEquipment.length > 8 && b.config.experience.whyBuyPoints.length > 0),
    );
    const tabs = page.getByRole('tablist', { name: 'About this vehicle' });
    const expected = vehicleTabs(vehicle, bundle.config, { hasFeatures: true, reserveHref: '', enquireHref: '' });
    await expect(tabs.getByRole('tab')).toHaveText(expected.map((tab) => tab.label));
    await tabs.getByRole('tab', { name: 'Why Buy From Us?' }).click();
    const whyBuy = page.getByRole('tabpanel');
    for (const point of bundle.config.experience.whyBuyPoints) await expect(whyBuy).toContainText(point);
    if (bundle.config.experience.whyBuyYears === null) await expect(whyBuy).not.toContainText('mechanical protection');
    else await expect(whyBuy).toContainText(`${bundle.config.experience.whyBuyYears}-year mechanical protection`);
    if (bundle.config.experience.protectionProducts.length === 0) await expect(tabs.getByRole('tab', { name: 'Protect Your Car' })).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { selected: true })).toBeFocused();
    await tabs.getByRole('tab', { name: 'Features' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem').filter({ visible: true })).toHaveCount(8);
    await panel.getByRole('button', { name: 'Show All' }).click();
    await expect(panel.getByRole('listitem').filter({ visible: true })).not.toHaveCount(8);
    await panel.getByRole('button', { name: 'Hide' }).click();
    await expect(panel.getByRole('listitem').filter({ visible: true })).toHaveCount(8);
  });

  test('no Features tab without standard equipment', async ({ page }) => {
    await open(
      page,
      pick((v) => v.standardEquipment.length === 0),
    );
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveCount(0);
  });

  test('All Specifications: first 4, Show All Specs / Hide Specs', async ({ page }) => {
    await open(
      page,
      pick((v) => Boolean(v.variant?.cylinders && v.variant.fuelcapacity)),
    );
    const specs = page.locator('#all-specs');
    await specs.scrollIntoViewIfNeeded();
    await expect(specs.locator('.facts__row').filter({ visible: true })).toHaveCount(4);
    await page.getByRole('button', { name: 'Show All Specs' }).click();
    expect(await specs.locator('.facts__row').filter({ visible: true }).count()).toBeGreaterThan(4);
    await page.getByRole('button', { name: 'Hide Specs' }).click();
    await expect(specs.locator('.facts__row').filter({ visible: true })).toHaveCount(4);
  });

  test('an electric car has no fuel calculator; a petrol car has one', async ({ page }) => {
    await open(
      page,
      pick((v) => isAvailable(v) && fuelKind(v) === 'electric'),
    );
    await expect(page.getByRole('heading', { name: 'Fuel cost' })).toHaveCount(0);
    await open(
      page,
      pick((v, b) => isAvailable(v) && fuelKind(v) === 'combustion' && b.config.features.fuelCalculator),
    );
    await page.getByRole('heading', { name: 'Fuel cost' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('fuel-cost')).toContainText('a week');
  });

  test('announcement bar when the car sits in another city than the primary location', async ({ page }) => {
    const found = pick((v, b) => {
      const primary = b.locations.find((l) => l.primary && (l.location_type === 'sales' || l.location_type === '')) ?? b.locations[0];
      const city = v.location?.address?.city ?? v.city;
      return Boolean(city && primary && city.toLowerCase() !== primary.address.city.toLowerCase());
    });
    const { vehicle } = await open(page, found);
    const bar = page.getByRole('complementary', { name: 'Vehicle location' });
    await expect(bar).toContainText(`Located at ${vehicle.location?.address?.city ?? vehicle.city}`);
    await expect(bar.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /^https:\/\//);
  });

  test('similar cars: six placeholders, then up to 6 other cars in stock once near', async ({ page }) => {
    const { vehicle } = await open(
      page,
      pick((v, b) => isAvailable(v) && listed(v, b) && b.config.features.similarCars),
    );
    const similar = page.locator('#similar');
    // Far from the block: the placeholders hold its place (tests/e2e/vehicle-similar-live.spec.ts has the live status).
    await expect(similar.getByTestId('similar-placeholder')).toHaveCount(6);
    await similar.scrollIntoViewIfNeeded();
    await expect(similar.getByTestId('similar-placeholder')).toHaveCount(0);
    await expect(similar.getByTestId('vehicle-card').first()).toBeVisible();
    const cards = similar.getByTestId('vehicle-card');
    const count = await cards.count();
    expect(count).toBeLessThanOrEqual(6);
    for (let i = 0; i < count; i++) {
      await expect(cards.nth(i).getByRole('link').first()).not.toHaveAttribute('href', `/cars/${vehicle.slug}`);
    }
  });
});

test.describe('sticky parts and SEO', () => {
  test('sticky header after 500 px of scroll; bottom bar (the footer CTA too) after 900 px', async ({ page }) => {
    const { bundle } = await open(
      page,
      pick((v, b) => isAvailable(v) && listed(v, b)),
    );
    const header = page.getByTestId('sticky-header');
    await expect(header).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toBeVisible();
    await expect(header).toContainText(/\$/);
    const bar = page.getByTestId(bundle.config.features.stickyFooterCta ? 'sticky-footer-cta' : 'bottom-bar');
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toBeHidden();
  });

  test('title, description, canonical, Open Graph image and Car JSON-LD', async ({ page }) => {
    const { vehicle, bundle } = await open(
      page,
      pick((v, b) => isAvailable(v) && listed(v, b) && Boolean(v.vin) && v.images.length > 0),
    );
    await expect(page).toHaveTitle(new RegExp(`${vehicle.name}.*${bundle.config.name}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(vehicle.name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(`/cars/${vehicle.slug}`, bundle.config.url).href);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\//);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const car = data.find((item) => item['@type'] === 'Car') as Record<string, unknown> & { offers: Record<string, unknown>; brand: { name: string } };
    expect(car).toBeDefined();
    expect(car.brand.name).toBe(vehicle.make);
    expect(car.vehicleIdentificationNumber).toBe(vehicle.vin);
    expect(car.vehicleModelDate).toBe(String(vehicle.year));
    expect(car.offers).toMatchObject({ priceCurrency: 'AUD', availability: 'https://schema.org/InStock' });
    // The site's one breadcrumb component: Home first, the car itself last (not a link), the same trail as BreadcrumbList.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(trail.first()).toHaveText('Home');
    await expect(trail.last()).toHaveText(vehicle.name);
    await expect(trail.last()).toHaveAttribute('aria-current', 'page');
    await expect(trail.last().getByRole('link')).toHaveCount(0);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item?: string }> } | undefined;
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(await trail.allTextContents());
    expect(crumbs?.itemListElement[0]?.item).toBe(new URL('/', bundle.config.url).href);
  });
});
