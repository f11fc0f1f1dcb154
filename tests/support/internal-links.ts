import { isPlatformApiPath } from '../../scripts/preview/api-proxy.ts';

/**
 * Crawls a built site from its home page the way a visitor's clicks would: every internal link in
 * the HTML, and every internal link an island carries in its props (the links it renders once
 * hydrated), is requested once. Returns the links that do not lead to a page, with a page that has them.
 */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** `/a/b?x=1#y` → `/a/b`; undefined for links that leave the site or are not pages (tel:, mailto:, #…). */
function internalPath(href: string, origin: string): string | undefined {
  if (!href || href.startsWith('#')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return decodeURI(url.pathname);
}

/** Internal links of one page: `<a href>`, and `href`/`…Href`/`…Url` string props of its islands. */
function linksOf(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const path = internalPath(decode(match[1] ?? ''), origin);
    if (path) found.add(path);
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*?\sprops="([^"]*)"/gi)) {
    // Astro serialises a string prop as [0,"value"].
    for (const prop of decode(match[1] ?? '').matchAll(/"(?:href|\w+Href|\w+Url)":\[0,"(\/[^"]*)"\]/g)) {
      const path = internalPath(prop[1] ?? '', origin);
      if (path && !path.includes('{')) found.add(path);
    }
  }
  return [...found];
}

interface DeadLink {
  path: string;
  status: number;
  /** A page that links to it. */
  from: string;
}

interface CrawlResult {
  dead: DeadLink[];
  /** Links to the platform API's paths on the site (PDF, view.json…): the API answers them, not the build. */
  apiLinks: string[];
  pages: number;
  links: number;
}

/** Breadth-first over the site's pages from `start` (default the home page). */
export async function crawlInternalLinks(origin: string, start: readonly string[] = ['/']): Promise<CrawlResult> {
  const queue = [...new Set(start)];
  const seen = new Set(queue);
  const from = new Map<string, string>(queue.map((path) => [path, '(start)']));
  const dead: DeadLink[] = [];
  const apiLinks = new Set<string>();
  let pages = 0;
  const visit = async (path: string) => {
    if (isPlatformApiPath(path)) return void apiLinks.add(path);
    const response = await fetch(`${origin}${path}`);
    if (response.status >= 400) {
      dead.push({ path, status: response.status, from: from.get(path) ?? '' });
      return;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/html')) return void (await response.arrayBuffer());
    const html = await response.text();
    pages += 1;
    for (const link of linksOf(html, origin)) {
      if (seen.has(link)) continue;
      seen.add(link);
      from.set(link, path);
      queue.push(link);
    }
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, 8).map(visit));
  return { dead, apiLinks: [...apiLinks], pages, links: seen.size };
}
