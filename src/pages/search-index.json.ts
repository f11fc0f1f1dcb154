import type { APIRoute } from 'astro';
import { stockSnapshot } from '../site/search/page.ts';
import { currentTenant } from '../tenant/current.ts';

/** The dealer's search snapshot, loaded by the search island to run the embedded engine in the browser. */
export const GET: APIRoute = () => {
  const snapshot = stockSnapshot(currentTenant());
  return new Response(JSON.stringify(snapshot), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
