import type { SiteConfig } from '../../config/site.ts';
import { accountPageFileRoutes } from '../leads/account-pages.ts';
import { leadPagePaths } from '../leads/pages.ts';

/**
 * Routes other parts of the site build: the lead pages exactly as their route files decide
 * (leadPagePaths, one rule), the budget finder, the finance calculator and the account pages.
 * Menus and home tiles link only to routes in this list or decided by dealer-site.ts, so a
 * switched-off feature never leaves a dead link behind and a built page is never hidden.
 */
export function otherTeamRoutes(config: SiteConfig): string[] {
  const { features } = config;
  return [...leadPagePaths(config), '/budget-finder', ...(features.finance ? ['/finance-calculator'] : []), ...accountPageFileRoutes(config)];
}

/** '/Finance/?x=1#y' → '/finance'; external and non-path links → undefined. */
export function normalisePath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0] ?? '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}
