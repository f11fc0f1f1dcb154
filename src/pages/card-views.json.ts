import type { APIRoute } from 'astro';
import { encodeCardViews } from '../search/card-views.ts';
import { stockDocuments } from '../site/search/page.ts';
import { currentTenant } from '../tenant/current.ts';

/** The listed cars' views counts, which the search snapshot leaves out (src/search/card-views.ts). */
export const GET: APIRoute = () => {
  return new Response(JSON.stringify(encodeCardViews(stockDocuments(currentTenant()))), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
