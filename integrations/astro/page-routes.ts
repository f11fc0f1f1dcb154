import { writeFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Route pattern ('/cars/[slug]') → the HTML files it wrote, relative to the site root, sorted. */
export type PageRoutes = Record<string, string[]>;

/** The HTML pages of each route from Astro's build result (`astro:build:done` assets), pure. */
export function pageRoutesOf(assets: ReadonlyMap<string, readonly URL[]>, outDir: URL): PageRoutes {
  const root = fileURLToPath(outDir);
  const routes: PageRoutes = {};
  for (const [route, files] of [...assets].sort(([a], [b]) => a.localeCompare(b))) {
    const pages = files
      .map((file) => relative(root, fileURLToPath(file)).split(sep).join('/'))
      .filter((path) => path.endsWith('.html'))
      .sort();
    if (pages.length > 0) routes[route] = pages;
  }
  return routes;
}

/**
 * Writes which page came from which route to the file FORECOURT_PAGE_ROUTES names (the build sets it, beside
 * the dealer's bundle, never in the site): the HTML check validates one page of every type
 * (tests/support/page-types.ts), and a route is what makes a type.
 */
export function pageRoutes(): AstroIntegration {
  return {
    name: 'forecourt-page-routes',
    hooks: {
      'astro:build:done': ({ dir, assets }) => {
        const target = process.env.FORECOURT_PAGE_ROUTES;
        if (target) writeFileSync(target, JSON.stringify(pageRoutesOf(assets, dir)));
      },
    },
  };
}
