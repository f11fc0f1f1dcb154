import sanitizeHtml from 'sanitize-html';
import { allowedEmbedSrc, EMBED_FRAME_HOSTS } from '../security/embed-hosts.ts';
import { httpOrigin } from '../security/csp.ts';
import { isSafeUrl } from '../security/safe-url.ts';

/**
 * The one "dealer text → HTML" policy. Every piece of dealer-provided HTML goes through here at
 * build time: stock comments and offer descriptions (`inline`), Markdown pages and blog posts
 * (`content`, the rendered HTML). An allow-list: what is not named below is dropped, so no
 * script, handler, script URL or foreign frame reaches a shopper. Build-time only (Node).
 * Plain-text fields never come here: Astro and React escape them when they render.
 */
export type DealerHtmlProfile = 'inline' | 'content';

const INLINE_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span', 'blockquote'];
const CONTENT_TAGS = [
  ...INLINE_TAGS,
  ...['h1', 'h2', 'h5', 'h6', 'hr', 'img', 'figure', 'figcaption', 'del', 's', 'sup', 'sub', 'small', 'dl', 'dt', 'dd'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'pre', 'code', 'section', 'iframe'],
];
const HEADING_ID = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['id']] as const);

/** Raw-text elements whose text is dropped with them (a script's source never becomes page text). */
const NON_TEXT = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'template', 'noembed', 'noframes'];

/** A link whose href is missing or unsafe becomes plain text rather than an href-less <a>. */
const safeLinkTag: sanitizeHtml.Transformer = (_tag, attribs) => {
  const href = attribs.href?.trim();
  return href && (href.startsWith('#') || isSafeUrl(href, 'link'))
    ? { tagName: 'a', attribs: { ...attribs, href, rel: 'noopener nofollow' } }
    : { tagName: 'span', attribs: {} };
};

/** An image or frame keeps its src only when it passes the URL rule (frames: the embed allow-list). */
const srcOnlyIf =
  (allowed: (src: string) => string | undefined): sanitizeHtml.Transformer =>
  (tagName, attribs) => ({
    tagName,
    attribs: Object.fromEntries(
      Object.entries(attribs).flatMap(([name, value]) => {
        if (name !== 'src') return [[name, value]];
        const src = allowed(value.trim());
        return src ? [[name, src]] : [];
      }),
    ),
  });

const OPTIONS: Record<DealerHtmlProfile, sanitizeHtml.IOptions> = {
  inline: {
    allowedTags: INLINE_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: { a: safeLinkTag },
    nonTextTags: [...NON_TEXT, 'iframe'],
  },
  content: {
    allowedTags: CONTENT_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
      th: ['align'],
      td: ['align'],
      pre: ['class', 'tabindex', 'data-language'],
      code: ['class'],
      span: ['class'],
      ...Object.fromEntries(HEADING_ID),
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    // sanitize-html's own frame check runs too, with the same hosts (belt and braces).
    allowedIframeHostnames: [...EMBED_FRAME_HOSTS],
    allowIframeRelativeUrls: false,
    transformTags: {
      a: safeLinkTag,
      img: srcOnlyIf((src) => (isSafeUrl(src) ? src : undefined)),
      iframe: srcOnlyIf(allowedEmbedSrc),
    },
    // An image or frame without an allowed source is dropped whole.
    exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
    nonTextTags: NON_TEXT,
  },
};

export interface CleanHtml {
  html: string;
  /** What was removed, for the build's warning: "<script> ×2", "onerror on <img>". */
  dropped: string[];
}

/** Counts each tag and each tag+attribute pair in a piece of HTML. */
function inventory(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    nonTextTags: NON_TEXT,
    onOpenTag: (tag, attribs) => {
      add(`<${tag}>`);
      for (const name of Object.keys(attribs)) add(`${name} on <${tag}>`);
    },
  });
  return counts;
}

export interface CleanOptions {
  /**
   * Origins an absolute image URL may come from: the image hosts of the site's CSP (`img-src`). An
   * image from any other host would only be blocked in the shopper's browser (a broken picture, a CSP
   * report), so it is dropped here and named in the warning. Site-relative pictures always pass.
   */
  imageOrigins?: readonly string[];
}

