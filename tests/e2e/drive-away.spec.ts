import { expect, test, type Page } from '@playwright/test';
import type { AuState } from '../../src/domain/on-road/kinds.ts';
import { driveAwayEstimate } from '../../src/domain/on-road/estimate.ts';
import { estimateView } from '../../src/domain/on-road/estimate-view.ts';
import { onRoadFacts } from '../../src/domain/on-road/vehicle-facts.ts';
import { wallClock } from '../../src/domain/zoned-time.ts';
import { driveAwayShown, validatedOnRoadRates, vehicleDriveAway, type DriveAwayBlock } from '../../src/site/vehicle/drive-away.ts';
import { axeViolations } from '../support/page-checks.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { pickVehicle, type VehicleCase } from '../support/pick-vehicle.ts';

/**
 * The estimated drive-away block (docs/drive-away.md) on a built demo dealer: the build's figure for
 * the car's state, another state computed in the browser by the same calculator, the choice
 * remembered, and the block only on the cars that get it. Playwright's clock is pinned to the
 * build's, so the browser picks the figures in force on the same day as the build did.
 */

const egc = pickVehicle((v, b) => b.listedSlugs.includes(v.slug) && /excl/i.test(v.price_type ?? '') && driveAwayShown(v, b.config));
const driveAwayPriced = pickVehicle(
  (v, b) =>
    b.config.driveAway.enabled &&
    b.listedSlugs.includes(v.slug) &&
    v.price_type === 'Drive Away' &&
    !b.config.driveAway.stockNumbers.includes(v.stocknum ?? ''),
);
const picked = pickVehicle(
  (v, b) => b.listedSlugs.includes(v.slug) && v.price_type === 'Drive Away' && b.config.driveAway.stockNumbers.includes(v.stocknum ?? ''),
);

function blockFor(found: VehicleCase): DriveAwayBlock {
  const block = vehicleDriveAway(found.vehicle, found.bundle.config, new Date(found.bundle.clock));
  if (!block) throw new Error(`${found.vehicle.slug} should get a drive-away estimate`);
  return block;
}

/** What the calculator says for the car in `state` on the build's day. */
function expectedIn(found: VehicleCase, state: AuState) {
  const { input } = blockFor(found);
  const on = wallClock(new Date(found.bundle.clock), input.timeZone).isoDate;
  return estimateView(
    driveAwayEstimate({ rates: validatedOnRoadRates(), state, price: input.price, deliveryCharge: input.deliveryCharge, facts: input.facts, on }),
  );
}

async function open(page: Page, found: VehicleCase): Promise<void> {
  await page.clock.setFixedTime(new Date(found.bundle.clock));
  await page.goto(`${found.site.origin}/cars/${found.vehicle.slug}`);
}

const block = (page: Page) => page.getByTestId('drive-away');
const lines = (page: Page) => block(page).locator('tbody tr');

