import type { APIRoute } from 'astro';
import { currentTenant } from '../tenant/current.ts';

export const GET: APIRoute = () => {
  const { config } = currentTenant();
  const body = `User-agent: *\nAllow: /\nDisallow: /sign-in\nDisallow: /success\n\nSitemap: ${new URL('/sitemap.xml', config.url).href}\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
