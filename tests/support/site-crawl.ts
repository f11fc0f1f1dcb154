import { Parser } from 'htmlparser2';

/** A link found on a page: where, from which element, to what. */
export interface FoundLink {
  from: string;
  tag: string;
  url: string;
}

export interface CrawlResult {
  /** Every HTML page reached from the start page by same-origin links. */
  pages: Array<{ url: string; html: string }>;
  /** Same-origin links (pages, scripts, styles, pictures, CSS url()s) that did not answer 200. */
  broken: FoundLink[];
  /** Links to other origins, for the caller to judge. */
  external: FoundLink[];
  /** Same-origin URLs fetched. */
  fetched: number;
}

type Get = (url: string) => Promise<{ status: number; type: string; body: string }>;

const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['poster', 'src'],
  iframe: ['src'],
};

function linksOf(html: string, page: string): FoundLink[] {
  const found: FoundLink[] = [];
  const parser = new Parser({
    onopentag(tag, attributes) {
      for (const name of URL_ATTRIBUTES[tag] ?? []) {
        const value = attributes[name];
        if (!value) continue;
        const urls = name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
        for (const url of urls) if (url) found.push({ from: page, tag, url });
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

const cssUrls = (css: string, from: string): FoundLink[] =>
  [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => ({ from, tag: 'css', url: m[2]! })).filter((l) => !l.url.startsWith('data:'));

/**
 * Follows every same-origin link from `start` as a shopper's browser would fetch it, the way a CDN
 * serves the site: pages, their scripts, styles and pictures, and what the styles point at.
 */
export async function crawlSite(start: string, get: Get, limit = 3000): Promise<CrawlResult> {
  const origin = new URL(start).origin;
  const seen = new Set<string>();
  const queue: FoundLink[] = [{ from: '(start)', tag: 'a', url: start }];
  const result: CrawlResult = { pages: [], broken: [], external: [], fetched: 0 };
  while (queue.length > 0 && result.fetched < limit) {
    const link = queue.shift()!;
    if (/^(mailto|tel|sms|data|blob|javascript):/i.test(link.url) || link.url.startsWith('#')) continue;
    const absolute = new URL(link.url, link.from === '(start)' ? start : link.from);
    if (absolute.origin !== origin) {
      result.external.push({ ...link, url: absolute.href });
      continue;
    }
    // A static origin answers /search?make=x with /search: one fetch per path.
    absolute.hash = '';
    absolute.search = '';
    if (seen.has(absolute.href)) continue;
    seen.add(absolute.href);
    result.fetched += 1;
    const response = await get(absolute.href);
    if (response.status !== 200) {
      result.broken.push({ ...link, url: absolute.href });
      continue;
    }
    if (response.type.startsWith('text/html')) {
      result.pages.push({ url: absolute.href, html: response.body });
      queue.push(...linksOf(response.body, absolute.href));
    } else if (response.type.startsWith('text/css')) {
      queue.push(...cssUrls(response.body, absolute.href));
    }
  }
  return result;
}
