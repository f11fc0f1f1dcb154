/**
 * The interactions bench:interactions measures. Each scenario names the page, gets it ready
 * the way a shopper would (islands that hydrate on first touch are touched first), then acts.
 */
import type { Page } from '@playwright/test';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { vehiclePath } from '../../src/site/routes.ts';

export interface Scenario {
  id: string;
  label: string;
  /** The page path on this dealer, or undefined when the dealer has no such page. */
  url: (bundle: TenantBundle) => string | undefined;
  prepare: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

const hydrated = (page: Page, inside: string) => page.locator(`astro-island:has(${inside}):not([ssr])`).first().waitFor({ timeout: 30_000 });

/** An in-stock car with a gallery and a price, so the page has every block. */
function carPath(bundle: TenantBundle): string | undefined {
  const listed = new Set(bundle.listedSlugs);
  const car = bundle.vehicles.find((v) => listed.has(v.slug) && v.status === 'in_stock' && v.images.length > 3 && v.price > 0 && !v.reserved);
  return car ? vehiclePath(car.slug) : undefined;
}

async function openFilters(page: Page): Promise<void> {
  await page.locator('.search-page[data-hydrated="true"]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Filters/ }).tap();
  await page.getByRole('dialog', { name: 'Filters' }).waitFor();
}

/** A horizontal finger swipe across `selector`, through CDP touch events. */
async function swipe(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 6, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

export const SCENARIOS: Scenario[] = [
  {
    id: 'make',
    label: 'tick a make filter',
    url: (bundle) => bundle.config.stock.listingPath,
    prepare: openFilters,
    act: (page) => page.getByTestId('refinement-make').getByRole('checkbox').first().tap(),
  },
  {
    id: 'price',
    label: 'move the price slider',
    url: (bundle) => bundle.config.stock.listingPath,
    prepare: async (page) => {
      await openFilters(page);
      await page.getByTestId('range-price').getByRole('slider', { name: 'Minimum price' }).focus();
    },
    act: async (page) => {
      const slider = page.getByTestId('range-price').getByRole('slider', { name: 'Minimum price' });
      for (let i = 0; i < 3; i++) await slider.press('ArrowRight');
    },
  },
  {
    id: 'search',
    label: 'type in the search box',
    url: (bundle) => bundle.config.stock.listingPath,
    prepare: async (page) => {
      await page.locator('.search-page[data-hydrated="true"]').waitFor({ timeout: 30_000 });
      await page.locator('input[type="search"]').first().tap();
    },
    act: (page) => page.locator('input[type="search"]').first().pressSequentially('nav', { delay: 120 }),
  },
  {
    id: 'gallery',
    label: 'swipe the gallery',
    url: carPath,
    prepare: (page) => page.locator('.gallery').first().scrollIntoViewIfNeeded(),
    act: (page) => swipe(page, '.gallery__slide'),
  },
  {
    id: 'finance',
    label: 'change the finance deposit',
    url: carPath,
    prepare: async (page) => {
      const deposit = page.locator('#finance').getByLabel('Deposit / trade-in');
      await deposit.scrollIntoViewIfNeeded();
      // The first tap hydrates the calculator (client:interaction); the shopper types after it.
      await deposit.tap();
      await hydrated(page, '.finance-calc');
    },
    act: async (page) => {
      const deposit = page.locator('#finance').getByLabel('Deposit / trade-in');
      await deposit.press('End');
      await deposit.pressSequentially('5', { delay: 120 });
      await deposit.press('Tab');
    },
  },
  {
    id: 'lead',
    label: 'open a lead form step (trade-in)',
    // A dealer may switch the trade-in journey off (outback-motorcycles): then there is no step to open.
    url: (bundle) => (bundle.config.features.tradeIn ? '/trade-in' : undefined),
    prepare: async (page) => {
      // The form hydrates on the first touch (client:interaction); the shopper starts with a name.
      await page.getByRole('textbox', { name: 'First Name' }).tap();
      await hydrated(page, '.lead-form');
      await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
      await page.getByRole('textbox', { name: 'Last Name' }).fill('Driver');
    },
    act: (page) => page.getByRole('button', { name: 'Next' }).tap(),
  },
];
