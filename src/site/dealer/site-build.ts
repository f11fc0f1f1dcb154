import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getCollection } from 'astro:content';
import { currentTenant } from '../../tenant/current.ts';
import { dealerSite, type DealerSite } from './site.ts';

let cached: Promise<DealerSite> | undefined;

// The build runs from the project root (scripts/build/build-tenant.ts).
const PAGES_DIR = resolve(process.cwd(), 'src/pages');

/** Whether src/pages has a page file for a route another part of the site owns ('/budget-finder'). */
function pageFileExists(route: string): boolean {
  const name = route.replace(/^\//, '');
  return ['.astro', '/index.astro', '.md'].some((suffix) => existsSync(join(PAGES_DIR, `${name}${suffix}`)));
}

/**
 * The dealer site of the build in progress: the bundle plus the dealer's content collections.
 * Build-time only (reads astro:content); computed once, warnings printed once.
 */
export function currentDealerSite(): Promise<DealerSite> {
  cached ??= (async () => {
    const [pages, posts] = await Promise.all([getCollection('pages'), getCollection('blog')]);
    const site = dealerSite(currentTenant(), pages, posts, pageFileExists);
    for (const warning of site.warnings) console.warn(`  ⚠ ${warning}`);
    return site;
  })();
  return cached;
}
