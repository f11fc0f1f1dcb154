import type { APIRoute } from 'astro';
import { currentTenant } from '../tenant/current.ts';
import { sitemapPaths } from '../site/sitemap.ts';
import { dealerPageSitemapPaths } from '../site/dealer/sitemap-pages.ts';

export const GET: APIRoute = async () => {
  const bundle = currentTenant();
  const paths = new Set([...sitemapPaths(bundle), ...(await dealerPageSitemapPaths())]);
  const urls = [...paths].map((path) => `<url><loc>${new URL(path, bundle.config.url).href}</loc></url>`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
