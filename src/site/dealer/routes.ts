import type { SiteConfig } from '../../config/site.ts';
import { accountPageFileRoutes } from '../leads/account-pages.ts';

/**
 * Routes other parts of the site build, as the team agreed them: the leads pages (some behind
 * feature switches) and the budget finder. Menus link only to routes in this list or decided
 * by dealer-site.ts, so a switched-off feature never leaves a dead link behind.
 */
export function otherTeamRoutes(config: SiteConfig): string[] {
  const { features } = config;
  return [
    '/enquire',
    '/finance-enquiry',
    '/book-test-drive',
    '/success',
    '/sign-in',
    '/budget-finder',
    ...(features.finance ? ['/finance-calculator'] : []),
    ...(features.tradeIn ? ['/trade-in', '/sell-your-car', '/sell-my-car'] : []),
    ...(features.watchlist ? ['/my-garage'] : []),
    ...(features.compare ? ['/compare'] : []),
    ...accountPageFileRoutes(config),
  ];
}

/** '/Finance/?x=1#y' → '/finance'; external and non-path links → undefined. */
export function normalisePath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0] ?? '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}
