import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { reportCspViolations, watchPageHealth } from './page-health.ts';

/** The WCAG rule sets every axe check in the suite runs. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe violations on the page (or only inside `scope`) as 'rule: first targets' lines (empty when clean). */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  if (scope) builder.include(scope);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** HTTP status of a path on a site, without following redirects. */
export async function status(page: Page, origin: string, path: string): Promise<number> {
  return (await page.request.get(`${origin}${path}`, { maxRedirects: 0 })).status();
}

/** Module scripts on a page: content pages must ship none. */
export async function moduleScripts(page: Page): Promise<number> {
  return page.locator('script[type="module"], script[src]').count();
}

/**
 * Opens `url` in a fresh tab, runs `check`, and expects no console errors, failed requests or CSP
 * violations (page-health.ts). A tab per page keeps the previous page's cancelled requests out of
 * the next page's health.
 */
export async function visit(context: BrowserContext, url: string, check: (page: Page) => Promise<void>): Promise<void> {
  const page = await context.newPage();
  await page.addInitScript(reportCspViolations);
  const health = watchPageHealth(page);
  await page.goto(url);
  await check(page);
  await page.waitForLoadState('networkidle');
  expect(health.problems(), url).toEqual([]);
  await page.close();
}
