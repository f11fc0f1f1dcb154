import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingPaths } from './schema-walk.ts';
import { SiteConfigSchema } from './site.ts';

/**
 * A dealer setting that is declared and documented but read by nothing is a promise the platform
 * breaks. Every setting's key must appear in code outside the config schemas and the tests. A key
 * is found by name, so a generic key (`min`, `enabled`) passes easily; the distinctive ones this
 * guards are the ones that get forgotten.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['src', 'scripts', 'integrations'];
const SOURCE_FILE = /\.(ts|tsx|astro|mjs)$/;
const SKIPPED = /(\.test\.ts|\.spec\.ts|\.d\.ts)$|\/testing\/|\/demo-data\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !SKIPPED.test(path) ? [path] : [];
  });
}

/** The code that can read settings: everything but the schemas that declare them (src/config). */
const readers = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
  .filter((path) => !relative(ROOT, path).startsWith('src/config/'))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

function readSomewhere(key: string): boolean {
  return new RegExp(`(?<![\\w$])${key.replace(/[$]/g, '\\$')}(?![\\w$])`).test(readers);
}

describe('every dealer setting is read somewhere', () => {
  const paths = settingPaths(SiteConfigSchema).filter((path) => path.length > 0);

  it('walks the whole schema', () => {
    const keys = paths.map((path) => path.join('.'));
    expect(keys).toContain('texts.financeButton');
    expect(keys).toContain('stock.justSoldText');
    expect(keys).toContain('stock.newArrivalDays');
    expect(keys.length).toBeGreaterThan(100);
  });

  it('no setting is read by nothing', () => {
    const unread = paths.filter((path) => !readSomewhere(path.filter((s) => s !== '[]').at(-1)!)).map((path) => path.join('.'));
    expect(unread).toEqual([]);
  });

  it('the check fails for a key no code reads', () => {
    expect(readSomewhere('aSettingNobodyReadsXyz')).toBe(false);
    expect(readSomewhere('financeButton')).toBe(true);
  });
});
