import { currentTenant } from '../../tenant/current.ts';
import { currentDealerSite } from './site-build.ts';
import { dealerSitemapPaths } from './site.ts';

/**
 * The dealer pages for sitemap.xml: home, contact, locations, teams, offers, content pages, blog,
 * brand, model and group pages (canonical, indexable paths only). Build-time only.
 *
 * src/pages/sitemap.xml.ts includes them with:
 *   const paths = new Set([...sitemapPaths(bundle), ...(await dealerPageSitemapPaths())]);
 */
export async function dealerPageSitemapPaths(): Promise<string[]> {
  return dealerSitemapPaths(currentTenant(), await currentDealerSite());
}
