import type { SiteConfig } from '../../config/site.ts';
import { GATE_TYPES, isGated } from '../../forms/sign-in-gate.ts';

/**
 * spec 02 §2: "/finance (search params kept)" is gated when the dealer sets `gatedRoutes.finance`.
 * /finance is a content page, so its gate is decided here; the gate sends the path and query to
 * sign-in as `redirect`, so `/finance?car_id=12` comes back with its params. Sign-in needs the
 * platform API: without one there is nothing to sign in to, and the page stays open.
 */
export const FINANCE_PAGE_PATH = '/finance';

export function financePageGate(config: SiteConfig, path: string): string | undefined {
  if (path !== FINANCE_PAGE_PATH || config.integrations.platformApi.baseUrl === null) return undefined;
  return isGated(config.experience.gatedRoutes, 'finance') ? GATE_TYPES.finance : undefined;
}
