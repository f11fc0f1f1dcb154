import { getCollection } from 'astro:content';
import { currentTenant } from '../tenant/current.ts';
import { dealerSite, type DealerSite } from './dealer-site.ts';

let cached: Promise<DealerSite> | undefined;

/**
 * The dealer site of the build in progress: the bundle plus the dealer's content collections.
 * Build-time only (reads astro:content); computed once, warnings printed once.
 */
export function currentDealerSite(): Promise<DealerSite> {
  cached ??= (async () => {
    const [pages, posts] = await Promise.all([getCollection('pages'), getCollection('blog')]);
    const site = dealerSite(currentTenant(), pages, posts);
    for (const warning of site.warnings) console.warn(`  ⚠ ${warning}`);
    return site;
  })();
  return cached;
}
