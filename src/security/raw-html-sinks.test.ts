import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every place that writes HTML without escaping it, with what it writes. Dealer HTML must come
 * from src/site/sanitize-html.ts; a new raw-HTML sink fails this test until it is reviewed and
 * listed here with the reason it is safe.
 */
const REVIEWED: Record<string, { count: number; why: string }> = {
  'src/components/vehicle-page/Truncated.astro': { count: 2, why: 'stock comments, cleaned by sanitizeDealerHtml (site/vehicle/text.ts)' },
  'src/components/offers/ToggleText.tsx': { count: 1, why: 'offer descriptions, cleaned by sanitizeDealerHtml (site/dealer/offers.ts)' },
  'src/components/content/ContentPage.astro': { count: 1, why: 'Markdown pages, cleaned by safeContentHtml' },
  'src/pages/blog/[...path].astro': { count: 1, why: 'blog posts, cleaned by safeContentHtml' },
  'src/components/site/Breadcrumbs.astro': { count: 1, why: 'JSON-LD with < escaped' },
  'src/layouts/BaseLayout.astro': { count: 1, why: 'JSON-LD with < escaped' },
  'src/components/location/OpenNow.astro': { count: 1, why: "pendingOpenNowHtml: the code's own fixed markup, no dealer text" },
  'src/islands/search/SearchWake.astro': { count: 1, why: 'the search wake plan as JSON in a data block, < escaped (card ids, prices, tag dates)' },
  'src/islands/locations/OpenNowSlot.tsx': { count: 1, why: "pendingOpenNowHtml: the code's own fixed markup, no dealer text" },
  'src/components/site/RenderOnce.astro': {
    count: 1,
    why: "the site's own header/footer HTML as Astro rendered (and escaped) it for the dealer's first page, reused (site/render-once.ts)",
  },
};

const SINK = /set:html|dangerouslySetInnerHTML|\.(?:inner|outer)HTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment/g;
const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(astro|tsx?|jsx?|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split('\\').join('/'));
}

describe('raw HTML sinks', () => {
  it('are only the reviewed ones', () => {
    const found: Record<string, number> = {};
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      const count = readFileSync(join(ROOT, file), 'utf8').match(SINK)?.length ?? 0;
      if (count > 0) found[file] = count;
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(REVIEWED).map(([file, { count }]) => [file, count])));
  });
});
