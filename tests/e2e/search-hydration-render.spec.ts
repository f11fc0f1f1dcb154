import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { cardTag } from '../../src/domain/tags.ts';
import { tagOptions } from '../../src/site/car-facts.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { afterRendering } from '../support/page-settled.ts';
import { demoSites, readBundle } from '../support/sites.ts';
import { searchLive } from '../support/islands.ts';

/**
 * Hydrating the search page renders the result grid once (a second render of every card right
 * after hydration cost /search a Lighthouse point: docs/decisions/0007-time-on-the-shoppers-clock.md),
 * while the cards' time-bound tags still follow the shopper's clock. React tells the page about every
 * commit through the DevTools hook; a commit that re-rendered the grid or a card gave its element a new props object, which React
 * keeps on the element. The shopper's clock is injected (page.clock), set just past the moment a card
 * on the first page stops being new, so exactly that tag has to change. Phone.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const DAY = 86_400_000;
const site = demoSites().find((candidate) => candidate.slug === 'harbour-city-nissan');
const bundle = site ? readBundle<TenantBundle>(site) : undefined;

interface RenderCount {
  commits: number;
  grid: number;
  cards: number;
}

declare global {
  interface Window {
    __renders?: RenderCount;
  }
}

/** Counts, per React commit after an element was first hydrated, the grid's and cards' re-renders. */
function countGridRenders() {
  const renders = { commits: 0, grid: 0, cards: 0 };
  window.__renders = renders;
  const seen = new WeakMap<Element, unknown>();
  const propsOf = (element: Element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    return key === undefined ? undefined : (element as unknown as Record<string, unknown>)[key];
  };
  /** True when the element was hydrated before and React has given it new props since. */
  const rendered = (element: Element) => {
    const props = propsOf(element);
    const before = seen.get(element);
    seen.set(element, props);
    return before !== undefined && props !== before;
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: () => {
        renders.commits += 1;
        const grid = document.querySelector('[data-testid="results"]');
        if (!grid) return;
        if (rendered(grid)) renders.grid += 1;
        for (const card of grid.querySelectorAll('[data-testid="vehicle-card"]')) if (rendered(card)) renders.cards += 1;
      },
    },
  });
}

async function shownCars(page: Page): Promise<Vehicle[]> {
  const hrefs = await page.getByTestId('vehicle-card').evaluateAll((cards) => cards.map((card) => card.querySelector('h2 a, h3 a')?.getAttribute('href')));
  return hrefs.map((href) => bundle!.vehicles.find((v) => `/cars/${v.slug}` === href)).filter((v): v is Vehicle => v !== undefined);
}

test("hydration renders the search grid once; a card's stale tag still goes by the shopper's clock", async ({ page }) => {
  test.skip(!bundle, 'harbour-city-nissan is not built');
  const built = new Date(bundle!.clock);
  const options = tagOptions(bundle!.config);
  const url = `${site!.origin}/search`;

  // The first page as built: the card tagged new whose 8 days end first.
  await page.goto(url);
  const firstPage = await shownCars(page);
  const newAtBuild = firstPage.filter((car) => cardTag(car, { ...options, now: built })?.kind === 'new-arrival');
  expect(newAtBuild.length, 'a card tagged new at the build').toBeGreaterThan(0);
  const endsFirst = Math.min(...newAtBuild.map((car) => Date.parse(car.created_at)));
  const shopperNow = new Date(endsFirst + options.newArrivalDays * DAY + 60_000);
  const atShopper = (car: Vehicle) => cardTag(car, { ...options, now: shopperNow });
  const stale = firstPage.filter((car) => cardTag(car, { ...options, now: built })?.kind === 'new-arrival' && atShopper(car) === undefined);
  expect(stale.length, 'a card no longer new at the shopper clock').toBeGreaterThan(0);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(countGridRenders);
  await page.clock.setFixedTime(shopperNow);
  const liveStatus = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cars/status');
  await page.goto(url);
  await searchLive(page);
  // Everything the island does after hydration has happened: the cards' live status has answered.
  await liveStatus;
  await afterRendering(page);

  // The tags are the shopper's clock's…
  expect(await shownCars(page)).toEqual(firstPage);
  for (const car of firstPage) {
    const card = page.getByTestId('vehicle-card').filter({ has: page.locator(`h2 a[href="/cars/${car.slug}"], h3 a[href="/cars/${car.slug}"]`) });
    const expected = atShopper(car);
    if (expected) await expect(card.locator('.vehicle-card__tag'), car.slug).toHaveText(expected.text);
    else await expect(card.locator('.vehicle-card__tag'), car.slug).toHaveCount(0);
  }
  // …and the grid and its cards were rendered by hydration alone, with no mismatch.
  const renders = await page.evaluate(() => window.__renders!);
  expect(renders.commits, 'React committed (the hook saw the island)').toBeGreaterThan(0);
  expect({ grid: renders.grid, cards: renders.cards }).toEqual({ grid: 0, cards: 0 });
  expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
});