/** An image dropped for its host: the host, and its attributes (which went with it). */
interface ForeignImage {
  origin: string;
  attributes: string[];
}

/** The content profile with images limited to `origins`; `foreign` collects the images it dropped. */
function withImageOrigins(options: sanitizeHtml.IOptions, origins: readonly string[], foreign: ForeignImage[]): sanitizeHtml.IOptions {
  const allowed = new Set(origins);
  const keepSafe = srcOnlyIf((src) => (isSafeUrl(src) ? src : undefined));
  const img: sanitizeHtml.Transformer = (tagName, attribs) => {
    const frame = keepSafe(tagName, attribs);
    const src = frame.attribs.src;
    const origin = src && !src.startsWith('/') ? httpOrigin(src) : undefined;
    if (!origin || allowed.has(origin)) return frame;
    foreign.push({ origin, attributes: Object.keys(attribs) });
    return { tagName, attribs: {} };
  };
  return { ...options, transformTags: { ...options.transformTags, img } };
}

/** Cleans dealer HTML by the profile's allow-list and says what it removed. */
export function cleanDealerHtml(html: string | null | undefined, profile: DealerHtmlProfile, clean: CleanOptions = {}): CleanHtml {
  if (!html) return { html: '', dropped: [] };
  const foreign: ForeignImage[] = [];
  const options = clean.imageOrigins && profile === 'content' ? withImageOrigins(OPTIONS[profile], clean.imageOrigins, foreign) : OPTIONS[profile];
  const cleaned = sanitizeHtml(html, options);
  // Most dealer HTML comes back unchanged: then nothing was dropped and the inventory is skipped.
  if (cleaned === html) return { html: cleaned, dropped: [] };
  const before = inventory(html);
  const after = inventory(cleaned);
  const dropped: string[] = [];
  const allowed = new Set(OPTIONS[profile].allowedTags || []);
  for (const [key, count] of before) {
    // An attribute of a tag that is never allowed goes with its tag: name the tag only.
    const onTag = /^\S+ on <(.+)>$/.exec(key)?.[1];
    if (onTag && !allowed.has(onTag)) continue;
    // Images from a host the CSP does not allow are named with their host below, not as a bare <img>.
    const lost =
      count - (after.get(key) ?? 0) - foreign.filter((image) => key === '<img>' || image.attributes.some((name) => key === `${name} on <img>`)).length;
    if (lost > 0) dropped.push(lost > 1 ? `${key} ×${lost}` : key);
  }
  for (const origin of new Set(foreign.map((image) => image.origin))) {
    const times = foreign.filter((image) => image.origin === origin).length;
    dropped.push(`<img> from ${origin}${times > 1 ? ` ×${times}` : ''} (not an image host of this site)`);
  }
  return { html: cleaned, dropped };
}

/**
 * The last results of a pure text → text function. A build asks for the same dealer text many times
 * (a car's comments for its page and its meta description, the dealer's finance disclaimer on every
 * car); parsing HTML is the costly part. Bounded, so a long-lived process does not grow with it.
 */
function remembered(fn: (text: string) => string, limit = 256): (text: string) => string {
  const results = new Map<string, string>();
  return (text) => {
    let result = results.get(text);
    if (result === undefined) {
      if (results.size >= limit) results.clear();
      results.set(text, (result = fn(text)));
    }
    return result;
  };
}

const sanitizeInline = remembered((html) => sanitizeHtml(html, OPTIONS.inline));

/** Stock comments and offer descriptions: a few text-formatting tags and safe links. */
export function sanitizeDealerHtml(html: string | null | undefined): string {
  return html ? sanitizeInline(html) : '';
}

const BLOCK_BOUNDARY = /<\/(?:p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer|dd|dt)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

const htmlToText = remembered((html) => {
  // A block boundary or line break separates words: "…floor.</p><p>This car…" must not read "floor.This car".
  const spaced = html.replace(BLOCK_BOUNDARY, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: [...NON_TEXT, 'iframe'] })
    .replace(/\s+/g, ' ')
    .trim();
});

/** Plain text of dealer HTML, for meta descriptions and truncation counts. */
export function dealerHtmlToText(html: string | null | undefined): string {
  return html ? htmlToText(html) : '';
}
