import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/page-checks.ts';
import { afterRendering } from '../support/page-settled.ts';
import { startPreparedSite } from '../support/prepared-site.ts';
import { searchLive } from '../support/islands.ts';

/**
 * Dealer preview: a draft build of the folder as it is now (new phone, a car re-priced, one added, one
 * removed) against a published live build; served like `npm run preview` serves it.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const WORK = join(ROOT, '.build/e2e-preview');
type Preview = { draftDir: string; liveUnchanged: boolean; repriced: string; removed: string; added: string };
let preview: Preview;
let origin = '';
let close = () => Promise.resolve();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000); // two cold builds of a small dealer on a shared 2-core machine
  ({ result: preview, origin, close } = await startPreparedSite<Preview>('scripts/test/prepare-preview-site.ts', WORK, 'preview.json', (p) => p.draftDir));
});

test.afterAll(() => close());

test('every page shows the accessible "Preview — not live" bar and is noindex', async ({ page }) => {
  for (const path of ['/', `/cars/${preview.added}`, '/search', '/contact']) {
    await page.goto(`${origin}${path}`);
    const bar = page.getByRole('complementary', { name: 'Preview' });
    await expect(bar, path).toBeVisible();
    await expect(bar).toContainText('Preview — not live.');
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('robots.txt disallows everything, and every response says noindex', async ({ request }) => {
  const robots = await request.get(`${origin}/robots.txt`);
  expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  for (const path of ['/robots.txt', '/search-index.json', '/']) {
    expect((await request.get(`${origin}${path}`)).headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
});

test('the bar links to the change report against the live build', async ({ page }) => {
  await page.goto(`${origin}/`);
  await page.getByRole('complementary', { name: 'Preview' }).getByRole('link', { name: 'What changed against the live site' }).click();
  await expect(page).toHaveURL(`${origin}/_preview/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What this preview changes');
  const section = (name: RegExp) => page.locator('section').filter({ has: page.getByRole('heading', { name }) });
  await expect(section(/^Settings changed/)).toContainText('phone: "07 3000 1234" → "07 3999 0000"');
  await expect(section(/^Cars added \(1\)/)).toContainText('2025 Mazda MX-5 GT');
  await expect(section(/^Cars removed \(1\)/)).toContainText(preview.removed);
  await expect(section(/^Cars re-priced \(1\)/)).toContainText('$33,990 → $29,990');
  await expect(section(/^Pages added/)).toContainText(`/cars/${preview.added}/`);
  expect(await axeViolations(page)).toEqual([]);
});

test('the preview never touched the live build', () => {
  expect(preview.liveUnchanged).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  /** Whether the middle of each of `selector`'s elements and its links is the element itself, not the bar over it. */
  const uncovered = (page: Page, selector: string) =>
    page.locator(selector).evaluate((root) =>
      [root, ...root.querySelectorAll('a, button, p')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        // What is on screen: parts scrolled out of sight or not displayed on a phone are nobody's to cover.
        .filter(({ box }) => box.width > 0 && box.height > 0 && box.top + box.height / 2 >= 0 && box.top + box.height / 2 < window.innerHeight)
        .map(({ element, box }) => {
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return { element: element.textContent?.trim().slice(0, 40), uncovered: hit !== null && root.contains(hit) };
        }),
    );

  test('the bar covers no sticky element: the sticky header, the bottom bar, the filters dialog', async ({ page }) => {
    await page.goto(`${origin}/cars/${preview.added}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await afterRendering(page);
    for (const selector of ['.sticky-header', '.bottom-bar']) {
      await expect(page.locator(selector), selector).toBeVisible();
      for (const part of await uncovered(page, selector)) expect(part.uncovered, `${selector}: "${part.element}" is covered`).toBe(true);
    }

    await page.goto(`${origin}/search`);
    await searchLive(page);
    await page.getByRole('button', { name: /^Filters/ }).tap();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    for (const part of await uncovered(page, '.search-filters--open')) expect(part.uncovered, `filters: "${part.element}" is covered`).toBe(true);
  });
});
