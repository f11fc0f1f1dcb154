import { expect, test, type Page } from '@playwright/test';
import { COUNT_UP_MS } from '../../src/domain/count-up.ts';
import { dimensionText } from '../../src/domain/dimensions.ts';
import { dealerStatsFor } from '../../src/site/dealer/dealer-stats.ts';
import { customSlider } from '../../src/site/vehicle/custom-slider.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle } from '../support/sites.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterRendering } from '../support/page-settled.ts';

/**
 * The vehicle page's remaining spec 01 items on the built demo dealers: the custom slider
 * from the feed's spin_code, dimensions given in feet shown in metres, and the stats banner's 2 s
 * count-up (the final number in the HTML; none with reduced motion).
 */

const ROOT = resolve(import.meta.dirname, '../..');
const sites = demoSites().map((site) => ({
  site,
  bundle: readBundle<TenantBundle>(site),
  showcase: (JSON.parse(readFileSync(join(ROOT, 'tenants', site.slug, 'demo.json'), 'utf8')) as { showcase: Record<string, string> }).showcase,
}));
const nissan = sites.find((s) => s.site.slug === 'harbour-city-nissan');

function showcaseCar(name: string) {
  test.skip(!nissan, 'harbour-city-nissan is not built');
  const vehicle = nissan!.bundle.vehicles.find((v) => v.slug === nissan!.showcase[name]);
  expect(vehicle, `showcase ${name}`).toBeDefined();
  return { ...nissan!, vehicle: vehicle! };
}

test('custom slider (spin_code): a 360° tour view that frames only the provider address, built when opened', async ({ page }) => {
  const { site, vehicle } = showcaseCar('customSlider');
  const expected = customSlider(vehicle.spin_code);
  expect(expected && 'slider' in expected).toBe(true);
  const src = (expected as { slider: { src: string } }).slider.src;
  // The provider is outside this test machine: serve its page locally.
  await page.route('https://spins.spincar.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>tour</title><p>Demo 360 tour</p>' }),
  );
  const health = watchPageHealth(page);
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);

  // The dealer's pasted markup never reaches the page: no frame before the shopper asks for one.
  await expect(page.locator('iframe')).toHaveCount(0);
  const views = page.getByRole('group', { name: 'Choose a view' });
  await expect(views.getByRole('button')).toHaveText(['Images', '360° tour']);
  await views.getByRole('button', { name: '360° tour' }).click();
  const frame = page.locator('iframe.custom-slider__frame');
  await expect(frame).toHaveAttribute('src', src);
  await expect(frame).toHaveAttribute('title', `${vehicle.name}, 360° tour`);
  await expect(page.frameLocator('iframe.custom-slider__frame').getByText('Demo 360 tour')).toBeVisible();
  await expect(page.getByTestId('custom-slider').getByRole('link', { name: /Open the 360° tour/ })).toHaveAttribute('href', src);

  await views.getByRole('button', { name: 'Images' }).click();
  await expect(page.locator('[data-panel="gallery"]')).toBeVisible();
  await expect(page.getByTestId('custom-slider')).toBeHidden();
  expect(health.problems().filter((p) => /CSP|page error/.test(p))).toEqual([]);
});

test('a car without a spin_code has no 360° tour view', async ({ page }) => {
  test.skip(!nissan, 'harbour-city-nissan is not built');
  const vehicle = nissan!.bundle.vehicles.find(
    (v) => nissan!.bundle.listedSlugs.includes(v.slug) && !v.spin_code && v.spin_images.length < 2 && v.images.length > 1,
  );
  await page.goto(`${nissan!.site.origin}/cars/${vehicle!.slug}`);
  await expect(page.locator('.gallery')).toBeVisible();
  await expect(page.getByRole('button', { name: '360° tour' })).toHaveCount(0);
  await expect(page.getByTestId('custom-slider')).toHaveCount(0);
});

