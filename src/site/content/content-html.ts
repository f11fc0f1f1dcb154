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

export function safeContentHtml(folder: ContentFolder, entry: RenderedEntry): string {
  const { html, dropped } = cleanDealerHtml(entry.rendered?.html, 'content');
  // Printed by the Astro child; scripts/build/build-tenant.ts forwards ⚠ lines to the build log.
  if (dropped.length > 0) console.warn(`  ⚠ ${droppedContentWarning(entry.filePath ?? `content/${folder}/${entry.id}.md`, dropped)}`);
  return html;
}
