import { truncate } from '../../domain/format.ts';
import { dealerHtmlToText, sanitizeDealerHtml } from '../sanitize-html.ts';

/** Long text shown cut with Show More / Show Less: the short plain text, and the full (sanitised) HTML. */
export interface TruncatedText {
  /** Sanitised HTML of the whole text. */
  fullHtml: string;
  /** The cut plain text, only when the text is longer than the limit. */
  short?: string;
}

export function truncatedHtml(html: string | null | undefined, limit: number): TruncatedText | undefined {
  const fullHtml = sanitizeDealerHtml(html);
  const text = dealerHtmlToText(fullHtml);
  if (!text) return undefined;
  return text.length > limit ? { fullHtml, short: truncate(text, limit) } : { fullHtml };
}

export function truncatedText(text: string | null | undefined, limit: number): TruncatedText | undefined {
  return truncatedHtml(text ? escapeHtml(text) : text, limit);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