test('dimensions the feed gives in feet are shown in metres (0.3048), with the feet beside them', async ({ page }) => {
  const { site, vehicle } = showcaseCar('dimensionsInFeet');
  expect(vehicle.variant?.dimension_unit).toBe('ft');
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  const specs = page.locator('#all-specs');
  await specs.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Show All Specs' }).click();
  const row = (label: string) =>
    specs
      .locator('.facts__row')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  const length = vehicle.variant!.vehiclelength!;
  await expect(row('Length')).toHaveText(dimensionText(length, 'ft')!);
  await expect(row('Length')).toHaveText(`${(length * 0.3048).toFixed(2)} m (${length} ft)`);
  await expect(row('Width')).toHaveText(dimensionText(vehicle.variant!.vehiclewidth, 'ft')!);
});

async function banner(page: Page) {
  test.skip(!nissan, 'harbour-city-nissan is not built');
  const stats = dealerStatsFor(nissan!.bundle);
  expect(stats.length).toBeGreaterThan(0);
  const vehicle = nissan!.bundle.vehicles.find((v) => nissan!.bundle.listedSlugs.includes(v.slug));
  await page.goto(`${nissan!.site.origin}/cars/${vehicle!.slug}`);
  return { stats, figures: page.getByTestId('stats-banner').locator('[data-count-up]') };
}

test('stats banner: the final numbers are in the built HTML; each counts up from 0 over 2 s when scrolled into view', async ({ page, request }) => {
  const { stats, figures } = await banner(page);
  // Before any script: the built page already says the final figures.
  const html = await (await request.get(page.url())).text();
  for (const stat of stats) expect(html).toMatch(new RegExp(`<span class="count-up__value">${stat.value}</span>`));

  await expect(figures).toHaveCount(stats.length);
  // The largest figure shows the counting best (1 counts up to 1 in one step).
  const values = stats.map((stat) => Number(stat.value));
  const biggest = values.indexOf(Math.max(...values));
  const figure = figures.nth(biggest);
  await expect(figure).not.toHaveClass(/is-counting/);
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveClass(/is-counting/);
  const animation = await figure.evaluate((element) => {
    const running = element.getAnimations()[0] as CSSAnimation | undefined;
    if (!running) return null;
    running.pause();
    running.currentTime = (running.effect?.getTiming().duration as number) / 2;
    return {
      name: running.animationName,
      duration: running.effect?.getTiming().duration,
      halfway: Number(getComputedStyle(element).getPropertyValue('--count')),
      to: Number(getComputedStyle(element).getPropertyValue('--count-to')),
    };
  });
  expect(animation).not.toBeNull();
  expect(animation!.name).toBe('count-up');
  expect(animation!.duration).toBe(COUNT_UP_MS);
  expect(animation!.to).toBe(values[biggest]);
  expect(animation!.halfway).toBeLessThan(animation!.to);
  // Screen readers and copy-paste get the final figure throughout.
  await expect(page.getByTestId('stats-banner').getByRole('listitem')).toHaveText(stats.map((stat) => `${stat.value} ${stat.label}`));
});

test('stats banner: no count-up for shoppers who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { stats, figures } = await banner(page);
  await figures.first().scrollIntoViewIfNeeded();
  await afterRendering(page); // the count-up's observer has seen it on screen by now
  await expect(figures.first()).not.toHaveClass(/is-counting/);
  expect(await figures.first().evaluate((element) => element.getAnimations().length)).toBe(0);
  await expect(page.getByTestId('stats-banner').getByRole('listitem')).toHaveText(stats.map((stat) => `${stat.value} ${stat.label}`));
});

test('the group home page counts its stats up too; a content page (dealer locator) shows them with no script', async ({ page }) => {
  const group = sites.find((s) => s.site.slug === 'southern-cross-auto-group');
  test.skip(!group, 'southern-cross-auto-group is not built');
  const stats = dealerStatsFor(group!.bundle);
  await page.goto(`${group!.site.origin}/`);
  const home = page.getByTestId('stats-banner').locator('[data-count-up]').last();
  await home.scrollIntoViewIfNeeded();
  await expect(home).toHaveClass(/is-counting/);

  await page.goto(`${group!.site.origin}/dealer-locator`);
  const banner = page.getByTestId('stats-banner');
  await banner.scrollIntoViewIfNeeded();
  await afterRendering(page);
  await expect(banner.locator('.is-counting')).toHaveCount(0);
  await expect(banner.getByRole('listitem')).toHaveText(stats.map((stat) => `${stat.value} ${stat.label}`));
});
