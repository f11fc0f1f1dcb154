import { join, relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { nuErrors, type NuError } from '../support/nu-checker.ts';
import { pagesOfEveryType } from '../support/page-types.ts';
import { demoSites } from '../support/sites.ts';

/**
 * Valid HTML: one page of every type of every demo dealer (tests/support/page-types.ts) through
 * the W3C Nu checker, in one Java run; any error fails, named with its file, line and the markup around it.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');

test('every page type of every demo dealer has no HTML error (W3C Nu checker)', () => {
  // ~45 pages a dealer, ~0.2 s of the checker's CPU each (the JVM starts once): ~30 s on a quiet 2-core
  // machine, minutes when eight engineers share it.
  test.setTimeout(300_000);
  const sites = demoSites();
  expect(sites.length).toBeGreaterThan(0);
  const pages = sites.flatMap((site) => pagesOfEveryType(site.slug, join(DIST, site.slug)).map((page) => join(DIST, site.slug, page)));
  const errors = nuErrors(pages);
  const checked = new Set(pages);
  const show = (error: NuError) => `${relative(DIST, error.file)}:${error.line ?? '?'} ${error.message}${error.extract ? `\n    ${error.extract}` : ''}`;
  expect(
    errors.filter((error) => !checked.has(error.file)),
    'the checker reported on files it was not given',
  ).toEqual([]);
  for (const site of sites) {
    const own = errors.filter((error) => error.file.startsWith(join(DIST, site.slug) + '/')).map(show);
    expect.soft(own, `${site.slug}: ${pages.filter((page) => page.startsWith(join(DIST, site.slug) + '/')).length} pages checked`).toEqual([]);
  }
});
