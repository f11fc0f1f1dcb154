import type { APIRoute } from 'astro';
import { encodeStockSnapshot } from '../search/stock-snapshot.ts';
import { stockDocuments } from '../site/search/page.ts';
import { currentTenant } from '../tenant/current.ts';

/** The dealer's search snapshot, loaded by the search island to run the embedded engine in the browser. */
export const GET: APIRoute = () => {
  const snapshot = encodeStockSnapshot(stockDocuments(currentTenant()));
  return new Response(JSON.stringify(snapshot), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
