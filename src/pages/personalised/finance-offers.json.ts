import type { APIRoute } from 'astro';
import { accountPage } from '../../site/leads/account-pages.ts';
import { personalisedOffers } from '../../site/leads/personalised-finance.ts';
import { pageNotBuilt } from '../../site/leads/pages.ts';
import { currentTenant } from '../../tenant/current.ts';

/** The finance offers /personalised/finance starts from (only for dealers with the page). */
export const GET: APIRoute = () => {
  const bundle = currentTenant();
  if (!accountPage(bundle.config, 'personalised-finance').enabled) return pageNotBuilt();
  return new Response(JSON.stringify({ offers: personalisedOffers(bundle) }), { headers: { 'Content-Type': 'application/json' } });
};
