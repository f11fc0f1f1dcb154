import type { APIRoute } from 'astro';
import { currentTenant } from '../tenant/current.ts';
import { isDraftBuild } from '../tenant/draft.ts';

export const GET: APIRoute = () => {
  const { config } = currentTenant();
  // A draft (preview) build must never be crawled, whichever host serves it.
  if (isDraftBuild()) return new Response('User-agent: *\nDisallow: /\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const body = `User-agent: *\nAllow: /\nDisallow: /sign-in\nDisallow: /success\n\nSitemap: ${new URL('/sitemap.xml', config.url).href}\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
