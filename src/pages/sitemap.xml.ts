import type { APIRoute } from 'astro';
import { currentTenant } from '../tenant/current.ts';
import { sitemapLastModified, sitemapPaths } from '../site/sitemap.ts';
import { dealerPageSitemapPaths } from '../site/dealer/sitemap-pages.ts';

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemaps.org protocol 0.9 (valid against its XSD: tests/e2e/sitemap.spec.ts). */
export const GET: APIRoute = async () => {
  const bundle = currentTenant();
  const paths = new Set([...sitemapPaths(bundle), ...(await dealerPageSitemapPaths())]);
  const lastmod = sitemapLastModified(bundle);
  const urls = [...paths]
    .map((path) => {
      const modified = lastmod.get(path);
      return `<url><loc>${xmlText(new URL(path, bundle.config.url).href)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`;
    })
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
