import sanitizeHtml from 'sanitize-html';

/**
 * Dealer-provided HTML (comments, offer descriptions) is cleaned at build time, so no
 * script, handler or foreign iframe ever reaches a shopper. Build-time only (Node).
 */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

export function sanitizeDealerHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span', 'blockquote'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      // A link whose href is missing or unsafe becomes plain text rather than an href-less <a>.
      a: (_tag, attribs) =>
        attribs.href && SAFE_HREF.test(attribs.href.trim())
          ? { tagName: 'a', attribs: { ...attribs, rel: 'noopener nofollow' } }
          : { tagName: 'span', attribs: {} },
    },
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'],
  });
}

/** Plain text of dealer HTML, for meta descriptions and truncation counts. */
export function dealerHtmlToText(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'] })
    .replace(/\s+/g, ' ')
    .trim();
}
