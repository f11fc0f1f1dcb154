import { assetExists } from '../dealer/assets.ts';
import { imageSrcSet, imageUrlAt, isLocalImage } from '../image-url.ts';
import { cleanDealerHtml } from '../sanitize-html.ts';

/**
 * A Markdown page or blog post as HTML a shopper's browser may run: the HTML Astro rendered from
 * the dealer's Markdown (raw HTML included) goes through the same allow-list as every other piece
 * of dealer HTML (src/site/sanitize-html.ts, `content` profile). Build-time only.
 */

export interface RenderedEntry {
  id: string;
  /** The file, relative to the project (Astro's glob loader sets it). */
  filePath?: string | undefined;
  rendered?: { html: string } | undefined;
}

export type ContentFolder = 'pages' | 'blog';

/** The build warning for a file that lost something: names the file and each thing dropped. */
export function droppedContentWarning(file: string, dropped: readonly string[]): string {
  return `${file}: dropped ${dropped.join(', ')} — not allowed in dealer content (docs/security.md)`;
}

/** How wide a picture in the text column is laid out. */
const CONTENT_IMAGE_SIZES = '(min-width: 992px) 800px, 100vw';
const LOCAL_IMG_SRC = /<img\b([^>]*?) src="(\/[^"&<>]+)"/g;

/**
 * The dealer's own pictures in the text (a file of its public/ folder) get the build's widths
 * (src/site/image-url.ts); added after cleaning, so the attributes are ours, never the dealer's.
 */
export function withResponsiveImages(html: string, exists: (url: string) => boolean = assetExists): string {
  const none = { kind: 'none', quality: 0 } as const; // local widths never depend on the CDN
  return html.replace(LOCAL_IMG_SRC, (tag, before: string, src: string) => {
    if (!isLocalImage(src) || !exists(src)) return tag;
    return `<img${before} src="${imageUrlAt(src, 800, none)}" srcset="${imageSrcSet(src, none)}" sizes="${CONTENT_IMAGE_SIZES}"`;
  });
}

/** `imageOrigins`: the hosts a picture may come from (siteImageOrigins, the CSP's img-src); others are dropped. */
export function safeContentHtml(folder: ContentFolder, entry: RenderedEntry, imageOrigins: readonly string[]): string {
  const { html, dropped } = cleanDealerHtml(entry.rendered?.html, 'content', { imageOrigins });
  // Printed by the Astro child; scripts/build/build-tenant.ts forwards ⚠ lines to the build log.
  if (dropped.length > 0) console.warn(`  ⚠ ${droppedContentWarning(entry.filePath ?? `content/${folder}/${entry.id}.md`, dropped)}`);
  return withResponsiveImages(html);
}
