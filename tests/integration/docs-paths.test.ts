import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs name files by path (`src/site/leads/pages.ts`); a renamed or deleted file must not leave
 * a reader looking for it. Paths with a placeholder (`{slug}`, `<slug>`, `*`, `…`) are patterns.
 */
const ROOT = resolve(import.meta.dirname, '../..');
/** Files the docs name that exist only at run time, never in a checkout. */
const CREATED_AT_RUN_TIME = new Set(['integrations/platform-api/data/platform.sqlite']);
/** Files the docs name as examples of what is refused (they must not exist). */
const NAMED_AS_EXAMPLES = new Set(['public/index.html']);

const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

function namedPaths(text: string): string[] {
  return [...text.matchAll(/`((?:src|scripts|tests|integrations|docs|tools|\.github|public)\/[^`\s]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/[/:]+$/, '').split('#')[0] ?? '')
    .filter((path) => !/[*{}<>…[\]]/.test(path));
}

describe('paths named in the docs', () => {
  it.each(docs)('%s names only files and folders that exist', (doc) => {
    const missing = namedPaths(readFileSync(join(ROOT, doc), 'utf8')).filter(
      (path) => !existsSync(join(ROOT, path)) && !CREATED_AT_RUN_TIME.has(path) && !NAMED_AS_EXAMPLES.has(path),
    );
    expect(missing).toEqual([]);
  });
});
