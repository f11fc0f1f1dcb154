import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { cardTag } from '../../src/domain/tags.ts';
import { tagOptions } from '../../src/site/car-facts.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle } from '../support/sites.ts';
import { searchLive } from '../support/islands.ts';

/**
 * A search card's time-bound tag ("JUST ARRIVED" / "New", Just Sold) is decided by the shopper's clock
 * once the page is live, as the vehicle page does (docs/decisions/0007-time-on-the-shoppers-clock.md): a page built days ago must not
 * call a car past the dealer's 8 days new. The clock is injected (page.clock), never waited for. Phone.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const DAY = 86_400_000;
const site = demoSites().find((candidate) => candidate.slug === 'harbour-city-nissan');
const bundle = site ? readBundle<TenantBundle>(site) : undefined;

async function shownCars(page: Page): Promise<Vehicle[]> {
  const hrefs = await page.getByTestId('vehicle-card').evaluateAll((cards) => cards.map((card) => card.querySelector('h2 a, h3 a')?.getAttribute('href')));
  return hrefs.map((href) => bundle!.vehicles.find((v) => `/cars/${v.slug}` === href)).filter((v): v is Vehicle => v !== undefined);
}

test("new-arrival tags on search cards follow the shopper's clock, not the build's", async ({ page }) => {
  test.skip(!bundle, 'harbour-city-nissan is not built');
  const built = new Date(bundle!.clock);
  // Five days after the build: cars 3–8 days old at the build are past the 8 days now, newer ones are not.
  const shopperNow = new Date(built.getTime() + 5 * DAY);
  const options = tagOptions(bundle!.config);
  await page.clock.setFixedTime(shopperNow);
  await page.goto(`${site!.origin}/search?sortBy=latest`);
  await searchLive(page);
  // The newest listed car first: the engine has answered the URL's sort.
  const newest = bundle!.vehicles
    .filter((v) => bundle!.listedSlugs.includes(v.slug))
    .reduce((a, b) => (Date.parse(b.created_at) > Date.parse(a.created_at) ? b : a));
  await expect(page.getByTestId('vehicle-card').first().getByRole('heading').getByRole('link')).toHaveAttribute('href', `/cars/${newest.slug}`);

  const cars = await shownCars(page);
  const atBuild = (car: Vehicle) => cardTag(car, { ...options, now: built });
  const atShopper = (car: Vehicle) => cardTag(car, { ...options, now: shopperNow });
  const stale = cars.filter((car) => atBuild(car)?.kind === 'new-arrival' && atShopper(car) === undefined);
  const fresh = cars.filter((car) => atShopper(car)?.kind === 'new-arrival');
  expect(stale.length, 'a card tagged new at the build but past 8 days now').toBeGreaterThan(0);
  expect(fresh.length, 'a card still new now').toBeGreaterThan(0);
  for (const car of cars) {
    const card = page.getByTestId('vehicle-card').filter({ has: page.locator(`h2 a[href="/cars/${car.slug}"], h3 a[href="/cars/${car.slug}"]`) });
    const expected = atShopper(car);
    if (expected) await expect(card.locator('.vehicle-card__tag'), car.slug).toHaveText(expected.text);
    else await expect(card.locator('.vehicle-card__tag'), car.slug).toHaveCount(0);
  }
  expect(bundle!.config.stock.newArrivalLabel).toBe('JUST ARRIVED');
});
