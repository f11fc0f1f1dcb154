import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { CONTENT_FOLDERS, RESERVED_FIRST_SEGMENTS } from '../../src/site/content/routes.ts';
import { dealerStatsFor } from '../../src/site/dealer/dealer-stats.ts';
import { axeViolations, status, moduleScripts, visit } from '../support/page-checks.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Dealer pages on every demo dealer: home, menus, content pages, blog, group pages.
 * Expectations come from the dealer's own files (content front matter, data), not from the code
 * under test; only the names the site keeps for its own routes come from src/site/content/routes.ts. Offers, brands and models: dealer-pages-offers.spec.ts; locations:
 * dealer-pages-locations.spec.ts.
 */

const ROOT = resolve(import.meta.dirname, '../..');

interface ContentFile {
  path: string;
  title: string;
  heading?: string;
  section?: string;
  form?: string;
  category?: string;
  date?: string;
}

/** A deliberately small front-matter reader: `key: value` lines, quotes stripped. */
function frontMatter(file: string): Record<string, string> {
  const head = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const match = /^([A-Za-z]+):\s*(.+)$/.exec(line);
    if (match) fields[match[1]!] = match[2]!.trim().replace(/^["']|["']$/g, '');
  }
  return fields;
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownFiles(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
}

/** Content pages the dealer's files call for: a page per file, finance pages only with finance on. */
function contentPages(slug: string, financeOn: boolean): ContentFile[] {
  const dir = join(ROOT, 'tenants', slug, 'content', 'pages');
  return markdownFiles(dir).flatMap((file) => {
    const id = relative(dir, file).replace(/\.md$/, '');
    const fields = frontMatter(file);
    // A file named after a route of the site itself (or a content folder) makes no page of its own.
    if (!id.includes('/') && (RESERVED_FIRST_SEGMENTS.has(id) || CONTENT_FOLDERS.has(id))) return [];
    if (fields.section === 'finance' && !financeOn) return [];
    return [{ path: `/${id}`, title: fields.title ?? '', heading: fields.heading, section: fields.section, form: fields.form }];
  });
}

function blogPosts(slug: string, today: string): ContentFile[] {
  const dir = join(ROOT, 'tenants', slug, 'content', 'blog');
  return markdownFiles(dir)
    .map((file) => ({ id: relative(dir, file).replace(/\.md$/, ''), fields: frontMatter(file) }))
    .filter(({ fields }) => fields.draft !== 'true' && (fields.date ?? '') <= today)
    .map(({ id, fields }) => ({ path: `/blog/${fields.category}/${id}`, title: fields.title ?? '', category: fields.category, date: fields.date }));
}

const sites = demoSites();

test('the demo dealers are built', () => {
  expect(sites.length).toBeGreaterThanOrEqual(3);
});

for (const site of sites) {
  test.describe(`${site.slug} dealer pages`, () => {
    const bundle = readBundle<TenantBundle>(site);
    const { config } = bundle;
    const today = bundle.clock.slice(0, 10);
    const pages = contentPages(site.slug, config.features.finance);
    const posts = config.features.blog ? blogPosts(site.slug, today) : [];
    const isGroup = config.template === 'group';
    const visibleLocations = bundle.locations.filter((l) => l.visible);

    test('home: brand, quick search, stock, locations and reviews', async ({ page }) => {
      const health = watchPageHealth(page);
      await page.goto(`${site.origin}/`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(config.name);
      await expect(page.locator('.vehicle-card').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: /Our locations|Visit us/ })).toBeVisible();
      if (config.features.reviews && visibleLocations.some((l) => (l.reviews?.list.length ?? 0) > 0)) {
        await expect(page.locator('#reviews')).toBeVisible();
        await expect(page.locator('.review').first()).toBeVisible();
      }
      if (config.features.salesCounter) {
        await page.getByTestId('sales-counter').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('sales-counter')).toContainText(/\d[\d,]* \w+ sold this month/);
      } else {
        await expect(page.getByTestId('sales-counter')).toHaveCount(0);
      }
      await expect(page.locator('.stats-banner')).toHaveCount(isGroup ? 1 : 0);
      const make = bundle.vehicles.find((v) => bundle.listedSlugs.includes(v.slug) && v.status === 'in_stock')!.make;
      // The quick search hydrates on the shopper's first touch (client:interaction): reach for it first.
      await page.getByLabel('Make').hover();
      await page.locator('astro-island:has(.quick-search):not([ssr])').waitFor();
      await page.getByLabel('Make').selectOption(make);
      await page.getByRole('button', { name: /^Search / }).click();
      await expect(page).toHaveURL(new RegExp(`${config.stock.listingPath}\\?make=${encodeURIComponent(make).replace(/%20/g, '\\+')}$`));
      await page.waitForLoadState('networkidle');
      expect(health.problems()).toEqual([]);
    });

    test('home has no axe violations', async ({ page }) => {
      await page.goto(`${site.origin}/`);
      // The quick search hydrates on the shopper's first touch (client:interaction): reach for it first.
      await page.getByLabel('Make').hover();
      await page.locator('astro-island:has(.quick-search):not([ssr])').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('header and footer menus link only to pages that exist', async ({ page }) => {
      await page.goto(`${site.origin}/`);
      const hrefs = await page
        .locator('header a[href^="/"], footer a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
      expect(hrefs.length).toBeGreaterThan(10);
      const broken: string[] = [];
      for (const href of hrefs) if ((await status(page, site.origin, href)) !== 200) broken.push(href);
      expect(broken).toEqual([]);
      const menu = page.locator('#site-nav');
      await expect(menu.getByRole('link', { name: 'Trade In', exact: true })).toHaveCount(config.features.tradeIn ? 1 : 0);
      const blogLinks = await page.locator('header a[href="/blog"], footer a[href="/blog"]').count();
      expect(blogLinks > 0).toBe(posts.length > 0);
    });

    test('menus open with the keyboard and close on Escape', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${site.origin}/`);
      const toggle = page.locator('#site-nav').getByRole('button', { name: 'Our Stock' });
      const list = page.locator(`#${await toggle.getAttribute('popovertarget')}`);
      await expect(list).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(list).toBeVisible();
      await expect(toggle)
        .toHaveAttribute('aria-expanded', 'true')
        .catch(() => undefined);
      await page.keyboard.press('Tab');
      await expect(list.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(toggle).toBeFocused();
      // Phone width: the whole menu is behind the Menu button.
      await page.setViewportSize({ width: 390, height: 800 });
      await expect(page.locator('#site-nav')).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#site-nav').getByRole('link', { name: 'Home' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('#site-nav')).toBeHidden();
    });

    test('every content page renders its title, with no JavaScript unless it has a form', async ({ context }) => {
      test.setTimeout(180_000);
      expect(pages.length).toBeGreaterThan(0);
      // A dealer may gate /finance behind sign-in (gatedRoutes.finance; the redirect is gated-routes.spec.ts):
      // read the pages as a signed-in shopper, whom the gate lets through.
      if (config.experience.gatedRoutes.finance) {
        const session = { user: { id: 1, phone: '0412000000' }, expiresAt: '2999-01-01T00:00:00.000Z' };
        await context.addInitScript((stored) => localStorage.setItem('forecourt:session', stored), JSON.stringify(session));
      }
      for (const content of pages) {
        await visit(context, `${site.origin}${content.path}`, async (page) => {
          await expect(page.getByRole('heading', { level: 1 }), content.path).toHaveText(content.heading ?? content.title);
          await expect(page).toHaveTitle(new RegExp(config.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(content.path, config.url).href);
          await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
          await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
          if (content.form) await expect(page.locator('astro-island').first(), content.path).toBeAttached();
          else expect(await moduleScripts(page), `${content.path} ships JavaScript`).toBe(0);
        });
      }
    });

    test('routes the dealer does not have are not built', async ({ page }) => {
      const absent = [
        ...(posts.length === 0 ? ['/blog', '/blog/vehicle-reviews'] : []),
        ...(isGroup ? [] : ['/dealer-locator', '/brands']),
        ...(config.experience.returnPolicy === '14-day-return' ? [] : ['/14-day-return-policy']),
        ...['/diamond-advantage', '/autopact-handback-guarantee', '/autopact-protection-plan', '/ultratek', '/fleet', '/warranty', '/twg-cars'].filter(
          (path) => !pages.some((p) => p.path === path),
        ),
      ];
      for (const path of absent) expect(await status(page, site.origin, path), path).toBe(404);
      const present = ['/', '/contact', '/contact-us', '/dealerships', '/special-offers', ...(isGroup ? ['/dealer-locator', '/brands'] : [])];
      for (const path of present) expect(await status(page, site.origin, path), path).toBe(200);
    });

    test('blog index, categories and posts', async ({ context }) => {
      test.skip(posts.length === 0, 'this dealer has no blog posts');
      await visit(context, `${site.origin}/blog`, async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
        for (const post of posts) await expect(page.getByRole('link', { name: post.title })).toBeVisible();
      });
      for (const category of new Set(posts.map((p) => p.category!))) {
        await visit(context, `${site.origin}/blog/${category}`, async (page) => {
          await expect(page.locator('.post-card')).toHaveCount(posts.filter((p) => p.category === category).length);
        });
      }
      const post = posts[0]!;
      await visit(context, `${site.origin}${post.path}`, async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
        expect(await moduleScripts(page)).toBe(0);
      });
    });

    test('group pages carry the stats banner', async ({ page }) => {
      test.skip(!isGroup, 'only group dealers have group pages');
      for (const path of ['/dealer-locator', ...pages.filter((p) => p.section === 'group').map((p) => p.path)]) {
        await page.goto(`${site.origin}${path}`);
        // The dealer's own figures, never a fixed "50+ Locations".
        for (const stat of dealerStatsFor(bundle)) await expect(page.locator('.stats-banner'), path).toContainText(`${stat.value} ${stat.label}`);
      }
    });
  });
}
