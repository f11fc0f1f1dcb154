/**
 * What one built HTML page weighs and what it is made of: the page as served, raw and gzip
 * (level 6, as CDNs serve it), and the parts worth watching — inline CSS, inline scripts, island props —
 * plus the stylesheets it links (fetched once, then cached). Pure: the caller reads the files.
 */
import { gzipSync } from 'node:zlib';

export interface HtmlWeight {
  raw: number;
  gzip: number;
  /** Bytes inside <style> elements (a <noscript> copy included). */
  inlineCss: number;
  /** Bytes inside classic or module <script> elements without src (JSON-LD and data blocks excluded). */
  inlineScript: number;
  /** Bytes of JSON-LD blocks. */
  jsonLd: number;
  /** Bytes of the `props` attribute of every <astro-island>: what an island hydrates from. */
  islandProps: number;
  /** The href of every <link rel="stylesheet">, in order. */
  stylesheets: string[];
}

export const gzipBytes = (content: string | Buffer): number => gzipSync(content, { level: 6 }).length;

/** The value of one attribute in a tag's text (as Astro writes it: double-quoted). */
export const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export function htmlWeight(html: string): HtmlWeight {
  let inlineCss = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) inlineCss += match[1]!.length;
  let inlineScript = 0;
  let jsonLd = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1]!;
    const type = attr(attrs, 'type');
    if (type === 'application/ld+json') jsonLd += match[2]!.length;
    else if (!attr(attrs, 'src') && (!type || type === 'module' || type === 'text/javascript')) inlineScript += match[2]!.length;
  }
  let islandProps = 0;
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) islandProps += attr(match[0], 'props')?.length ?? 0;
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .filter((m) => attr(m[0], 'rel') === 'stylesheet')
    .map((m) => attr(m[0], 'href'))
    .filter((href): href is string => Boolean(href));
  return { raw: Buffer.byteLength(html), gzip: gzipBytes(html), inlineCss, inlineScript, jsonLd, islandProps, stylesheets };
}