test("a car priced before government charges shows the build's estimate for its state; another state is computed in the browser and remembered", async ({
  page,
}) => {
  test.skip(!egc, 'no demo car priced Excl. Govt. Charges');
  const found = egc!;
  const health = watchPageHealth(page);
  const home = blockFor(found);
  const other: AuState = home.input.defaultState === 'NSW' ? 'VIC' : 'NSW';
  const there = expectedIn(found, other);
  expect(there.totalText, 'the states differ for this car').not.toBe(home.view.totalText);

  await open(page, found);
  await expect(block(page).getByRole('heading', { name: 'Estimated drive-away' })).toBeVisible();
  const select = page.getByLabel('State you will register in');
  await expect(select).toHaveValue(home.input.defaultState);
  await expect(block(page)).toContainText(`Estimated drive-away in ${home.view.stateName}:`);
  await expect(page.getByTestId('drive-away-total')).toHaveText(home.view.totalText);
  await expect(page.getByTestId('drive-away-summary')).toContainText(`About ${home.view.totalText} drive-away in ${home.input.defaultState}`);
  await expect(lines(page)).toHaveCount(home.view.lines.length);
  await expect(page.getByTestId('drive-away-note')).toContainText('This is an estimate, not a quote.');
  await expect(page.getByTestId('drive-away-note')).toContainText('It leaves out transfer fees, comprehensive insurance');

  await select.selectOption(other);
  await expect(page.getByTestId('drive-away-total')).toHaveText(there.totalText);
  await expect(block(page)).toContainText(`Estimated drive-away in ${there.stateName}:`);
  await expect(lines(page)).toHaveText(there.lines.map((line) => new RegExp(`${escape(line.label)}.*${escape(line.amountText)}`)));
  await expect(page.getByTestId('drive-away-summary')).toContainText(`About ${there.totalText} drive-away in ${other}`);

  expect(await axeViolations(page, '[data-testid="drive-away"]')).toEqual([]);

  await page.reload();
  await expect(select).toHaveValue(other);
  await expect(page.getByTestId('drive-away-total')).toHaveText(there.totalText);
  await expect(lines(page)).toHaveCount(there.lines.length);

  await select.selectOption(home.input.defaultState);
  await expect(page.getByTestId('drive-away-total')).toHaveText(home.view.totalText);
  await page.waitForLoadState('networkidle');
  expect(health.problems()).toEqual([]);
});

test("without JavaScript the block shows the build's figure and no state picker that cannot work", async ({ browser }) => {
  test.skip(!egc, 'no demo car priced Excl. Govt. Charges');
  const found = egc!;
  const home = blockFor(found);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${found.site.origin}/cars/${found.vehicle.slug}`);
  await expect(page.getByTestId('drive-away-total')).toHaveText(home.view.totalText);
  await expect(lines(page).first()).toContainText('Advertised price');
  await expect(page.getByLabel('State you will register in')).toBeHidden();
  await context.close();
});

test('cars priced drive-away get no estimate unless the dealer picked them', async ({ page }) => {
  test.skip(!driveAwayPriced, 'no demo car priced Drive Away');
  await open(page, driveAwayPriced!);
  await expect(page.getByRole('heading', { name: 'Key information' })).toBeVisible();
  await expect(block(page)).toHaveCount(0);

  // The demo config picks one Drive Away car by stock number (driveAway.stockNumbers) and charges delivery on new cars.
  expect(picked, 'the stock number in harbour-city-nissan driveAway.stockNumbers is a listed Drive Away car').toBeDefined();
  const found = picked!;
  const home = blockFor(found);
  await open(page, found);
  await expect(page.getByTestId('drive-away-total')).toHaveText(home.view.totalText);
  const delivery = found.bundle.config.driveAway.deliveryCharge[found.vehicle.car_type];
  expect(delivery, 'the demo dealer charges delivery on this car').toBeGreaterThan(0);
  await expect(lines(page).filter({ hasText: 'Dealer delivery' })).toContainText(home.view.lines.find((l) => l.kind === 'delivery')!.amountText);
});

test('a zero-emission car registered in the ACT pays no duty, and the page says why', async ({ page }) => {
  // The demo dealer's picked car is electric (harbour-city-nissan driveAway.stockNumbers).
  const ev = pickVehicle((v, b) => b.listedSlugs.includes(v.slug) && driveAwayShown(v, b.config) && onRoadFacts(v).fuel === 'electric');
  expect(ev, 'an electric demo car gets the estimate').toBeDefined();
  const act = expectedIn(ev!, 'ACT');
  await open(page, ev!);
  await page.getByLabel('State you will register in').selectOption('ACT');
  await expect(page.getByTestId('drive-away-total')).toHaveText(act.totalText);
  await expect(lines(page).filter({ hasText: 'Motor vehicle duty' })).toContainText('Zero-emission vehicle exemption');
  await expect(lines(page).filter({ hasText: 'Motor vehicle duty' })).toContainText('$0');
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
