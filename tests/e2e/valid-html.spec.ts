import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { nuErrors, type NuError } from '../support/nu-checker.ts';
import { cardFilesOf, pagesOfEveryType } from '../support/page-types.ts';
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
  const built = sites.flatMap((site) => pagesOfEveryType(site.slug, join(DIST, site.slug)).map((page) => join(DIST, site.slug, page)));
  // A similar car's card file is a fragment the vehicle page adopts into its list: checked inside one.
  const wrapped = mkdtempSync(join(tmpdir(), 'card-files-'));
  const cards = sites.flatMap((site) =>
    cardFilesOf(site.slug, join(DIST, site.slug)).map((file) => {
      const checked = join(wrapped, site.slug, file);
      const fragment = readFileSync(join(DIST, site.slug, file), 'utf8');
      mkdirSync(dirname(checked), { recursive: true });
      writeFileSync(
        checked,
        `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Card file in a list</title></head><body><ul>${fragment}</ul></body></html>\n`,
      );
      return checked;
    }),
  );
  expect(cards.length, 'every demo dealer offers similar cars from card files').toBeGreaterThan(0);
  const pages = [...built, ...cards];
  const errors = nuErrors(pages);
  rmSync(wrapped, { recursive: true, force: true });
  const checked = new Set(pages);
  const show = (error: NuError) => `${relative(DIST, error.file)}:${error.line ?? '?'} ${error.message}${error.extract ? `\n    ${error.extract}` : ''}`;
  expect(
    errors.filter((error) => !checked.has(error.file)),
    'the checker reported on files it was not given',
  ).toEqual([]);
  for (const site of sites) {
    const ofSite = (file: string) => file.startsWith(join(DIST, site.slug) + '/') || file.startsWith(join(wrapped, site.slug) + '/');
    const own = errors.filter((error) => ofSite(error.file)).map(show);
    expect.soft(own, `${site.slug}: ${pages.filter(ofSite).length} pages and card files checked`).toEqual([]);
  }
});
